import { Brain, ClipboardList, Leaf, LineChart, Lock, Quote, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useT } from '../../../i18n/use-t.ts';

const cta = 'inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors';

/** SPEC §2 practitioner landing page: shown at / to logged-out visitors, full width without app chrome. */
export function LandingPage() {
  const t = useT();
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
        <span className="flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
          <Leaf aria-hidden="true" className="h-6 w-6" /> {t('app.name')}
        </span>
        <nav aria-label={t('landing.accountNav')} className="flex items-center gap-4 text-sm">
          <LanguageSwitcher />
          <Link to="/login" className="hover:underline">
            {t('landing.checkInLogin')}
          </Link>
          <Link to="/practitioner/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('landing.practitionerLogin')}
          </Link>
        </nav>
      </header>

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white px-6 py-20 text-center dark:from-slate-900 dark:to-slate-950">
          <p className="mb-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {t('landing.beta')}
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.hero.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('landing.hero.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/practitioner/register" className={`${cta} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('landing.startTrial')}
            </Link>
            <Link to="/practitioner/login" className={`${cta} border border-slate-300 hover:bg-slate-50 dark:hover:bg-slate-900`}>
              {t('landing.practitionerLogin')}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('landing.trialNote')}</p>
        </section>

        <section aria-labelledby="problem" className="mx-auto max-w-4xl px-6 py-16">
          <h2 id="problem" className="text-3xl font-bold">
            {t('landing.problem.title')}
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{t('landing.problem.text')}</p>
        </section>

        <section aria-labelledby="benefits" className="bg-slate-50 px-6 py-16 dark:bg-slate-900">
          <div className="mx-auto max-w-6xl">
            <h2 id="benefits" className="text-center text-3xl font-bold">
              {t('landing.benefits.title')}
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {[
                {
                  icon: Brain,
                  title: t('landing.benefit.reasoning.title'),
                  text: t('landing.benefit.reasoning.text'),
                },
                {
                  icon: Sparkles,
                  title: t('landing.benefit.tongue.title'),
                  text: t('landing.benefit.tongue.text'),
                },
                {
                  icon: ShieldCheck,
                  title: t('landing.benefit.safety.title'),
                  text: t('landing.benefit.safety.text'),
                },
                {
                  icon: Lock,
                  title: t('landing.benefit.privacy.title'),
                  text: t('landing.benefit.privacy.text'),
                },
              ].map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
                  <Icon aria-hidden="true" className="h-8 w-8 text-brand-700 dark:text-brand-300" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how" className="mx-auto max-w-6xl px-6 py-16">
          <h2 id="how" className="text-center text-3xl font-bold">
            {t('landing.how.title')}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {[
              {
                icon: ClipboardList,
                title: t('landing.how.input.title'),
                text: t('landing.how.input.text'),
              },
              {
                icon: Brain,
                title: t('landing.how.analysis.title'),
                text: t('landing.how.analysis.text'),
              },
              {
                icon: LineChart,
                title: t('landing.how.receive.title'),
                text: t('landing.how.receive.text'),
              },
            ].map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="proof" className="bg-slate-50 px-6 py-16 dark:bg-slate-900">
          <div className="mx-auto max-w-5xl">
            <h2 id="proof" className="flex items-center justify-center gap-2 text-center text-3xl font-bold">
              <Users aria-hidden="true" className="h-7 w-7 text-brand-700 dark:text-brand-300" /> {t('landing.proof.title')}
            </h2>
            <div className="mt-10 grid gap-6 sm:grid-cols-2">
              {[
                {
                  quote: t('landing.proof.one.quote'),
                  who: t('landing.proof.one.who'),
                },
                {
                  quote: t('landing.proof.two.quote'),
                  who: t('landing.proof.two.who'),
                },
              ].map((q) => (
                <figure key={q.who} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
                  <Quote aria-hidden="true" className="h-6 w-6 text-brand-500" />
                  <blockquote className="mt-2 text-slate-700 dark:text-slate-200">{q.quote}</blockquote>
                  <figcaption className="mt-3 text-sm font-medium text-slate-500 dark:text-slate-400">{q.who}</figcaption>
                </figure>
              ))}
            </div>
          </div>
        </section>

        <section aria-labelledby="final-cta" className="px-6 py-20 text-center">
          <h2 id="final-cta" className="text-3xl font-bold">
            {t('landing.final.title')}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('landing.final.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/practitioner/register" className={`${cta} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('landing.start30')}
            </Link>
            <Link
              to="/practitioner/register"
              className={`${cta} border border-brand-700 text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900`}
            >
              {t('landing.startFree')}
            </Link>
            <Link to="/practitioner/login" className={`${cta} border border-slate-300 hover:bg-slate-50 dark:hover:bg-slate-900`}>
              {t('landing.practitionerLogin')}
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-6 py-6 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {t('landing.footer')}
      </footer>
    </div>
  );
}
