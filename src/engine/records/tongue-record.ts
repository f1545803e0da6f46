import type { TongueAssessment } from '../../contract/assessment.ts';
import type { TongueRecord } from '../../contract/records.ts';
import type { TongueFindings } from '../tongue/index.ts';

type Assessment = TongueFindings['assessment'];

/**
 * What a stored tongue-engine result holds that a record reads (older rows may lack parts; a
 * privacy-mode check-in keeps only the assessment's values and the signs).
 */
export type StoredTongueFindings = Partial<Pick<TongueFindings, 'coatingDetails' | 'cracks' | 'toothMarks' | 'signs'>> & {
  assessment?: { [K in keyof Assessment]?: Pick<NonNullable<Assessment[K]>, 'value'> };
  head?: { version?: string };
};

const SEVERITY_OF_TEXTURE = { cracked: 'light' } as const;

/**
 * The tongue of one visit as plain values: the engine's findings on the photo, overridden field
 * by field by the practitioner's manual assessment (the manual value is what the clinician
 * judged; the photo is the machine's reading).
 */
export function tongueRecordOf(
  findings: StoredTongueFindings | null | undefined,
  manual?: TongueAssessment | null,
): TongueRecord {
  const a = findings?.assessment;
  const fromPhoto: TongueRecord = {
    ...(a?.bodyColor ? { bodyColor: a.bodyColor.value } : {}),
    ...(a?.coating ? { coating: a.coating.value } : {}),
    ...(a?.texture ? { texture: a.texture.value } : {}),
    ...(a?.size ? { size: a.size.value } : {}),
    ...(a?.shape ? { shape: a.shape.value } : {}),
    ...(a?.moisture ? { moisture: a.moisture.value } : {}),
    ...(findings?.coatingDetails ? { coatingThickness: findings.coatingDetails.thickness } : {}),
    ...(findings?.cracks ? { cracks: findings.cracks.severity } : {}),
    ...(findings?.toothMarks ? { toothMarks: findings.toothMarks.severity } : {}),
    signs: [...(findings?.signs ?? [])],
  };
  if (!manual) return fromPhoto;
  const signs = [...new Set([...fromPhoto.signs, ...(manual.signs ?? [])])];
  const record: TongueRecord = {
    ...fromPhoto,
    ...(manual.bodyColor ? { bodyColor: manual.bodyColor } : {}),
    // Yellow, brown and black say nothing of thickness: the photo's reading of it stays.
    ...(manual.coating ? { coating: manual.coating } : {}),
    ...(manual.coating && thicknessOfCoating(manual.coating) ? { coatingThickness: thicknessOfCoating(manual.coating) } : {}),
    ...(manual.texture ? { texture: manual.texture } : {}),
    ...(manual.size ? { size: manual.size } : {}),
    ...(manual.shape ? { shape: manual.shape } : {}),
    ...(manual.moisture ? { moisture: manual.moisture } : {}),
    signs,
  };
  if (manual.texture === 'cracked' && (record.cracks === undefined || record.cracks === 'none'))
    record.cracks = SEVERITY_OF_TEXTURE.cracked;
  if (manual.texture && manual.texture !== 'cracked' && record.cracks === undefined) record.cracks = 'none';
  // A practitioner who judged the shape also judged the tooth marks (a scalloped tongue has them).
  const marked = manual.shape === 'scalloped' || (manual.signs ?? []).includes('tooth-marks');
  if (marked && (record.toothMarks === undefined || record.toothMarks === 'none')) record.toothMarks = 'light';
  if (manual.shape && !marked) {
    record.toothMarks = 'none';
    record.signs = record.signs.filter((s) => s !== 'tooth-marks');
  }
  return record;
}

/** The coating thickness a SPEC §5 coating value implies (yellow, brown and black say nothing of it). */
function thicknessOfCoating(coating: NonNullable<TongueAssessment['coating']>): TongueRecord['coatingThickness'] {
  if (coating === 'none') return 'none';
  if (coating === 'thin-white') return 'thin';
  if (coating === 'thick-white') return 'thick';
  return undefined;
}

const COATING_LEVEL = { none: 0, thin: 1, thick: 2 } as const;
const REDNESS = { pale: 0, normal: 1, red: 2, 'deep-red': 3, purple: 3 } as const;
const SEVERITY_LEVEL = { none: 0, light: 1, severe: 2 } as const;

/** Chartable levels of a record: coating 0-2, redness 0-3, cracks 0-2 (null when not seen). */
export function recordLevels(r: TongueRecord): {
  coatingLevel: number | null;
  redness: number | null;
  crackLevel: number | null;
} {
  return {
    coatingLevel: r.coatingThickness ? COATING_LEVEL[r.coatingThickness] : null,
    redness: r.bodyColor ? REDNESS[r.bodyColor] : null,
    crackLevel: r.cracks ? SEVERITY_LEVEL[r.cracks] : null,
  };
}
