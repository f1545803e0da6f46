import { ArrowLeft, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../../contract/account-data.ts';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson, errorMessage } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { storedPractitioner } from '../../../lib/storage.ts';
import { ChangePasswordCard } from '../../account/change-password-card.tsx';
import { SignOutEverywhereCard } from '../../account/sign-out-everywhere-card.tsx';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';

/** /practitioner/settings: language, password, sign out everywhere, delete the account. */
export function PractitionerSettingsPage() {
  return <PractitionerGate>{(p) => <Settings practitioner={p} />}</PractitionerGate>;
}

function Settings({ practitioner }: { practitioner: StoredPractitioner }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const signedOut = () => {
    storedPractitioner.set(null);
    queryClient.clear();
    void navigate('/practitioner/login');
  };
  async function deleteAccount() {
    try {
      await apiJson('DELETE', `/api/practitioners/${practitioner.id}`, { confirm: DELETE_CONFIRMATION });
      toast({ title: intl.formatMessage({ id: 'practitioner.delete.done' }) });
      signedOut();
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'account.failed' }),
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
      throw error;
    }
  }
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <Button variant="ghost" onClick={() => void navigate('/practitioner/dashboard')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
      </Button>
      <h1 className="text-2xl font-bold">{intl.formatMessage({ id: 'practitioner.settings.title' })}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'language.label' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <LanguageSwitcher />
        </CardContent>
      </Card>
      <ChangePasswordCard endpoint="/api/practitioners/password" />
      <SignOutEverywhereCard endpoint="/api/practitioners/logout-all" onSignedOut={signedOut} />
      <Card className="border-red-200 dark:border-red-900">
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'practitioner.delete.title' })}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'practitioner.delete.detail' })}</p>
          <ConfirmDialog
            trigger={
              <Button variant="destructive">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {intl.formatMessage({ id: 'practitioner.delete.button' })}
              </Button>
            }
            title={intl.formatMessage({ id: 'practitioner.delete.confirmTitle' })}
            description={intl.formatMessage({ id: 'practitioner.delete.detail' })}
            confirmLabel={intl.formatMessage({ id: 'practitioner.delete.button' })}
            confirmWord={DELETE_CONFIRMATION}
            onConfirm={deleteAccount}
          />
        </CardContent>
      </Card>
    </main>
  );
}
