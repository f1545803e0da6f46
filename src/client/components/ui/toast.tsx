import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../../contract/constants.ts';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn.ts';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'warning';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

/** SPEC §9: one toast at a time, 5000 ms, swipe right 50 px, F8 focuses the viewport, 420 px wide. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const intl = useIntl();
  const toast = useCallback((t: ToastInput) => {
    setToasts((current) => [{ ...t, id: Date.now() + Math.random(), open: true }, ...current].slice(0, TOAST_LIMIT));
  }, []);
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {children}
        {toasts.map((t) => (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => setToasts((cur) => cur.map((x) => (x.id === t.id ? { ...x, open } : x)))}
            className={cn(
              'rounded-lg border p-4 shadow-lg data-[state=closed]:opacity-0',
              t.variant === 'destructive'
                ? 'border-red-700 bg-red-600 text-white'
                : t.variant === 'warning'
                  ? 'border-amber-400 bg-amber-50 text-amber-900'
                  : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            )}
          >
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
            <ToastPrimitive.Close
              aria-label={intl.formatMessage({ id: 'common.close' })}
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
    </ToastContext.Provider>
  );
}

export function useToast(): { toast: (t: ToastInput) => void } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used within a ToastProvider');
  return { toast };
}
