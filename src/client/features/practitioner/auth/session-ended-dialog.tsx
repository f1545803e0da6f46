import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * A save refused because the practitioner's session ended (signed out everywhere from another
 * device, or expired): the form stays on this page, the practitioner signs in again in a new tab
 * (any way in: password, provider, emailed link) and saves from here, instead of leaving the page
 * and losing what was typed (an exploratory test).
 */
export function SessionEndedDialog({ open, onRetry, onClose }: { open: boolean; onRetry: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <AlertDialog open={open} onDismiss={onClose} title={t('session.signedOut.title')} description={t('session.signedOut.detail')}>
      <Button variant="outline" onClick={onClose}>
        {t('session.signedOut.close')}
      </Button>
      <a className={buttonClasses({ variant: 'outline' })} href="/practitioner/login" target="_blank" rel="noopener">
        {t('session.signedOut.signIn')}
      </a>
      <Button onClick={onRetry}>{t('session.signedOut.retry')}</Button>
    </AlertDialog>
  );
}
