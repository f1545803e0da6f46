import {
  BODY_COLORS,
  COATINGS,
  MOISTURES,
  PULSE_QUALITIES,
  PULSE_RATE_MAX,
  PULSE_RATE_MIN,
  PULSE_STRENGTHS,
  TEXTURES,
  TONGUE_SHAPES,
  TONGUE_SIGNS,
  TONGUE_SIZES,
  type Pulse,
  type TongueAssessment,
} from '../../../../contract/assessment.ts';
import type { ManualAssessment } from '../../../../contract/practitioner.ts';
import { Input, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { Select } from '../shared/select.tsx';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';

const TONGUE_FIELDS = [
  ['bodyColor', BODY_COLORS],
  ['coating', COATINGS],
  ['texture', TEXTURES],
  ['size', TONGUE_SIZES],
  ['shape', TONGUE_SHAPES],
  ['moisture', MOISTURES],
] as const;
const POSITIONS = ['cun', 'guan', 'chi'] as const;
const HANDS = ['leftHand', 'rightHand'] as const;

/** Drops empty values so the request carries only what the practitioner recorded. */
export function cleanAssessment(m: ManualAssessment): ManualAssessment {
  const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  const tongue = Object.fromEntries(
    Object.entries(m.tongue ?? {}).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v))),
  ) as TongueAssessment;
  const hand = (h: Pulse['leftHand']) => {
    const out = Object.fromEntries(Object.entries(h ?? {}).filter(([, v]) => Boolean(v?.trim())));
    return Object.keys(out).length ? out : undefined;
  };
  const p = m.pulse ?? {};
  const pulse: Pulse = Object.fromEntries(
    Object.entries({ ...p, leftHand: hand(p.leftHand), rightHand: hand(p.rightHand), notes: text(p.notes) }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  );
  return {
    ...(Object.keys(tongue).length ? { tongue } : {}),
    ...(Object.keys(pulse).length ? { pulse } : {}),
    ...(text(m.notes) ? { notes: text(m.notes) } : {}),
    ...(text(m.symptoms) ? { symptoms: text(m.symptoms) } : {}),
    ...(text(m.medications) ? { medications: text(m.medications) } : {}),
  };
}

/** A field's problem under it (assessment-problems.ts), announced when it appears. */
function Problem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
      {text}
    </p>
  );
}

/**
 * Structured SPEC §5 tongue and pulse inputs, symptoms, medications and the Manual Assessment
 * Notes. `problems` (by field id) are shown under their fields and mark them invalid.
 */
