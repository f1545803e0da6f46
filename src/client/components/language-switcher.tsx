import { useId } from 'react';
import { LOCALES, type Locale } from '../../contract/person.ts';
import { useLocale } from '../i18n/locale-provider.tsx';
import { cn } from '../lib/cn.ts';
import { useT } from '../i18n/use-t.ts';

/** The visible language switcher: English, Español, 中文 (each named in its own language). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => void setLocale(e.target.value as Locale)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
