import type { Pulse, PulseFeature } from '../../../contract/assessment.ts';
import type { ObservedFinding } from './types.ts';

/**
 * Pulse rate thresholds in beats per minute for an adult at rest. Classical texts count beats
 * per practitioner breath: more than five is rapid, fewer than four is slow (Deng, Practical
 * Diagnosis, pulse chapter); at 16-18 breaths a minute that is about > 90 and < 60 bpm.
 */
export const RAPID_PULSE_BPM = 90;
/** Rate below which the pulse is slow (see RAPID_PULSE_BPM). */
export const SLOW_PULSE_BPM = 60;

/**
 * Words for pulse qualities a practitioner writes in the pulse notes or in the six positions,
 * English and Spanish (accent-free; the text is folded before matching).
 */
const QUALITY_WORDS: Record<PulseFeature, string[]> = {
  floating: ['floating', 'superficial', 'flotante'],
  deep: ['deep', 'sinking', 'profundo'],
  rapid: ['rapid', 'fast', 'rapido'],
  slow: ['slow', 'lento'],
  wiry: ['wiry', 'string-like', 'stringlike', 'de cuerda', 'tenso como cuerda'],
  slippery: ['slippery', 'rolling', 'resbaladizo', 'deslizante'],
  choppy: ['choppy', 'rough', 'hesitant', 'rugoso', 'aspero'],
  weak: ['weak', 'feeble', 'debil'],
  strong: ['strong', 'forceful', 'fuerte'],
  irregular: ['irregular'],
  thin: ['thin', 'thready', 'fino', 'delgado', 'filiforme'],
  tight: ['tight', 'tense', 'apretado', 'tenso'],
  soggy: ['soggy', 'soft', 'blando'],
  surging: ['surging', 'flooding', 'overflowing', 'desbordante'],
  knotted: ['knotted', 'anudado'],
  intermittent: ['intermittent', 'intermitente'],
  hollow: ['hollow', 'hueco'],
  empty: ['empty', 'vacio'],
  full: ['full', 'lleno'],
  short: ['short', 'corto'],
  hidden: ['hidden', 'oculto'],
};

const NEGATION_BEFORE = /\b(no|not|sin|ni)\s+$/;

/** Lower-case, strip accents, so 'Rápido' matches 'rapido'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Pulse qualities named in free text, skipping ones directly negated ('not rapid'). */
export function pulseQualitiesInText(text: string): PulseFeature[] {
  const t = fold(text);
  const found: PulseFeature[] = [];
  for (const [quality, words] of Object.entries(QUALITY_WORDS) as [PulseFeature, string[]][]) {
    for (const word of words) {
      const re = new RegExp(`(^|[^a-z])${word.replace(/[-]/g, '[- ]?')}(?![a-z])`, 'g');
      let m: RegExpExecArray | null;
      let hit = false;
      while ((m = re.exec(t)) !== null) {
        if (!NEGATION_BEFORE.test(t.slice(Math.max(0, m.index - 8), m.index + m[1].length))) hit = true;
      }
      if (hit) {
        found.push(quality);
        break;
      }
    }
  }
  return found;
}

/**
 * Pulse findings in knowledge-base vocabulary: the overall quality, the extra qualities,
 * qualities written in the notes and the six positions, the rate turned into rapid/slow
 * (RAPID_PULSE_BPM, SLOW_PULSE_BPM), and the strength field as weak/strong. 'moderate'
 * strength and a rate between the thresholds are normal and add nothing.
 */
export function collectPulseFeatures(pulse: Pulse | undefined): ObservedFinding[] {
  if (!pulse) return [];
  const byKey = new Map<string, ObservedFinding>();
  const put = (key: PulseFeature, detail: string) => {
    if (!byKey.has(key)) byKey.set(key, { source: 'pulse', key, certainty: 1, detail });
  };
  if (pulse.overallQuality) put(pulse.overallQuality, 'overall quality');
  for (const q of pulse.qualities ?? []) put(q, 'pulse qualities');
  if (pulse.rate !== undefined) {
    if (pulse.rate > RAPID_PULSE_BPM) put('rapid', `rate ${pulse.rate}/min`);
    if (pulse.rate < SLOW_PULSE_BPM) put('slow', `rate ${pulse.rate}/min`);
  }
  if (pulse.strength === 'weak') put('weak', 'strength weak');
  if (pulse.strength === 'strong') put('strong', 'strength strong');
  const positions = [pulse.leftHand, pulse.rightHand].flatMap((h) => (h ? [h.cun, h.guan, h.chi] : []));
  for (const text of [pulse.notes, ...positions]) {
    if (!text) continue;
    for (const q of pulseQualitiesInText(text)) put(q, `pulse notes: '${text.slice(0, 60)}'`);
  }
  return [...byKey.values()];
}
