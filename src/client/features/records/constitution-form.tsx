import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  CCMQ_ITEM_COUNT,
  CcmqAnswersSchema,
  type CcmqAnswers,
  type CcmqQuestionnaire,
  type ConstitutionResult,
} from '../../../contract/constitution.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCcmqQuestionnaire, useSaveConstitution } from './api.ts';

const VERDICT_IDS = {
  is: 'records.constitution.verdict.is',
  tends: 'records.constitution.verdict.tends',
  not: 'records.constitution.verdict.not',
} as const;

/** The scored result: the main constitution and every score with its verdict. */
export function ConstitutionSummary({
  result,
  names,
}: {
  result: ConstitutionResult;
  names: CcmqQuestionnaire['constitutions'];
}) {
  const intl = useIntl();
  return (
    <div className="space-y-2" role="status">
      <p className="font-semibold">
        {result.primary
          ? intl.formatMessage({ id: 'records.constitution.result' }, { name: names[result.primary] })
          : intl.formatMessage({ id: 'records.constitution.none' })}
      </p>
      <ul className="text-sm text-slate-600 dark:text-slate-300">
        {result.scores.map((s) => (
          <li key={s.id}>
            {intl.formatMessage(
              { id: 'records.constitution.score' },
              {
                name: names[s.id],
                score: s.transformed,
                verdict: intl.formatMessage({ id: VERDICT_IDS[s.verdict] }),
              },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The 60 CCMQ questions with the standard 5-point scale, sent to `url` (the consumer's own
 * route or a patient's at intake); shows the scored result.
 */
export function ConstitutionForm({
  url,
  gender,
  forPatient = false,
}: {
  url: string;
  gender?: string | null;
  forPatient?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const questionnaire = useCcmqQuestionnaire(locale);
  const save = useSaveConstitution(url);
  // One field, the answers by item number (a path per item would read '12' as an array index).
  const form = useForm<CcmqAnswers>({ resolver: zodResolver(CcmqAnswersSchema), defaultValues: { answers: {} } });
  const {
    field: { value: answers, onChange: setAnswers },
  } = useController({ control: form.control, name: 'answers' });
  if (!questionnaire.data) return <Skeleton className="h-40" />;
  const q = questionnaire.data;
  const missing = CCMQ_ITEM_COUNT - Object.keys(answers).length;
  // Submit stays disabled until every item is answered; the contract's schema checks the rest.
  const submit = form.handleSubmit((values) => save.mutate(values.answers));
  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)}>
      <p className="text-sm">{intl.formatMessage({ id: 'records.constitution.intro' })}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'records.constitution.source' })}</p>
      <ol className="space-y-3">
        {q.items.map((item) => {
          const text = gender === 'male' && item.male ? item.male : item.text;
          return (
            <li key={item.n}>
              <fieldset>
                <legend className="text-sm font-medium">
                  {item.n}. {text}
                </legend>
                <div className="mt-1 flex flex-wrap gap-3">
                  {q.scale.labels.map((label, i) => (
                    <label key={label} className="flex items-center gap-1 text-sm">
                      <input
                        type="radio"
                        name={`ccmq-${item.n}`}
                        value={i + 1}
                        checked={answers[item.n] === i + 1}
                        onChange={() => setAnswers({ ...form.getValues('answers'), [item.n]: i + 1 })}
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {missing > 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {intl.formatMessage({ id: 'records.constitution.unanswered' }, { count: missing })}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error, 'Error')}
        </p>
      )}
      <Button type="submit" disabled={missing > 0 || save.isPending}>
        {save.isPending
          ? intl.formatMessage({ id: 'records.constitution.saving' })
          : intl.formatMessage({ id: forPatient ? 'records.constitution.submit-patient' : 'records.constitution.submit' })}
      </Button>
      {save.data && <ConstitutionSummary result={save.data} names={q.constitutions} />}
    </form>
  );
}
