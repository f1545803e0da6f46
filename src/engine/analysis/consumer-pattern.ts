/**
 * The consumer's pattern text (SPEC §3 `pattern` of a check-in and of its recommendation) in the
 * reader's language now. It is stored as the engine wrote it, in the language of the moment of
 * the check-in: a pattern's name ('Equilibrio (sin desarmonía significativa)', '平和'), or a main
 * pattern together with a partner (reasoning message 'consumer.combination'). The ids it names
 * are found again from the names of every locale, so it can be written in another one.
 */
import { LOCALES, type Locale } from '../../contract/person.ts';
import { isPatternId, PATTERNS } from '../knowledge/patterns/index.ts';
import { REASONING_MESSAGES, reasoningMessage } from '../knowledge/reasoning-messages.ts';
import { patternName } from './reasoning-view.ts';
import { wordingFor, type Wording } from './wording.ts';

/** The patterns a consumer pattern text names: the main one, and the one beside it, if any. */
export interface ConsumerPatternIds {
  main: string;
  partner: string | null;
}

/** The consumer pattern text of these patterns in `w`'s locale, as buildConsumerResult writes it. */
export function consumerPatternText(ids: ConsumerPatternIds, w: Wording): string {
  if (!ids.partner) return patternName(ids.main, w);
  return reasoningMessage(w.t, 'consumer.combination', {
    main: patternName(ids.main, w),
    partner: patternName(ids.partner, w),
  });
}

interface LocaleNames {
  /** pattern name in the locale -> pattern id */
  ids: Map<string, string>;
  /** the combination message split around its two names, in the order they come */
  combination: { first: 'main' | 'partner'; before: string; between: string; after: string } | null;
}

let namesByLocale: Map<Locale, LocaleNames> | null = null;

function localeNames(): Map<Locale, LocaleNames> {
  if (namesByLocale) return namesByLocale;
  namesByLocale = new Map(
    LOCALES.map((locale) => {
      const w = wordingFor(locale);
      const ids = new Map(PATTERNS.map((p) => [patternName(p.id, w), p.id] as const));
      const template = w.t('message.consumer.combination', REASONING_MESSAGES['consumer.combination']);
      const parts = /^([^]*?)\{(main|partner)\}([^]*?)\{(main|partner)\}([^]*)$/.exec(template);
      const combination =
        parts && parts[2] !== parts[4]
          ? { first: parts[2] as 'main' | 'partner', before: parts[1], between: parts[3], after: parts[5] }
          : null;
      return [locale, { ids, combination }] as const;
    }),
  );
  return namesByLocale;
}

/**
 * The patterns a stored consumer pattern text names, in whichever of our languages it was
 * written; null for a text that names none we know (an older name, another engine's text).
 */
export function consumerPatternIdsOf(text: string): ConsumerPatternIds | null {
  const all = [...localeNames().values()];
  for (const { ids } of all) {
    const id = ids.get(text);
    if (id) return { main: id, partner: null };
  }
  for (const { ids, combination: c } of all) {
    if (!c || !text.startsWith(c.before) || !text.endsWith(c.after)) continue;
    const inner = text.slice(c.before.length, text.length - c.after.length);
    // Each name that could come first is tried, so a name holding the separator is still read.
    for (const [name, firstId] of ids) {
      if (!inner.startsWith(name + c.between)) continue;
      const secondId = ids.get(inner.slice(name.length + c.between.length));
      if (!secondId) continue;
      return c.first === 'main' ? { main: firstId, partner: secondId } : { main: secondId, partner: firstId };
    }
  }
  return null;
}

/**
 * A stored consumer pattern text in `locale`: the patterns it names, written again; when it
 * names none we know, the stored pattern id's name (if one is stored), else the text as it is.
 * An empty text (no pattern found) stays empty.
 */
export function consumerPatternIn(text: string, locale: Locale, patternId?: string | null): string {
  if (!text) return text;
  const ids = consumerPatternIdsOf(text) ?? (patternId && isPatternId(patternId) ? { main: patternId, partner: null } : null);
  return ids ? consumerPatternText(ids, wordingFor(locale)) : text;
}