export function ManualAssessmentFields({
  value,
  onChange,
  problems,
}: {
  value: ManualAssessment;
  onChange: (next: ManualAssessment) => void;
  problems: ReadonlyMap<string, string>;
}) {
  const tongue = value.tongue ?? {};
  const pulse = value.pulse ?? {};
  const setTongue = (patch: Partial<TongueAssessment>) => onChange({ ...value, tongue: { ...tongue, ...patch } });
  const setPulse = (patch: Partial<Pulse>) => onChange({ ...value, pulse: { ...pulse, ...patch } });
  const signs = new Set(tongue.signs ?? []);
  const rate = pulse.rate;
  const t = useT();
  // aria-invalid and the problem's text as the field's description, while it has one.
  const invalid = (id: string) => (problems.has(id) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  const problem = (id: string) => <Problem id={id} text={problems.get(id)} />;
  // The SPEC's enumeration value names its words: enum.<field>.<value>.
  const word = (field: string, v: string) => t(`enum.${field}.${v}` as MessageId);

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="font-semibold">{t('assess.tongue')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {TONGUE_FIELDS.map(([key, options]) => (
            <div key={key} className="space-y-1">
              <Label htmlFor={`tongue-${key}`}>{t(`assess.${key}`)}</Label>
              <Select
                id={`tongue-${key}`}
                {...invalid(`tongue-${key}`)}
                value={tongue[key] ?? ''}
                onChange={(e) => setTongue({ [key]: e.target.value || undefined })}
              >
                <option value="">{t('assess.notAssessed')}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {word(key, o)}
                  </option>
                ))}
              </Select>
              {problem(`tongue-${key}`)}
            </div>
          ))}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('assess.signs')}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-3">
            {TONGUE_SIGNS.map((sign) => (
              <label key={sign} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={signs.has(sign)}
                  onChange={(e) =>
                    setTongue({ signs: TONGUE_SIGNS.filter((s) => (s === sign ? e.target.checked : signs.has(s))) })
                  }
                />
                {word('sign', sign)}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold">{t('assess.pulse')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="space-y-1">
            <Label htmlFor="pulse-quality">{t('assess.quality')}</Label>
            <Select
              id="pulse-quality"
              {...invalid('pulse-quality')}
              value={pulse.overallQuality ?? ''}
              onChange={(e) => setPulse({ overallQuality: (e.target.value || undefined) as Pulse['overallQuality'] })}
            >
              <option value="">{t('assess.notAssessed')}</option>
              {PULSE_QUALITIES.map((q) => (
                <option key={q} value={q}>
                  {word('pulse', q)}
                </option>
              ))}
            </Select>
            {problem('pulse-quality')}
          </div>
          <div className="space-y-1">
            <Label htmlFor="pulse-rate">{t('assess.rate', { min: PULSE_RATE_MIN, max: PULSE_RATE_MAX })}</Label>
            <Input
              id="pulse-rate"
              type="number"
              inputMode="numeric"
              min={PULSE_RATE_MIN}
              max={PULSE_RATE_MAX}
              {...invalid('pulse-rate')}
              value={rate ?? ''}
              onChange={(e) => setPulse({ rate: e.target.value === '' ? undefined : Math.round(Number(e.target.value)) })}
            />
            {problem('pulse-rate')}
          </div>
          <div className="space-y-1">
            <Label htmlFor="pulse-strength">{t('assess.strength')}</Label>
            <Select
              id="pulse-strength"
              {...invalid('pulse-strength')}
              value={pulse.strength ?? ''}
              onChange={(e) => setPulse({ strength: (e.target.value || undefined) as Pulse['strength'] })}
            >
              <option value="">{t('assess.notAssessed')}</option>
              {PULSE_STRENGTHS.map((s) => (
                <option key={s} value={s}>
                  {word('strength', s)}
                </option>
              ))}
            </Select>
            {problem('pulse-strength')}
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {HANDS.map((hand) => (
            <fieldset key={hand} className="space-y-2">
              <legend className="text-sm font-medium">{t(`assess.${hand}`)}</legend>
              {POSITIONS.map((pos) => (
                <div key={pos}>
                  <div className="flex items-center gap-2">
                    <Label htmlFor={`${hand}-${pos}`} className="w-12">
                      {t(`pulsePosition.${pos}`)}
                    </Label>
                    <Input
                      id={`${hand}-${pos}`}
                      {...invalid(`${hand}-${pos}`)}
                      aria-label={t('assess.position', { hand: t(`assess.${hand}`), position: t(`pulsePosition.${pos}`) })}
                      value={pulse[hand]?.[pos] ?? ''}
                      onChange={(e) => setPulse({ [hand]: { ...pulse[hand], [pos]: e.target.value } })}
                    />
                  </div>
                  {problem(`${hand}-${pos}`)}
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <div className="space-y-1">
          <Label htmlFor="pulse-notes">{t('assess.pulseNotes')}</Label>
          <Input
            id="pulse-notes"
            {...invalid('pulse-notes')}
            value={pulse.notes ?? ''}
            onChange={(e) => setPulse({ notes: e.target.value })}
          />
          {problem('pulse-notes')}
        </div>
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor="symptoms">{t('assess.symptoms')}</Label>
        <Textarea
          id="symptoms"
          {...invalid('symptoms')}
          rows={2}
          placeholder={t('assess.symptomsPlaceholder')}
          value={value.symptoms ?? ''}
          onChange={(e) => onChange({ ...value, symptoms: e.target.value })}
        />
        {problem('symptoms')}
      </div>
      <div className="space-y-1">
        <Label htmlFor="medications">{t('assess.medications')}</Label>
        <Input
          id="medications"
          {...invalid('medications')}
          placeholder={t('assess.medicationsPlaceholder')}
          value={value.medications ?? ''}
          onChange={(e) => onChange({ ...value, medications: e.target.value })}
        />
        {problem('medications')}
      </div>
      <div className="space-y-1">
        <Label htmlFor="manual-notes">{t('assess.notes')}</Label>
        <Textarea
          id="manual-notes"
          {...invalid('manual-notes')}
          rows={3}
          value={value.notes ?? ''}
          onChange={(e) => onChange({ ...value, notes: e.target.value })}
        />
        {problem('manual-notes')}
      </div>
    </div>
  );
}
