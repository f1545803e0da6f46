import type { Questionnaire } from '../../../contract/assessment.ts';

/**
 * Score at or below which a SPEC §5 questionnaire answer (1 = worst, 5 = best) counts as a
 * complaint, and at or above which it counts as the complaint's denial. 3 is the neutral middle.
 */
export const QUESTIONNAIRE_COMPLAINT_MAX = 2;
/** Score at or above which an answer counts as the complaint's denial. */
export const QUESTIONNAIRE_WELL_MIN = 4;

/**
 * The questionnaire as clinical sentences the symptom extractor reads, so that its answers
 * land on the same vocabulary ids as free text: low energy -> 'fatigue', poor sleep ->
 * 'insomnia', poor digestion -> 'poor appetite, bloating'; good scores become denials
 * ('no fatigue'). Discomforts are named as they are ('Headache', 'Sore Throat', 'Bloating',
 * 'Joint Pain').
 */
export function questionnaireToText(q: Questionnaire | undefined): string {
  if (!q) return '';
  const parts: string[] = [];
  // An unanswered scale (null) says nothing: neither the complaint nor its denial.
  const rate = (score: number | null, complaint: string, denial: string) => {
    if (score === null) return;
    if (score <= QUESTIONNAIRE_COMPLAINT_MAX) parts.push(complaint);
    else if (score >= QUESTIONNAIRE_WELL_MIN) parts.push(denial);
  };
  rate(q.energyLevel, 'fatigue', 'no fatigue');
  rate(q.sleepQuality, 'insomnia', 'no insomnia');
  rate(q.digestion, 'poor appetite', 'no loss of appetite');
  if (q.digestion !== null && q.digestion <= QUESTIONNAIRE_COMPLAINT_MAX && !q.discomforts?.includes('Bloating'))
    parts.push('bloating');
  for (const d of q.discomforts ?? []) parts.push(d.toLowerCase());
  return parts.join('. ') + (parts.length ? '.' : '');
}
