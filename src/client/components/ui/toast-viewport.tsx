import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../../contract/constants.ts';
import { cn } from '../../lib/cn.ts';
import type { ToastInput } from './toast.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** The toasts themselves (Radix), loaded with the first one; ToastProvider keeps their state. */
export function ToastViewport({ toasts, setOpen }: { toasts: ToastItem[]; setOpen: (id: number, open: boolean) => void }) {
  const t = useT();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => setOpen(item.id, open)}
          className={cn(
            'rounded-lg border p-4 shadow-lg data-[state=closed]:opacity-0',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : item.variant === 'warning'
                ? 'border-amber-400 bg-amber-50 text-amber-900'
                : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute right-2 top-2 px-1 opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_HOTKEY]}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none [&>li]:relative"
        style={{ maxWidth: TOAST_VIEWPORT_MAX_WIDTH_PX }}
      />
    </ToastPrimitive.Provider>
  );
}
