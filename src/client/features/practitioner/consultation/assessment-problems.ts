import { PULSE_RATE_MAX, PULSE_RATE_MIN } from '../../../../contract/assessment.ts';
import { ManualAssessmentSchema, type ManualAssessment } from '../../../../contract/practitioner.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import type { MessageValues } from '../../../i18n/use-t.ts';
import { ourMessageTextWith } from '../../../i18n/contract-messages.ts';

type Translate = (id: MessageId, values?: MessageValues) => string;

const TONGUE_KEYS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;
const HANDS = ['leftHand', 'rightHand'] as const;
const POSITIONS = ['cun', 'guan', 'chi'] as const;

/** The ids of the manual assessment's fields (manual-assessment-fields.tsx), in the order the form shows them. */
export const ASSESSMENT_FIELD_ORDER: readonly string[] = [
  ...TONGUE_KEYS.map((key) => `tongue-${key}`),
  'pulse-quality',
  'pulse-rate',
  'pulse-strength',
  ...HANDS.flatMap((hand) => POSITIONS.map((pos) => `${hand}-${pos}`)),
  'pulse-notes',
  'symptoms',
  'medications',
  'manual-notes',
];

/** The form field that holds the value at `path` of a ManualAssessment, or null when the form has none. */
export function assessmentFieldId(path: readonly PropertyKey[]): string | null {
  const [group, key, sub] = path;
  if (group === 'tongue') return (TONGUE_KEYS as readonly unknown[]).includes(key) ? `tongue-${String(key)}` : null;
  if (group === 'pulse') {
    if (key === 'rate') return 'pulse-rate';
    if (key === 'overallQuality') return 'pulse-quality';
    if (key === 'strength') return 'pulse-strength';
    if (key === 'notes') return 'pulse-notes';
    if ((HANDS as readonly unknown[]).includes(key) && (POSITIONS as readonly unknown[]).includes(sub))
      return `${String(key)}-${String(sub)}`;
    return null;
  }
  if (group === 'symptoms' || group === 'medications') return group;
  if (group === 'notes') return 'manual-notes';
  return null;
}

/**
 * What the API would refuse in the findings as they will be sent (the contract's own schema), by
 * field, in the form's order, each said in the reader's language. Empty when the findings can be
 * sent: the page sends nothing while a field shows a problem.
 */
export function assessmentProblems(findings: ManualAssessment, t: Translate): Map<string, string> {
  const parsed = ManualAssessmentSchema.safeParse(findings);
  const found = new Map<string, string>();
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const fieldId = assessmentFieldId(issue.path);
    if (!fieldId || found.has(fieldId)) continue;
    found.set(fieldId, problemText(fieldId, issue.message, t));
  }
  return new Map(ASSESSMENT_FIELD_ORDER.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
}

function problemText(fieldId: string, message: string, t: Translate): string {
  if (fieldId === 'pulse-rate') return t('assess.rateRange', { min: PULSE_RATE_MIN, max: PULSE_RATE_MAX });
  return ourMessageTextWith(t, message) ?? t('assess.invalidEntry');
}
