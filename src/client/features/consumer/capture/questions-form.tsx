import { zodResolver } from '@hookform/resolvers/zod';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  DISCOMFORTS,
  QUESTIONNAIRE_DEFAULTS,
  QUESTIONNAIRE_MAX,
  QUESTIONNAIRE_MIN,
  QUESTIONNAIRE_TEXT_MAX,
  QuestionnaireSchema,
  type Questionnaire,
} from '../../../../contract/assessment.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { cn } from '../../../lib/cn.ts';

const SCALES = [
  { key: 'energyLevel', low: 'questions.veryLow', high: 'questions.veryHigh' },
  { key: 'sleepQuality', low: 'questions.veryPoor', high: 'questions.excellent' },
  { key: 'digestion', low: 'questions.veryPoor', high: 'questions.excellent' },
] as const;

type ScaleKey = (typeof SCALES)[number]['key'];
/** The answers as typed so far (not yet parsed): kept by the capture page across a retake. */
export type QuestionnaireDraft = z.input<typeof QuestionnaireSchema>;
const EMPTY_DRAFT: QuestionnaireDraft = {
  energyLevel: null,
  sleepQuality: null,
  digestion: null,
  discomforts: [],
  notes: '',
  medications: '',
};
/** Keys that move a Radix slider thumb: pressing one answers the scale even where the value stays put. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * SPEC §5 'Quick Health Questions': three 1-5 sliders resting at the neutral 3 (spec deviation
 * D1) and discomfort toggles. A slider the person never touches is sent as null, 'not
 * answered' (issue 12 item 6), so skipping a question is never read as an answer of 3.
 */
