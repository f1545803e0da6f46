import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { apiJson } from '../../lib/api.ts';
import { useFailureToast } from './use-failure-toast.ts';

/** Sign out of all devices: every session of the account ends, this one too. */
export function SignOutEverywhereCard({
  endpoint,
  onSignedOut,
}: {
  endpoint: '/api/auth/logout-all' | '/api/practitioners/logout-all';
  onSignedOut: () => void;
}) {
  const intl = useIntl();
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await apiJson('POST', endpoint);
      onSignedOut();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'account.signOutEverywhere.title' })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {intl.formatMessage({ id: 'account.signOutEverywhere.detail' })}
        </p>
        <Button variant="outline" disabled={busy} onClick={() => void signOut()}>
          {intl.formatMessage({ id: 'account.signOutEverywhere.button' })}
        </Button>
      </CardContent>
    </Card>
  );
}
