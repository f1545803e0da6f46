import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { TOAST_LIMIT } from '../../../contract/constants.ts';
import { afterFirstPaint } from '../../app/first-paint.ts';
import type { ToastItem } from './toast-viewport.tsx';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'warning';
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

// Radix's toast (about 12 KB gzip) loads once the first page has painted (idle time after it), or with the first toast, not before the
// first paint (issue 14). From then on F8 focuses the viewport (SPEC §9).
const ToastViewport = lazy(() => import('./toast-viewport.tsx').then((m) => ({ default: m.ToastViewport })));

/** SPEC §9: one toast at a time, 5000 ms, swipe right 50 px, F8 focuses the viewport, 420 px wide. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [viewportWanted, setViewportWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint(3000).then(() => live && setViewportWanted(true));
    return () => {
      live = false;
    };
  }, []);
  const toast = useCallback((t: ToastInput) => {
    setToasts((current) => [{ ...t, id: Date.now() + Math.random(), open: true }, ...current].slice(0, TOAST_LIMIT));
  }, []);
  const setOpen = useCallback((id: number, open: boolean) => {
    setToasts((current) => current.map((x) => (x.id === id ? { ...x, open } : x)));
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {(viewportWanted || toasts.length > 0) && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} setOpen={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): { toast: (t: ToastInput) => void } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used within a ToastProvider');
  return { toast };
}
