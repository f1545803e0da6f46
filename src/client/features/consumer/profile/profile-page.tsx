import { personName } from '../../../../contract/person-name.ts';
import * as Avatar from '@radix-ui/react-avatar';
import {
  Bookmark,
  ChevronRight,
  FileText,
  History,
  Info,
  KeyRound,
  Languages,
  Leaf,
  LogOut,
  Shield,
  UserPen,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { APP_VERSION } from '../../../../contract/constants.ts';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useProviderLabel } from '../../sign-in/provider-label.ts';

const row = 'flex w-full items-center gap-3 px-4 py-3 text-left text-sm';

/** A list row: a link when it leads somewhere, else a label with its value. */
function Row({ icon, label, to, note }: { icon: ReactNode; label: string; to?: string; note?: string }) {
  if (to) {
    return (
      <li>
        <Link to={to} className={`${row} hover:bg-slate-50 dark:hover:bg-slate-800`}>
          {icon}
          <span className="flex-1">{label}</span>
          <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-400" />
        </Link>
      </li>
    );
  }
  return (
    <li className={row}>
      {icon}
      <span className="flex-1">{label}</span>
      {note && <span className="text-xs text-slate-500 dark:text-slate-400">{note}</span>}
    </li>
  );
}

const icon = (Icon: typeof Info) => <Icon aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-300" />;

/** SPEC §2 'Profile': who you are, account and about lists, and a working Log Out. */
export function ProfilePage() {
  const { user, logout } = useUser();
  const navigate = useNavigate();
  const t = useT();
  // SPEC §2's provider label (Google, Apple, another configured provider, else an email user), with the account details.
  const providerLabel = useProviderLabel(user?.authProvider ?? null) ?? t('home.profile.emailUser');
  if (!user) return null;
  const name = personName(user) || t('profile.guest');

  return (
    <section className="space-y-4">
      <h1 className="sr-only">{t('profile.title')}</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-2 pt-6 text-center">
          <Avatar.Root className="inline-flex h-20 w-20 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-3xl font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" className="h-full w-full object-cover" />}
            <Avatar.Fallback>{(user.firstName?.charAt(0) || 'U').toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <p className="text-xl font-semibold">{name}</p>
          {user.email && <p className="text-sm text-slate-500 dark:text-slate-400">{user.email}</p>}
          {/* What the account really is: every consumer account is free (no plans exist); docs/spec-deviations.md L9. */}
          <Badge>{t('profile.freeAccount')}</Badge>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.account')}</CardTitle>
        </CardHeader>
        <ul className="divide-y divide-slate-200 pb-2 dark:divide-slate-700">
          <Row icon={icon(UserPen)} label={t('profile.edit')} to={`/onboarding?userId=${user.id}`} />
          <Row icon={icon(KeyRound)} label={t('profile.signInMethod')} note={providerLabel} />
          <Row icon={icon(Shield)} label={t('profile.privacy')} to="/profile/privacy" />
          <Row icon={icon(History)} label={t('profile.history')} to="/history" />
          <Row icon={icon(Leaf)} label={t('records.constitution.title')} to="/profile/constitution" />
          <Row icon={icon(Bookmark)} label={t('profile.saved')} to="/history?tab=recommendations&saved=1" />
          <li className={row}>
            {icon(Languages)}
            <span className="flex-1">{t('profile.language')}</span>
            <LanguageSwitcher />
          </li>
        </ul>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.about')}</CardTitle>
        </CardHeader>
        <ul className="divide-y divide-slate-200 pb-2 dark:divide-slate-700">
          <Row icon={icon(Info)} label={t('profile.version')} note={APP_VERSION} />
          <Row icon={icon(FileText)} label={t('profile.terms')} to="/terms" />
          <Row icon={icon(Shield)} label={t('profile.privacyPolicy')} to="/privacy" />
        </ul>
      </Card>
      <Button
        variant="destructive"
        className="w-full"
        onClick={() => {
          void logout().then(() => navigate('/login'));
        }}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t('profile.logOut')}
      </Button>
    </section>
  );
}
