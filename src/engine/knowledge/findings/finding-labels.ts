import type { Translate } from '../localize/translate.ts';

/**
 * Readable names of the knowledge base's tongue and pulse findings ('bodyColor:pale' -> 'pale
 * tongue body', 'wiry' -> 'wiry pulse'), for the reasoning shown to practitioners and consumers,
 * so that no raw key reaches a reader. Terms as in Maciocia, Tongue Diagnosis, and Deng,
 * Practical Diagnosis (pulse chapter). Translations: locales/{es,zh}/findings.ts.
 */
export const TONGUE_FINDING_LABELS: Readonly<Record<string, string>> = {
  'bodyColor:pale': 'pale tongue body',
  'bodyColor:normal': 'pale-red (normal) tongue body',
  'bodyColor:red': 'red tongue body',
  'bodyColor:deep-red': 'deep-red tongue body',
  'bodyColor:purple': 'purple tongue body',
  'coating:none': 'no coating',
  'coating:thin-white': 'thin white coating',
  'coating:thick-white': 'thick white coating',
  'coating:yellow': 'yellow coating',
  'coating:brown': 'brown coating',
  'coating:black': 'black coating',
  'texture:normal': 'normal tongue texture',
  'texture:smooth': 'smooth tongue',
  'texture:rough': 'rough tongue',
  'texture:cracked': 'cracked tongue',
  'texture:geographic': 'geographic tongue',
  'size:small': 'small tongue',
  'size:normal': 'normal tongue size',
  'size:enlarged': 'swollen tongue',
  'shape:normal': 'normal tongue shape',
  'shape:thin': 'thin tongue',
  'shape:thick': 'thick tongue',
  'shape:scalloped': 'scalloped tongue edges',
  'moisture:dry': 'dry tongue',
  'moisture:normal': 'normal tongue moisture',
  'moisture:wet': 'wet tongue',
  'sign:red-tip': 'red tongue tip',
  'sign:red-sides': 'red tongue sides',
  'sign:pale-sides': 'pale tongue sides',
  'sign:purple-spots': 'purple spots on the tongue',
  'sign:red-points': 'red points on the tongue',
  'sign:greasy-coating': 'greasy coating',
  'sign:peeled-coating': 'peeled coating',
  'sign:thick-root-coating': 'thick coating at the root',
  'sign:midline-crack': 'midline crack',
  'sign:tooth-marks': 'tooth marks',
  'sign:distended-sublingual-veins': 'distended veins under the tongue',
  'sign:trembling': 'trembling tongue',
  'sign:deviated': 'deviated tongue',
};

export const PULSE_FINDING_LABELS: Readonly<Record<string, string>> = {
  floating: 'floating pulse',
  deep: 'deep pulse',
  rapid: 'rapid pulse',
  slow: 'slow pulse',
  wiry: 'wiry pulse',
  slippery: 'slippery pulse',
  choppy: 'choppy pulse',
  weak: 'weak pulse',
  strong: 'strong pulse',
  irregular: 'irregular pulse',
  thin: 'thin pulse',
  tight: 'tight pulse',
  soggy: 'soggy pulse',
  surging: 'surging pulse',
  knotted: 'knotted pulse',
  intermittent: 'intermittent pulse',
  hollow: 'hollow pulse',
  empty: 'empty pulse',
  full: 'full pulse',
  short: 'short pulse',
  hidden: 'hidden pulse',
};

/** Catalogue key of a tongue or pulse finding's label. */
export const findingLabelKey = (key: string) => `finding.${key}`;

/** Every tongue and pulse label, for the completeness check of the catalogues. */
export function localizeFindingLabels(t: Translate): void {
  for (const [key, en] of [...Object.entries(TONGUE_FINDING_LABELS), ...Object.entries(PULSE_FINDING_LABELS)])
    t(findingLabelKey(key), en);
}
