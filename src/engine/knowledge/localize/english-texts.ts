import { ACUPOINTS } from '../acupoints/index.ts';
import { localizeComplexFactors } from '../complex-factors.ts';
import { FORMULAS } from '../formulas/index.ts';
import { HERBS } from '../herbs/index.ts';
import { localizeFindingLabels } from '../findings/finding-labels.ts';
import { message, MESSAGES, type MessageId } from '../messages.ts';
import { reasoningMessage, REASONING_MESSAGES, type ReasoningMessageId } from '../reasoning-messages.ts';
import { PATTERNS } from '../patterns/index.ts';
import { localizeRedFlag, recordedPregnancyText, RED_FLAG_DEFINITIONS } from '../red-flags.ts';
import { localizeInteraction } from '../interactions/localize.ts';
import { INTERACTIONS } from '../interactions/table.ts';
import { TONGUE_WORDS, type TongueWordKey } from '../../tongue/index.ts';
import { recordingTranslator, type EnglishText } from './translate.ts';
import { localizeAcupoint, localizeFormulaName, localizeHerb, localizePattern } from './views.ts';

/**
 * Every user-visible English text of the knowledge base and of the engine's wording (the tongue's words included), with its
 * catalogue key, found by running every localized view with a recording translator: the
 * list a locale catalogue must cover (see tests/engine/knowledge/translations.test.ts).
 */
export function englishTexts(): EnglishText[] {
  const { t, texts } = recordingTranslator();
  for (const p of PATTERNS) localizePattern(p, t);
  for (const h of HERBS) localizeHerb(h, t);
  for (const f of FORMULAS) localizeFormulaName(f, t);
  for (const a of ACUPOINTS) localizeAcupoint(a, t);
  for (const d of RED_FLAG_DEFINITIONS) localizeRedFlag(d, t);
  for (const row of INTERACTIONS) localizeInteraction(row, t);
  recordedPregnancyText(t);
  for (const id of Object.keys(MESSAGES) as MessageId[]) message(t, id);
  for (const key of Object.keys(TONGUE_WORDS) as TongueWordKey[]) t(key, TONGUE_WORDS[key]);
  for (const id of Object.keys(REASONING_MESSAGES) as ReasoningMessageId[]) reasoningMessage(t, id);
  localizeFindingLabels(t);
  localizeComplexFactors(t);
  return [...texts.values()];
}
