import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { AlertDialog } from './alert-dialog.tsx';
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
  return (
    <AlertDialog open={asking} onDismiss={stay} title={text.title} description={text.detail}>
      <Button variant="outline" onClick={stay}>
        {text.stay}
      </Button>
      <Button variant="destructive" onClick={leave}>
        {text.leave}
      </Button>
    </AlertDialog>
  );
}
