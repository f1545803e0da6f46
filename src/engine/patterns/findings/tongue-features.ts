import type { TongueAssessment } from '../../../contract/assessment.ts';
import { TONGUE_SIGN_DEFAULT_CERTAINTY, type TongueFindingsInput } from '../../../contract/analysis.ts';
import type { ObservedFinding } from './types.ts';

const FIELDS = ['bodyColor', 'coating', 'texture', 'size', 'shape', 'moisture'] as const;

/**
 * Tongue signs that are the same observation under two names in tongue diagnosis
 * (Maciocia, Tongue Diagnosis, ch. on shape and coating): a scalloped edge is the tooth-marked
 * tongue; a coating that is absent is a peeled (mirror) coating; a midline crack is a crack.
 * When one is recorded, the other is counted too, at the certainty factor given here, so
 * that a pattern written with either name sees it. Factors below 1 where the equivalence
 * is only partial (a peeled patch is not always a completely absent coating).
 */
export const TONGUE_EQUIVALENCES: readonly { from: string; to: string; factor: number }[] = [
  { from: 'shape:scalloped', to: 'sign:tooth-marks', factor: 1 },
  { from: 'sign:tooth-marks', to: 'shape:scalloped', factor: 1 },
  { from: 'coating:none', to: 'sign:peeled-coating', factor: 0.8 },
  { from: 'sign:peeled-coating', to: 'coating:none', factor: 0.8 },
  { from: 'sign:midline-crack', to: 'texture:cracked', factor: 0.7 },
  { from: 'size:enlarged', to: 'shape:thick', factor: 0.7 },
];

/**
 * Tongue findings in knowledge-base vocabulary (`bodyColor:pale`, `sign:red-tip`).
 * A practitioner's manual value wins over the engine's for the same field; engine values
 * carry the engine's confidence as certainty (certain when it gives none; a sign named
 * without one counts at TONGUE_SIGN_DEFAULT_CERTAINTY). Equivalent names are added (see TONGUE_EQUIVALENCES).
 */
export function collectTongueFeatures(
  manual: TongueAssessment | undefined,
  engine: TongueFindingsInput | undefined,
): ObservedFinding[] {
  const byKey = new Map<string, ObservedFinding>();
  const put = (f: ObservedFinding) => {
    const prev = byKey.get(f.key);
    if (!prev || prev.certainty < f.certainty) byKey.set(f.key, f);
  };
  for (const field of FIELDS) {
    const m = manual?.[field];
    if (m !== undefined) {
      put({ source: 'tongue', key: `${field}:${m}`, certainty: 1, detail: 'practitioner assessment' });
      continue;
    }
    const e = engine?.assessment[field];
    if (e)
      put({
        source: 'tongue',
        key: `${field}:${e.value}`,
        certainty: e.confidence ?? 1,
        detail: 'tongue photo analysis',
        origin: 'photo',
      });
  }
  for (const sign of manual?.signs ?? [])
    put({ source: 'tongue', key: `sign:${sign}`, certainty: 1, detail: 'practitioner assessment' });
  for (const sign of engine?.signs ?? []) {
    const [name, certainty] =
      typeof sign === 'string' ? [sign, TONGUE_SIGN_DEFAULT_CERTAINTY] : [sign.value, sign.confidence ?? 1];
    put({ source: 'tongue', key: `sign:${name}`, certainty, detail: 'tongue photo analysis', origin: 'photo' });
  }
  for (const eq of TONGUE_EQUIVALENCES) {
    const src = byKey.get(eq.from);
    if (src)
      put({
        source: 'tongue',
        key: eq.to,
        certainty: src.certainty * eq.factor,
        detail: `implied by ${eq.from}`,
        ...(src.origin ? { origin: src.origin } : {}),
      });
  }
  return [...byKey.values()];
}
