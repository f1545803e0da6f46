import * as Dialog from '@radix-ui/react-dialog';
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{t('session.signedOut.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('session.signedOut.detail')}
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('session.signedOut.close')}
            </Button>
            <a className={buttonClasses({ variant: 'outline' })} href="/practitioner/login" target="_blank" rel="noopener">
              {t('session.signedOut.signIn')}
            </a>
            <Button onClick={onRetry}>{t('session.signedOut.retry')}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
