import { Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DELETE_CONFIRMATION } from '../../../contract/account-data.ts';
import type { MessageId } from '../../i18n/locales/en.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { useFailureToast } from './use-failure-toast.ts';

/** Delete an account for good, behind a dialog where the person types DELETE. */
export function DeleteAccountCard({
  endpoint,
  texts,
  onDeleted,
}: {
  endpoint: string;
  texts: { title: MessageId; detail: MessageId; button: MessageId; confirmTitle: MessageId; done: MessageId };
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const failed = useFailureToast();
  async function deleteAccount() {
    try {
      await apiJson('DELETE', endpoint, { confirm: DELETE_CONFIRMATION });
    } catch (error) {
      failed(error);
      throw error;
    }
    toast({ title: intl.formatMessage({ id: texts.done }) });
    onDeleted();
  }
  return (
    <Card className="border-red-200 dark:border-red-900">
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: texts.title })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: texts.detail })}</p>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {intl.formatMessage({ id: texts.button })}
            </Button>
          }
          title={intl.formatMessage({ id: texts.confirmTitle })}
          description={intl.formatMessage({ id: texts.detail })}
          confirmLabel={intl.formatMessage({ id: texts.button })}
          confirmWord={DELETE_CONFIRMATION}
          onConfirm={deleteAccount}
        />
      </CardContent>
    </Card>
  );
}