export function QuestionsForm({
  photoUrl,
  busy,
  initial,
  onDraftChange,
  onRetake,
  onSubmit,
}: {
  photoUrl: string;
  busy: boolean;
  /** Answers given before a retake: a new photo does not ask them again. */
  initial?: QuestionnaireDraft | null;
  onDraftChange?: (draft: QuestionnaireDraft) => void;
  onRetake: () => void;
  onSubmit: (answers: Questionnaire) => void;
}) {
  // A scale's value is null until the person answers it; the slider then rests at its default.
  const form = useForm<QuestionnaireDraft, unknown, Questionnaire>({
    resolver: zodResolver(QuestionnaireSchema),
    defaultValues: initial ?? EMPTY_DRAFT,
  });
  // Every change is handed up as it happens, so a retake (from here or from the refused photo's
  // card) keeps what was answered.
  useEffect(() => {
    if (!onDraftChange) return undefined;
    return form.subscribe({ formState: { values: true }, callback: ({ values: draft }) => onDraftChange(draft) });
  }, [form, onDraftChange]);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const discomforts = values.discomforts ?? [];
  /** Answers a scale with `value`, or with where its slider rests (a press on the resting value). */
  const answer = (key: ScaleKey, value = values[key] ?? QUESTIONNAIRE_DEFAULTS[key]) => form.setValue(key, value);
  // Clearing removes the Clear button that had the focus: the focus goes back to its slider.
  const thumbs = useRef<Partial<Record<ScaleKey, HTMLSpanElement | null>>>({});
  const t = useT();

  // The form replaces the camera the moment a photo is taken or chosen: the focus follows (issue 15).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The contract's questionnaire, parsed: free text trimmed, and left out when nothing is left.
  const submit = form.handleSubmit(({ notes, medications, ...answers }) =>
    onSubmit({ ...answers, ...(notes ? { notes } : {}), ...(medications ? { medications } : {}) }),
  );

  return (
    <Card>
      <CardHeader>
        <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('questions.title')}
        </h1>
      </CardHeader>
      <CardContent>
        <div className="mb-4 flex items-center gap-3">
          <img src={photoUrl} alt={t('questions.photo')} className="h-20 w-20 rounded-lg object-cover" />
          <Button variant="outline" size="sm" onClick={onRetake} disabled={busy}>
            {t('capture.retake')}
          </Button>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
          <p id="scales-hint" className="text-xs text-slate-500 dark:text-slate-400">
            {t('questions.untouchedHint')}
          </p>
          {SCALES.map((s) => {
            const score = values[s.key] ?? null;
            const answered = score !== null;
            return (
              <div key={s.key} className="space-y-2">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span id={`${s.key}-label`} className="font-medium">
                    {t(`questions.${s.key}`)}
                  </span>
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className={cn(!answered && 'text-slate-500 dark:text-slate-400')}>
                      {answered ? score : t('questions.notAnswered')}
                    </span>
                    {answered && (
                      <button
                        type="button"
                        className="min-h-6 min-w-6 px-1 text-xs text-brand-700 underline dark:text-brand-300"
                        aria-label={t('questions.clear', { scale: t(`questions.${s.key}`) })}
                        disabled={busy}
                        onClick={() => {
                          form.setValue(s.key, null);
                          thumbs.current[s.key]?.focus();
                        }}
                      >
                        {t('questions.clearShort')}
                      </button>
                    )}
                  </span>
                </div>
                <Slider.Root
                  className="relative flex h-5 touch-none select-none items-center"
                  min={QUESTIONNAIRE_MIN}
                  max={QUESTIONNAIRE_MAX}
                  step={1}
                  value={[score ?? QUESTIONNAIRE_DEFAULTS[s.key]]}
                  onValueChange={([v]) => answer(s.key, v)}
                  // A click on the resting value changes nothing, yet it is an answer.
                  onPointerDown={() => answer(s.key)}
                  disabled={busy}
                >
                  <Slider.Track className="relative h-2 grow rounded-full bg-slate-200 dark:bg-slate-700">
                    <Slider.Range className={cn('absolute h-full rounded-full', answered ? 'bg-brand-600' : 'bg-transparent')} />
                  </Slider.Track>
                  <Slider.Thumb
                    ref={(node) => {
                      thumbs.current[s.key] = node;
                    }}
                    aria-labelledby={`${s.key}-label`}
                    aria-describedby="scales-hint"
                    aria-valuetext={answered ? t('questions.valueOf', { value: score }) : t('questions.notAnswered')}
                    onKeyDown={(e) => {
                      if (SLIDER_KEYS.has(e.key)) answer(s.key);
                    }}
                    className={cn(
                      'block h-5 w-5 rounded-full border-2 shadow',
                      answered
                        ? 'border-brand-700 bg-white'
                        : 'border-dashed border-slate-500 bg-slate-100 dark:border-slate-400 dark:bg-slate-800',
                    )}
                  />
                </Slider.Root>
                <div className="flex justify-between text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
                  <span>{t(s.low)}</span>
                  <span>{t(s.high)}</span>
                </div>
              </div>
            );
          })}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('questions.discomfort')}</legend>
            <div className="flex flex-wrap gap-2">
              {DISCOMFORTS.map((d) => {
                const on = discomforts.includes(d);
                return (
                  <button
                    key={d}
                    type="button"
                    aria-pressed={on}
                    disabled={busy}
                    onClick={() => form.setValue('discomforts', on ? discomforts.filter((x) => x !== d) : [...discomforts, d])}
                    className={cn(
                      'rounded-full border px-3 py-1.5 text-sm',
                      on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 dark:border-slate-600',
                    )}
                  >
                    {t(`discomfort.${d}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="space-y-1">
            <Label htmlFor="checkin-notes">{t('questions.notes')}</Label>
            <Textarea
              id="checkin-notes"
              rows={3}
              maxLength={QUESTIONNAIRE_TEXT_MAX}
              placeholder={t('questions.notesPlaceholder')}
              aria-invalid={Boolean(errors.notes)}
              aria-describedby={errors.notes ? 'checkin-notes-error' : undefined}
              disabled={busy}
              {...form.register('notes')}
            />
            <FieldError id="checkin-notes-error" message={errors.notes?.message} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="checkin-medications">{t('questions.medications')}</Label>
            <Textarea
              id="checkin-medications"
              rows={2}
              maxLength={QUESTIONNAIRE_TEXT_MAX}
              placeholder={t('questions.medicationsPlaceholder')}
              aria-invalid={Boolean(errors.medications)}
              aria-describedby={errors.medications ? 'checkin-medications-error' : undefined}
              disabled={busy}
              {...form.register('medications')}
            />
            <FieldError id="checkin-medications-error" message={errors.medications?.message} />
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('questions.medicationsHint')}</p>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('questions.submitting') : t('questions.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
