import { useIntl } from 'react-intl';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

/** A destructive toast saying an action did not work, with the server's reason when it gave one. */
export function useFailureToast(): (error: unknown) => void {
  const intl = useIntl();
  const { toast } = useToast();
  return (error) =>
    toast({ title: intl.formatMessage({ id: 'account.failed' }), description: errorMessage(error, ''), variant: 'destructive' });
}
