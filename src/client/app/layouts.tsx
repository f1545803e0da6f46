import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** Login: a narrow centred column. Register pages pass `wide`. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className={cn('mx-auto flex min-h-screen w-full flex-col justify-center px-4 py-10', wide ? 'max-w-2xl' : 'max-w-md')}>
      {children}
    </main>
  );
}
