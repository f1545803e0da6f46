import { Download, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../../contract/account-data.ts';
import { useUser } from '../../../app/user-context.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiJson, errorMessage } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { storedUserId } from '../../../lib/storage.ts';
import { ChangePasswordCard } from '../../account/change-password-card.tsx';
import { SignOutEverywhereCard } from '../../account/sign-out-everywhere-card.tsx';

/** 'Privacy & Security': language, password, sign out everywhere, download all data, delete the account. */
export function PrivacySecurityPage() {
  const intl = useIntl();
  const { user, refresh } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  if (!user) return null;

  const signedOut = () => {
    storedUserId.set(null);
    queryClient.clear();
    void refresh().then(() => navigate('/login'));
  };

  async function deleteAccount() {
    try {
      await apiJson('DELETE', `/api/users/${user!.id}`, { confirm: DELETE_CONFIRMATION });
      toast({ title: intl.formatMessage({ id: 'privacy.delete.done' }) });
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
      <ChangePasswordCard endpoint="/api/auth/password" />
      <SignOutEverywhereCard endpoint="/api/auth/logout-all" onSignedOut={signedOut} />
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacy.export.title' })}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'privacy.export.detail' })}</p>
          <a
            className={buttonClasses({ variant: 'outline' })}
            href={`/api/users/${user.id}/export`}
            download
            onClick={() => toast({ title: intl.formatMessage({ id: 'privacy.export.started' }) })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {intl.formatMessage({ id: 'privacy.export.button' })}
          </a>
        </CardContent>
      </Card>
      <Card className="border-red-200 dark:border-red-900">
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacy.delete.title' })}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'privacy.delete.detail' })}</p>
          <ConfirmDialog
            trigger={
              <Button variant="destructive">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {intl.formatMessage({ id: 'privacy.delete.button' })}
              </Button>
            }
            title={intl.formatMessage({ id: 'privacy.delete.confirmTitle' })}
            description={intl.formatMessage({ id: 'privacy.delete.detail' })}
            confirmLabel={intl.formatMessage({ id: 'privacy.delete.button' })}
            confirmWord={DELETE_CONFIRMATION}
            onConfirm={deleteAccount}
          />
        </CardContent>
      </Card>
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
