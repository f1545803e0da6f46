import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatText, type MessageElement, type MessageValue } from '../../src/client/i18n/format-message.ts';
import { en, type MessageId } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';

/**
 * The first pages format their messages with i18n/format-message.ts instead of react-intl
 * (decision 0105); the other pages still use react-intl. Both must read every message the same.
 */
const CATALOGUES = { en, es, zh } as const;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1000, 1.5];

/** Values for every argument of a message: a count for plurals, a word for the rest, a wrapper for tags. */
function valuesFor(elements: MessageFormatElement[], count: number, into: Record<string, MessageValue> = {}) {
  for (const el of elements) {
    if (el.type === TYPE.argument) into[el.value] ??= `‹${el.value}›`;
    if (el.type === TYPE.plural) into[el.value] = count;
    if (el.type === TYPE.select) into[el.value] ??= 'other';
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) valuesFor(option.value, count, into);
    if (el.type === TYPE.tag) {
      const tag = el.value;
      into[tag] = (chunks: unknown[]) => `<${tag}>${chunks.join('')}</${tag}>`;
      valuesFor(el.children, count, into);
    }
  }
  return into;
}

describe('format-message.ts against react-intl', () => {
  it.each(Object.entries(CATALOGUES))('formats every %s message as react-intl does', (locale, catalogue) => {
    const parsed = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text as string)])) as Record<
      MessageId,
      MessageFormatElement[]
    >;
    const intl = createIntl({
      locale,
      messages: parsed,
      onError: (error) => {
        throw error;
      },
    });
    let compared = 0;
    for (const [id, ast] of Object.entries(parsed) as [MessageId, MessageFormatElement[]][]) {
      for (const count of COUNTS) {
        const values = valuesFor(ast, count);
        const theirs = intl.formatMessage({ id }, values as Record<string, string>);
        expect(formatText(ast as MessageElement[], locale, values), `${locale} ${id} (${count})`).toBe(theirs);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('chooses plural forms by the language’s rules, with exact matches first', () => {
    const ast = parse('{n, plural, =0 {none} one {# item} other {# items}}') as MessageElement[];
    expect(formatText(ast, 'en', { n: 0 })).toBe('none');
    expect(formatText(ast, 'en', { n: 1 })).toBe('1 item');
    expect(formatText(ast, 'en', { n: 1200 })).toBe('1,200 items');
    expect(formatText(ast, 'es', { n: 1200 })).toBe('1200 items');
    expect(formatText(ast, 'zh', { n: 1 })).toBe('1 items');
  });
});
