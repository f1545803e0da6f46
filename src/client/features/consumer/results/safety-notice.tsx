import { AlertOctagon, Info } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ConsumerSafety } from '../../../../contract/consumer.ts';

/**
 * What keeps the person safe, above everything else on the results: a red flag's 'see a doctor'
 * advice (the herbs are then withheld) and plain-words notices of herbs left out because of a
 * medicine, pregnancy or breastfeeding. The texts come from the engine in the user's language.
 */
export function SafetyNotice({ safety }: { safety: ConsumerSafety | null }) {
  const intl = useIntl();
  if (!safety || (!safety.seeADoctor && safety.notices.length === 0)) return null;
  return (
    <div className="space-y-3">
      {safety.seeADoctor && (
        <section
          role="alert"
          aria-labelledby="see-a-doctor"
          className="flex gap-3 rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <AlertOctagon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <div className="space-y-1">
            <h2 id="see-a-doctor" className="font-semibold">
              {intl.formatMessage({ id: safety.urgency === 'emergency' ? 'safety.emergency.title' : 'safety.seeDoctor.title' })}
            </h2>
            <p>{safety.seeADoctor}</p>
            {safety.herbsWithheld && <p className="text-sm">{intl.formatMessage({ id: 'safety.herbsWithheld' })}</p>}
          </div>
        </section>
      )}
      {safety.notices.length > 0 && (
        <section
          aria-labelledby="safety-notices"
          className="flex gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="space-y-1">
            <h2 id="safety-notices" className="font-semibold">
              {intl.formatMessage({ id: 'safety.notices.title' })}
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {safety.notices.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
