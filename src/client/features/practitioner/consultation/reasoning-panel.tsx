import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReasoningView } from '../../../../contract/analysis.ts';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../contract/constants.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { confidenceText } from '../shared/patient-display.ts';

/**
 * A term with its meaning in a tooltip (keyboard-focusable). Screen readers hear the visible text
 * (a value such as 'Confidence 18%' included) as the name and the meaning as its description. It
 * brings its own Tooltip.Provider with SPEC §9's delays, so the root need not load Radix's tooltip
 * (issue 14).
 */
export function HelpTerm({ label, help, children }: { label: string; help: string; children?: ReactNode }) {
  // The tooltip opens on keyboard focus, and Radix then names it as the button's description
  // (a description of our own beside it was read twice). The same text also stays in the page,
  // hidden from sight, so browse-mode and touch screen readers, for which the tooltip never
  // opens, still read it after the term. A tap (or click) shows that text under the term: a
  // tooltip never opens on a touch screen (an exploratory test could not read it on a phone).
  const [shown, setShown] = useState(false);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {/* Its own wrapping row, so the shown meaning goes under the term even inside a badge's row. */}
      <span className="inline-flex flex-wrap items-center">
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              aria-expanded={shown}
              onClick={() => setShown((v) => !v)}
              className="inline-flex items-center gap-1 underline decoration-dotted"
            >
              {children ?? label}
              <Info aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              role="tooltip"
              sideOffset={4}
              className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
            >
              {help}
              <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
        <span
          className={shown ? 'mt-1 block max-w-xs basis-full text-xs font-normal whitespace-normal' : 'sr-only'}
          data-testid="help-text"
        >
          {help}
        </span>
      </span>
    </Tooltip.Provider>
  );
}

type Finding = ReasoningView['patterns'][number]['for'][number];

function FindingList({ title, items, testId }: { title: string; items: readonly Finding[]; testId: string }) {
  const intl = useIntl();
  return (
    <div data-testid={testId}>
      <p className="font-medium">{title}</p>
      {items.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'reasoning.none' })}</p>
      ) : (
        <ul className="space-y-0.5">
          {items.map((f, i) => (
            <li key={i} className="flex flex-wrap items-baseline gap-x-2">
              <span>{f.label}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {intl.formatMessage({ id: `reasoning.source.${f.source}` as MessageId })} ·{' '}
                {f.source === 'constitution'
                  ? intl.formatMessage({ id: 'reasoning.prior' }, { percent: Math.round(f.weight * 100) })
                  : intl.formatMessage({ id: 'reasoning.weight' }, { weight: f.weight })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The reasoning of the built-in analysis (issue 12): the first three patterns side by side,
 * each with its findings for and against (weight and source), the headline when two patterns
 * combine or the evidence is split, what would tell them apart, and a tongue that does not fit.
 */
export function ReasoningPanel({
  reasoning,
  headlineShown = false,
}: {
  reasoning: ReasoningView;
  /** The result already leads with the headline (split evidence): not said twice. */
  headlineShown?: boolean;
}) {
  const intl = useIntl();
  const leader = reasoning.patterns.find((p) => p.role === 'main');
  return (
    <section className="space-y-3" data-testid="reasoning-panel" aria-labelledby="reasoning-title">
      <h3 id="reasoning-title" className="font-semibold text-brand-800 dark:text-brand-500">
        {intl.formatMessage({ id: 'reasoning.title' })}
      </h3>
      {reasoning.headline && !headlineShown && (
        <p className="font-medium" data-testid="reasoning-headline">
          {reasoning.headline}
        </p>
      )}
      {reasoning.notes.map((note) => (
        <p key={note} role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {note}
        </p>
      ))}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {reasoning.patterns.map((p) => (
          <article key={p.id} className="space-y-2 rounded-md border p-3 text-sm" data-testid="reasoning-pattern">
            <header>
              <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
                {intl.formatMessage({ id: `reasoning.role.${p.role}` as MessageId })}
              </p>
              <p className="font-semibold">{p.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {intl.formatMessage({ id: 'reasoning.confidence' }, { value: confidenceText(p.confidence) })}
              </p>
              {/* Ranked by the weight of all its evidence, a pattern can lead with a less complete
                  picture than an alternative's: said, so the two numbers do not read as a contradiction. */}
              {p.role !== 'main' && leader && p.confidence > leader.confidence && (
                <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="reasoning-above-leader">
                  {intl.formatMessage({ id: 'reasoning.confidence.aboveLeader' })}
                </p>
              )}
            </header>
            <FindingList title={intl.formatMessage({ id: 'reasoning.for' })} items={p.for} testId="reasoning-for" />
            <FindingList title={intl.formatMessage({ id: 'reasoning.against' })} items={p.against} testId="reasoning-against" />
          </article>
        ))}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <HelpTerm
          label={intl.formatMessage({ id: 'reasoning.weight' }, { weight: '' }).trim()}
          help={intl.formatMessage({ id: 'reasoning.weight.help' })}
        />
      </p>
      {reasoning.distinguish.length > 0 && (
        <div className="text-sm" data-testid="reasoning-distinguish">
          <p className="font-medium">{intl.formatMessage({ id: 'reasoning.distinguish' })}</p>
          <ul className="list-disc pl-5">
            {reasoning.distinguish.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
