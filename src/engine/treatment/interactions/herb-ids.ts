/**
 * Processing prefixes of herb ids (pao zhi): wine-fried 'jiu-da-huang', dry-fried
 * 'chao-suan-zao-ren', prepared 'zhi-fu-zi'. The processed herb keeps the interactions
 * of the raw herb. Source: Bensky, Materia Medica, preparation notes.
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

/**
 * The ids under which a formula herb appears in the interaction table: itself, its
 * unprocessed form and its synonyms ('jiu-dang-gui' -> dang-gui).
 */
export function interactionKeysOfHerb(herbId: string): string[] {
  const id = herbId.trim().toLowerCase();
  const keys = new Set([id]);
  const dash = id.indexOf('-');
  if (dash > 0 && PROCESSING_PREFIXES.includes(id.slice(0, dash))) keys.add(id.slice(dash + 1));
  for (const key of [...keys]) {
    const same = SAME_MEDICINAL[key];
    if (same) keys.add(same);
  }
  return [...keys];
}
