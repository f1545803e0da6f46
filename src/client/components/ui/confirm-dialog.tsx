import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button.tsx';
import { Input, Label } from './form-controls.tsx';

/**
 * A destructive action behind a confirmation dialog (Radix Dialog: focus is trapped inside and
 * returns to the trigger on close). With `confirmWord`, the confirm button stays disabled until
 * the person types that word ('type DELETE').
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmWord,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  confirmWord?: string;
  /** Resolves when done; a rejection keeps the dialog open (the caller shows why). */
  onConfirm: () => Promise<void>;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const ready = !confirmWord || typed.trim() === confirmWord;

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller reported the failure; the dialog stays open so the person can retry or cancel
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
          {confirmWord && (
            <div className="space-y-1">
              <Label htmlFor={inputId}>
                <FormattedMessage id="confirm.typeToConfirm" values={{ word: <code>{confirmWord}</code> }} />
              </Label>
              <Input id={inputId} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{intl.formatMessage({ id: 'common.cancel' })}</Button>
            </Dialog.Close>
            <Button variant="destructive" disabled={!ready || busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
