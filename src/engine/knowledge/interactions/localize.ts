import { recordingTranslator, type EnglishText, type Translate } from '../localize/translate.ts';
import { INTERACTIONS } from './table.ts';
import type { Interaction } from './types.ts';

/** An interaction row's texts in a locale. */
export interface LocalizedInteraction {
  effect: string;
  advice: string;
}

/**
 * The effect and advice of an interaction row in a locale, under the catalogue keys
 * `interaction.<id>.effect` and `interaction.<id>.advice` (Spanish and Chinese in
 * ../locales/{es,zh}/interactions.ts). A missing or stale translation shows the English.
 */
export function localizeInteraction(row: Pick<Interaction, 'id' | 'effect' | 'advice'>, t: Translate): LocalizedInteraction {
  const k = `interaction.${row.id}`;
  return { effect: t(`${k}.effect`, row.effect), advice: t(`${k}.advice`, row.advice) };
}

/** The interaction table's row of an id, if any. */
export function interactionById(id: string): Interaction | undefined {
  return INTERACTIONS.find((row) => row.id === id);
}

/** Every English text of the interaction table with its catalogue key (what the locale catalogues must cover). */
export function interactionEnglishTexts(): EnglishText[] {
  const { t, texts } = recordingTranslator();
  for (const row of INTERACTIONS) localizeInteraction(row, t);
  return [...texts.values()];
}
