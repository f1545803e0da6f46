import { withTimeZone } from '../../../lib/local-dates.ts';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useUser } from '../../../app/user-context.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { forgetAccount } from '../../../lib/query-client.ts';
import { storedUserId } from '../../../lib/storage.ts';
import { ChangePasswordCard } from '../../account/change-password-card.tsx';
import { DeleteAccountCard } from '../../account/delete-account-card.tsx';
import { SignOutEverywhereCard } from '../../account/sign-out-everywhere-card.tsx';
import { SignInMethodsCard } from '../../account/sign-in-methods-card.tsx';
import { SecurityActivityCard } from '../../account/security-activity-card.tsx';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { PrivacyModeSwitch } from './privacy-mode-switch.tsx';

/** A download of the person's own record, with the 'download started' toast. */
function DownloadLink({ href, label }: { href: string; label: MessageId }) {
  const intl = useIntl();
  const { toast } = useToast();
  return (
    <a
      className={buttonClasses({ variant: 'outline' })}
      href={href}
      download
      onClick={() => toast({ title: intl.formatMessage({ id: 'privacy.export.started' }) })}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {intl.formatMessage({ id: label })}
    </a>
  );
}

/** 'Privacy & Security': language, privacy mode, password, sign out everywhere, download all data, delete the account. */
export function PrivacySecurityPage() {
  const intl = useIntl();
  const { user, refresh } = useUser();
  const navigate = useNavigate();
  if (!user) return null;

  const signedOut = () => {
    storedUserId.set(null);
    forgetAccount('consumer');
    void refresh().then(() => navigate('/login'));
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{intl.formatMessage({ id: 'privacy.page.title' })}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'language.label' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <LanguageSwitcher />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacyMode.title' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <PrivacyModeSwitch />
        </CardContent>
      </Card>
      <ChangePasswordCard kind="user" />
      <SignInMethodsCard kind="user" />
      <SignOutEverywhereCard endpoint="/api/auth/logout-all" onSignedOut={signedOut} />
      <SecurityActivityCard kind="user" />
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacy.export.title' })}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'privacy.export.detail' })}</p>
          <DownloadLink href={withTimeZone(`/api/users/${user.id}/export`)} label="privacy.export.button" />
          {/* The same record in the standard another clinic's software reads (issue 17, docs/fhir-export.md). */}
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'privacy.export.fhirDetail' })}</p>
          <DownloadLink href={`/api/users/${user.id}/fhir`} label="privacy.export.fhirButton" />
        </CardContent>
      </Card>
      <DeleteAccountCard
        endpoint={`/api/users/${user.id}`}
        texts={{
          title: 'privacy.delete.title',
          detail: 'privacy.delete.detail',
          button: 'privacy.delete.button',
          confirmTitle: 'privacy.delete.confirmTitle',
          done: 'privacy.delete.done',
        }}
        onDeleted={signedOut}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id="privacy.links"
          values={{
            terms: (
              <Link className="text-brand-700 underline dark:text-brand-500" to="/terms">
                {intl.formatMessage({ id: 'legal.terms.link' })}
              </Link>
            ),
            privacy: (
              <Link className="text-brand-700 underline dark:text-brand-500" to="/privacy">
                {intl.formatMessage({ id: 'legal.privacy.link' })}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
