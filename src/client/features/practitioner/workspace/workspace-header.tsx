import { personName } from '../../../../contract/person-name.ts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Leaf } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { cn } from '../../../lib/cn.ts';
import { usePractitionerSession } from '../auth/use-practitioner-session.ts';
import { whenLeaveAllowed } from '../../../lib/leave-guard.ts';

const LINKS = [
  { to: '/practitioner/dashboard', label: 'workspace.nav.dashboard' },
  { to: '/practitioner/patients', label: 'workspace.nav.patients' },
  { to: '/practitioner/add-patient', label: 'workspace.nav.addPatient' },
] as const satisfies readonly { to: string; label: MessageId }[];

const menuItem =
  'flex cursor-pointer select-none items-center rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The practitioner workspace (issue 15): one header over every signed-in practitioner page. The
 * pages still guard themselves (PractitionerGate); without a practitioner the header is not drawn.
 */
export function PractitionerWorkspace() {
  const { practitioner, logout } = usePractitionerSession();
  return (
    <>
      {practitioner && <WorkspaceHeader practitioner={practitioner} logout={logout} />}
      <Outlet />
    </>
  );
}

function WorkspaceHeader({ practitioner, logout }: { practitioner: StoredPractitioner; logout: () => Promise<void> }) {
  const navigate = useNavigate();
  const t = useT();
  const name = personName(practitioner);
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to="/practitioner/dashboard"
          className="flex items-center gap-2 whitespace-nowrap font-semibold text-brand-700 dark:text-brand-500"
        >
          <Leaf aria-hidden="true" className="h-6 w-6" />
          {t('app.name')}
        </Link>
        <nav aria-label={t('workspace.nav.label')} className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800',
                      isActive ? 'font-semibold text-brand-700 dark:text-brand-500' : 'text-slate-700 dark:text-slate-200',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={t('workspace.menu.label', { name })}
            className="flex min-w-0 max-w-[12rem] items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span className="truncate">{name}</span>
            <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              loop
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => void navigate('/practitioner/settings#profile')}>
                {t('workspace.menu.profile')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => void navigate('/practitioner/settings')}>
                {t('workspace.menu.settings')}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item
                className={menuItem}
                // Signing out ends the page on screen: its unsaved input (a consultation) is asked about first.
                onSelect={() => whenLeaveAllowed(() => void logout().then(() => navigate('/practitioner/login')))}
              >
                {t('dashboard.logout')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}
