import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { cn } from '../lib/cn.ts';

/**
 * Login: a narrow centred column. Register pages pass `wide`. Its own module (not layouts.tsx),
 * so the sign-in pages do not load the consumer chrome's menu and avatar (issue 14).
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className={cn('mx-auto flex min-h-screen w-full flex-col justify-center px-4 py-10', wide ? 'max-w-2xl' : 'max-w-md')}>
      <LanguageSwitcher className="mb-3 self-end" />
      {children}
    </main>
  );
}
