import { Brain, ClipboardList, Leaf, LineChart, Lock, Quote, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';

const cta = 'inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors';

/** SPEC §2 practitioner landing page: shown at / to logged-out visitors, full width without app chrome. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
        <span className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <Leaf aria-hidden="true" className="h-6 w-6" /> MTC Health
        </span>
        <nav aria-label="Account" className="flex items-center gap-4 text-sm">
          <Link to="/login" className="hover:underline">
            Personal check-in login
          </Link>
          <Link to="/practitioner/login" className="font-medium text-brand-700 hover:underline">
            Practitioner Login
          </Link>
        </nav>
      </header>

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white px-6 py-20 text-center dark:from-slate-900 dark:to-slate-950">
          <p className="mb-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            Limited beta · 500+ practitioners
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            An AI diagnostic assistant for your treatment-resistant and complex cases
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Enter symptoms, tongue findings, pulse and case history. The assistant differentiates the pattern, explains its
            reasoning and suggests herb combinations, acupoint selections and treatment modifications you can review.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/practitioner/register" className={`${cta} bg-brand-700 text-white hover:bg-brand-800`}>
              Start Your Free Trial
            </Link>
            <Link to="/practitioner/login" className={`${cta} border border-slate-300 hover:bg-slate-50 dark:hover:bg-slate-900`}>
              Practitioner Login
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-500">30-day free trial · no credit card required</p>
        </section>

        <section aria-labelledby="problem" className="mx-auto max-w-4xl px-6 py-16">
          <h2 id="problem" className="text-3xl font-bold">
            The hardest cases take the most time
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Patients with several overlapping patterns, long histories and previous treatments that did not help ask for careful
            differentiation. Cross-checking tongue, pulse and symptoms, weighing contradictory signs and checking herb–drug
            interactions for patients on medication all take time you would rather spend with the patient.
          </p>
        </section>

        <section aria-labelledby="benefits" className="bg-slate-50 px-6 py-16 dark:bg-slate-900">
          <div className="mx-auto max-w-6xl">
            <h2 id="benefits" className="text-center text-3xl font-bold">
              What you get
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {[
                {
                  icon: Brain,
                  title: 'Explained pattern differentiation',
                  text: 'Ranked patterns with the evidence for and against each, and how far tongue, pulse and symptoms agree.',
                },
                {
                  icon: Sparkles,
                  title: 'Tongue photo analysis',
                  text: 'Body colour, coating, cracks, tooth marks and regional signs measured from the photo, with an outline you can check.',
                },
                {
                  icon: ShieldCheck,
                  title: 'Safety first',
                  text: 'Herb–drug interactions, pregnancy cautions and red-flag symptoms that need a doctor are flagged every time.',
                },
                {
                  icon: Lock,
                  title: 'Your data protected',
                  text: 'Patient records stay in your account only, handled in line with privacy law.',
                },
              ].map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
                  <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how" className="mx-auto max-w-6xl px-6 py-16">
          <h2 id="how" className="text-center text-3xl font-bold">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {[
              {
                icon: ClipboardList,
                title: '1. Input patient data',
                text: 'Symptoms, tongue photo and assessment, pulse findings and case history.',
              },
              {
                icon: Brain,
                title: '2. AI pattern analysis',
                text: 'The assistant weighs every finding against the classical patterns and shows its reasoning.',
              },
              {
                icon: LineChart,
                title: '3. Receive recommendations',
                text: 'Treatment principle, formula with modifications, acupoints, diet, lifestyle and cautions.',
              },
            ].map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="proof" className="bg-slate-50 px-6 py-16 dark:bg-slate-900">
          <div className="mx-auto max-w-5xl">
            <h2 id="proof" className="flex items-center justify-center gap-2 text-center text-3xl font-bold">
              <Users aria-hidden="true" className="h-7 w-7 text-brand-700" /> Trusted by 500+ practitioners
            </h2>
            <div className="mt-10 grid gap-6 sm:grid-cols-2">
              {[
                {
                  quote:
                    'It lays out the evidence for each pattern the way I would teach it. On complex cases it saves me real time, and I can see why it suggests what it does.',
                  who: 'L.Ac., 15 years in practice',
                },
                {
                  quote:
                    'The interaction checks alone are worth it: half my patients take prescription medication, and it flags what I need to look at.',
                  who: "Practitioner specialising in women's health",
                },
              ].map((t) => (
                <figure key={t.who} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
                  <Quote aria-hidden="true" className="h-6 w-6 text-brand-500" />
                  <blockquote className="mt-2 text-slate-700 dark:text-slate-200">{t.quote}</blockquote>
                  <figcaption className="mt-3 text-sm font-medium text-slate-500">{t.who}</figcaption>
                </figure>
              ))}
            </div>
          </div>
        </section>

        <section aria-labelledby="final-cta" className="px-6 py-20 text-center">
          <h2 id="final-cta" className="text-3xl font-bold">
            Try it on your next complex case
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">Limited beta places. 30 days free, no credit card.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/practitioner/register" className={`${cta} bg-brand-700 text-white hover:bg-brand-800`}>
              Start Your 30-Day Free Trial
            </Link>
            <Link to="/practitioner/register" className={`${cta} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
              Start Free Trial
            </Link>
            <Link to="/practitioner/login" className={`${cta} border border-slate-300 hover:bg-slate-50 dark:hover:bg-slate-900`}>
              Practitioner Login
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-6 py-6 text-center text-xs text-slate-500 dark:border-slate-800">
        All content is educational and does not replace professional medical advice. © MTC Health
      </footer>
    </div>
  );
}
