import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { useT } from '../i18n/use-t.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('app.notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('app.notFound.detail')}</p>
      <Link to="/" className="text-brand-700 underline dark:text-brand-300">
        {t('app.notFound.home')}
      </Link>
      <LanguageSwitcher />
    </main>
  );
}
