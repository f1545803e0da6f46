/**
 * Chinese (Simplified) synonyms by symptom id, matched as character sequences (see
 * ../../../text/tokenize.ts). Kept apart from the English/Spanish tables so the Chinese
 * vocabulary can grow in one place; the terms are the usual clinical and lay words of
 * Chinese diagnostics (Deng, Practical Diagnosis; WHO IST), in our own selection.
 * Only a first set today: the full Chinese vocabulary is still to be written (issue 13).
 */
export const CHINESE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fatigue: ['乏力', '疲倦', '神疲', '疲劳', '没精神'],
  'loose-stools': ['大便溏', '便溏', '大便稀', '溏泄'],
  'aversion-to-cold': ['怕冷', '畏寒', '恶寒'],
};
