import * as Avatar from '@radix-ui/react-avatar';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Camera, History, Home, Leaf, User as UserIcon } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { MessageId } from '../i18n/locales/en.ts';
import { cn } from '../lib/cn.ts';
import { whenLeaveAllowed } from '../lib/leave-guard.ts';
import { useTheme, type Theme } from './theme.tsx';
import { useUser } from './user-context.tsx';

const NAV = [
  { to: '/', label: 'app.nav.home', icon: Home },
  { to: '/history', label: 'app.nav.history', icon: History },
  { to: '/analysis', label: 'app.nav.analysis', icon: Camera },
  { to: '/profile', label: 'app.nav.profile', icon: UserIcon },
] as const satisfies readonly { to: string; label: MessageId; icon: unknown }[];

/**
 * The consumer app column: header, content, bottom navigation. Mobile width on phones (SPEC);
 * wider screens use the width (issue 15, docs/spec-deviations.md L5).
 */
const COLUMN = 'max-w-md md:max-w-3xl lg:max-w-5xl';

export function AppLayout() {
  const t = useT();
  return (
    <div className={cn('mx-auto flex min-h-screen w-full flex-col bg-white shadow-sm dark:bg-slate-900', COLUMN)}>
      <AppHeader />
      <main className="flex-1 px-4 pb-24 pt-4">
        <Outlet />
      </main>
      <nav
        data-fixed-bottom
        aria-label={t('app.nav.label')}
        className={cn(
          'fixed bottom-0 left-1/2 w-full -translate-x-1/2 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          COLUMN,
        )}
      >
        <ul className="grid grid-cols-4">
          {NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-1 py-2 text-xs',
                    isActive || (to === '/' && window.location.pathname.toLowerCase() === '/dashboard')
                      ? 'text-brand-700 dark:text-brand-500'
                      : 'text-slate-500 dark:text-slate-400',
                  )
                }
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

const THEMES: { value: Theme; label: MessageId }[] = [
  { value: 'light', label: 'app.theme.light' },
  { value: 'dark', label: 'app.theme.dark' },
  { value: 'system', label: 'app.theme.system' },
];

function AppHeader() {
  const { user, logout } = useUser();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const t = useT();
  const initial = user?.firstName?.trim().charAt(0).toUpperCase() || 'U';
  return (
    <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      <Link to="/" className="flex items-center gap-2 font-semibold text-brand-700 dark:text-brand-500">
        <Leaf aria-hidden="true" className="h-6 w-6" />
        <span>{t('app.name')}</span>
      </Link>
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium">{user?.firstName}</span>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger aria-label={t('app.header.accountMenu')} className="rounded-full">
            <Avatar.Root className="inline-flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {user?.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" className="h-full w-full object-cover" />}
              <Avatar.Fallback>{initial}</Avatar.Fallback>
            </Avatar.Root>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold">{t('app.menu.myAccount')}</DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item className={menuItem} onSelect={() => void navigate('/profile')}>
                {t('app.menu.profile')}
              </DropdownMenu.Item>
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={menuItem}>{t('app.menu.settings')}</DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
                    <DropdownMenu.Label className="px-2 py-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('app.menu.theme')}
                    </DropdownMenu.Label>
                    <DropdownMenu.RadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
                      {THEMES.map((th) => (
                        <DropdownMenu.RadioItem key={th.value} value={th.value} className={menuItem}>
                          {t(th.label)}
                          <DropdownMenu.ItemIndicator> ✓</DropdownMenu.ItemIndicator>
                        </DropdownMenu.RadioItem>
                      ))}
                    </DropdownMenu.RadioGroup>
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
              <DropdownMenu.Item
                className={menuItem}
                // Signing out ends the page on screen: a check-in not sent yet is asked about first.
                onSelect={() => whenLeaveAllowed(() => void logout().then(() => navigate('/login')))}
              >
                {t('app.menu.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}

const menuItem =
  'flex cursor-pointer select-none items-center rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
