import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DISCOMFORTS,
  QUESTIONNAIRE_DEFAULTS,
  QUESTIONNAIRE_MAX,
  QUESTIONNAIRE_MIN,
  QUESTIONNAIRE_TEXT_MAX,
  type Questionnaire,
} from '../../../../contract/assessment.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { cn } from '../../../lib/cn.ts';

const SCALES = [
  { key: 'energyLevel', low: 'questions.veryLow', high: 'questions.veryHigh' },
  { key: 'sleepQuality', low: 'questions.veryPoor', high: 'questions.excellent' },
  { key: 'digestion', low: 'questions.veryPoor', high: 'questions.excellent' },
] as const;

type ScaleKey = (typeof SCALES)[number]['key'];
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
  onRetake,
  onSubmit,
}: {
  photoUrl: string;
  busy: boolean;
  onRetake: () => void;
  onSubmit: (answers: Questionnaire) => void;
}) {
  const [scores, setScores] = useState<Record<ScaleKey, number>>({ ...QUESTIONNAIRE_DEFAULTS });
  const [answered, setAnswered] = useState<Record<ScaleKey, boolean>>({
    energyLevel: false,
    sleepQuality: false,
    digestion: false,
  });
  const answer = (key: ScaleKey, value: boolean) => setAnswered((cur) => ({ ...cur, [key]: value }));
  // Clearing removes the Clear button that had the focus: the focus goes back to its slider.
  const thumbs = useRef<Partial<Record<ScaleKey, HTMLSpanElement | null>>>({});
  const [discomforts, setDiscomforts] = useState<Questionnaire['discomforts']>([]);
  const [notes, setNotes] = useState('');
  const [medications, setMedications] = useState('');
  const t = useT();

  // The form replaces the camera the moment a photo is taken or chosen: the focus follows (issue 15).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      energyLevel: answered.energyLevel ? scores.energyLevel : null,
      sleepQuality: answered.sleepQuality ? scores.sleepQuality : null,
      digestion: answered.digestion ? scores.digestion : null,
      discomforts,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(medications.trim() ? { medications: medications.trim() } : {}),
    });
  }

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
        <form onSubmit={submit} className="space-y-6">
          <p id="scales-hint" className="text-xs text-slate-500 dark:text-slate-400">
            {t('questions.untouchedHint')}
          </p>
          {SCALES.map((s) => (
            <div key={s.key} className="space-y-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span id={`${s.key}-label`} className="font-medium">
                  {t(`questions.${s.key}`)}
                </span>
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className={cn(!answered[s.key] && 'text-slate-500 dark:text-slate-400')}>
                    {answered[s.key] ? scores[s.key] : t('questions.notAnswered')}
                  </span>
                  {answered[s.key] && (
                    <button
                      type="button"
                      className="min-h-6 min-w-6 px-1 text-xs text-brand-700 underline dark:text-brand-300"
                      aria-label={t('questions.clear', { scale: t(`questions.${s.key}`) })}
                      disabled={busy}
                      onClick={() => {
                        answer(s.key, false);
                        setScores((cur) => ({ ...cur, [s.key]: QUESTIONNAIRE_DEFAULTS[s.key] }));
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
                value={[scores[s.key]]}
                onValueChange={([v]) => {
                  setScores((cur) => ({ ...cur, [s.key]: v ?? cur[s.key] }));
                  answer(s.key, true);
                }}
                // A click on the resting value changes nothing, yet it is an answer.
                onPointerDown={() => answer(s.key, true)}
                disabled={busy}
              >
                <Slider.Track className="relative h-2 grow rounded-full bg-slate-200 dark:bg-slate-700">
                  <Slider.Range
                    className={cn('absolute h-full rounded-full', answered[s.key] ? 'bg-brand-600' : 'bg-transparent')}
                  />
                </Slider.Track>
                <Slider.Thumb
                  ref={(node) => {
                    thumbs.current[s.key] = node;
                  }}
                  aria-labelledby={`${s.key}-label`}
                  aria-describedby="scales-hint"
                  aria-valuetext={answered[s.key] ? t('questions.valueOf', { value: scores[s.key] }) : t('questions.notAnswered')}
                  onKeyDown={(e) => {
                    if (SLIDER_KEYS.has(e.key)) answer(s.key, true);
                  }}
                  className={cn(
                    'block h-5 w-5 rounded-full border-2 shadow',
                    answered[s.key]
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
          ))}
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
                    onClick={() => setDiscomforts((cur) => (on ? cur.filter((x) => x !== d) : [...cur, d]))}
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
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              disabled={busy}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="checkin-medications">{t('questions.medications')}</Label>
            <Textarea
              id="checkin-medications"
              rows={2}
              maxLength={QUESTIONNAIRE_TEXT_MAX}
              placeholder={t('questions.medicationsPlaceholder')}
              value={medications}
              onChange={(e) => setMedications(e.target.value)}
              disabled={busy}
            />
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
