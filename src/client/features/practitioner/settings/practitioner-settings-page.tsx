import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { forgetAccount } from '../../../lib/query-client.ts';
import { storedPractitioner } from '../../../lib/storage.ts';
import { ChangePasswordCard } from '../../account/change-password-card.tsx';
import { DeleteAccountCard } from '../../account/delete-account-card.tsx';
import { SignOutEverywhereCard } from '../../account/sign-out-everywhere-card.tsx';
import { SignInMethodsCard } from '../../account/sign-in-methods-card.tsx';
import { SecurityActivityCard } from '../../account/security-activity-card.tsx';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { CameraProfilesCard } from './camera-profiles-card.tsx';
import { ProfileCard } from './profile-card.tsx';

/** /practitioner/settings: the profile (the header menu's 'Profile' opens it at #profile), language, camera profiles, password, sign out everywhere, delete the account. */
export function PractitionerSettingsPage() {
  return <PractitionerGate>{(p) => <Settings practitioner={p} />}</PractitionerGate>;
}

function Settings({ practitioner }: { practitioner: StoredPractitioner }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedOut = () => {
    storedPractitioner.set(null);
    forgetAccount('practitioner');
    void navigate('/practitioner/login');
  };
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{intl.formatMessage({ id: 'practitioner.settings.title' })}</h1>
      <ProfileCard practitioner={practitioner} />
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'language.label' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <LanguageSwitcher />
        </CardContent>
      </Card>
      <CameraProfilesCard practitionerId={practitioner.id} />
      <ChangePasswordCard kind="practitioner" />
      <SignInMethodsCard kind="practitioner" />
      <SignOutEverywhereCard endpoint="/api/practitioners/logout-all" onSignedOut={signedOut} />
      <SecurityActivityCard kind="practitioner" />
      <DeleteAccountCard
        endpoint={`/api/practitioners/${practitioner.id}`}
        texts={{
          title: 'practitioner.delete.title',
          detail: 'practitioner.delete.detail',
          button: 'practitioner.delete.button',
          confirmTitle: 'practitioner.delete.confirmTitle',
          done: 'practitioner.delete.done',
        }}
        onDeleted={signedOut}
      />
    </main>
  );
}
