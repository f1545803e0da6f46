import type { Herb } from '../types.ts';
import { CALMING_ASTRINGENT_HERBS } from './calming-astringent.ts';
import { DAMPNESS_PHLEGM_HERBS } from './dampness-phlegm.ts';
import { EXTERIOR_HEAT_HERBS } from './exterior-heat.ts';
import { QI_BLOOD_INTERIOR_HERBS } from './qi-blood-interior.ts';
import { TONICS_HERBS } from './tonics.ts';

/** Every herb of the catalogue, each once, grouped by materia medica category. */
export const HERBS: readonly Herb[] = [
  ...TONICS_HERBS,
  ...EXTERIOR_HEAT_HERBS,
  ...DAMPNESS_PHLEGM_HERBS,
  ...QI_BLOOD_INTERIOR_HERBS,
  ...CALMING_ASTRINGENT_HERBS,
];

const BY_ID = new Map(HERBS.map((h) => [h.id, h]));

/**
 * Processing prefixes of herb ids (pao zhi): wine-fried 'jiu-da-huang', dry-fried
 * 'chao-suan-zao-ren', prepared 'zhi-fu-zi'. A processed herb not in the catalogue under its
 * own id is the raw herb for cautions and interactions. Source: Bensky, Materia Medica.
 */
const PROCESSING_PREFIXES = ['zhi', 'chao', 'jiu', 'cu', 'sheng', 'pao', 'yan', 'mi', 'jiang', 'tan', 'duan', 'shu'];

/** Other ids of the same medicinal: red ginseng is ginseng, dang gui body or tail is dang gui. */
const SAME_MEDICINAL: Readonly<Record<string, string>> = {
  'hong-shen': 'ren-shen',
  'bai-ren-shen': 'ren-shen',
  'gao-li-shen': 'ren-shen',
  'dang-gui-wei': 'dang-gui',
  'dang-gui-shen': 'dang-gui',
  'dang-gui-tou': 'dang-gui',
  'yin-xing': 'yin-xing-ye',
  'guan-mu-tong': 'mu-tong',
  'bai-mu-tong': 'mu-tong',
};

/** Whether an id is a catalogue herb's own id. */
export function isHerbId(id: string): boolean {
  return BY_ID.has(id);
}

/** The catalogue herb of an id; throws for an unknown id (a programming error in the knowledge base). */
export function getHerb(id: string): Herb {
  const herb = BY_ID.get(id);
  if (!herb) throw new Error(`Unknown herb id '${id}'`);
  return herb;
}

/**
 * The catalogue herb an id names, also for processed forms and synonyms not listed under
 * their own id ('jiu-dang-gui' -> dang gui, 'hong-shen' -> ren shen); undefined when unknown.
 */
export function findHerb(id: string): Herb | undefined {
  const key = id.trim().toLowerCase();
  const direct = BY_ID.get(key) ?? BY_ID.get(SAME_MEDICINAL[key] ?? '');
  if (direct) return direct;
  const dash = key.indexOf('-');
  if (dash > 0 && PROCESSING_PREFIXES.includes(key.slice(0, dash))) {
    const raw = key.slice(dash + 1);
    return BY_ID.get(raw) ?? BY_ID.get(SAME_MEDICINAL[raw] ?? '');
  }
  return undefined;
}
