import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { Button } from './button.tsx';

/** The question's words, in the reader's language. */
export interface LeaveDialogText {
  title: string;
  detail: string;
  stay: string;
  leave: string;
}

/**
 * While a page holds input not saved yet (`unsaved`), leaving it asks first: an alert dialog (Radix
 * Dialog, as the app's other confirmations: focus trapped inside, on 'Stay' here) for a way out
 * inside the app, the browser's own prompt for a reload or closing the tab. 'Stay' (or Escape)
 * gives the focus back to what was pressed.
 */
export function LeaveDialog({
  unsaved,
  text,
  onLeave,
}: {
  unsaved: boolean;
  text: LeaveDialogText;
  /** Run before the way out is taken (see useLeaveGuard). */
  onLeave?: () => Promise<void>;
}) {
  const { asking, stay, leave } = useLeaveGuard(unsaved, onLeave);
  // What had the focus when the question opened (the button or link that was pressed).
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={asking}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          // An alert dialog is answered, not dismissed by a click beside it.
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{text.title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">{text.detail}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={stay}>
              {text.stay}
            </Button>
            <Button variant="destructive" onClick={leave}>
              {text.leave}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
