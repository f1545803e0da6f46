import type { ReactNode } from 'react';

/**
 * formatjs's message AST as the build writes it (scripts/build/precompiled-messages.ts), limited to
 * the elements our catalogues use: text, `{arg}`, `{n, plural, ...}` with `#`, `{k, select, ...}`
 * and rich-text tags. tests/client/format-message.test.ts formats every message of every
 * catalogue with this and with intl-messageformat and fails on any difference, or on an element
 * this does not handle (a date or number style, say): then add it here or keep react-intl.
 */
export type MessageElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 5; value: string; options: Record<string, { value: MessageElement[] }> }
  | {
      type: 6;
      value: string;
      options: Record<string, { value: MessageElement[] }>;
      offset?: number;
      pluralType?: 'cardinal' | 'ordinal';
    }
  | { type: 7 }
  | { type: 8; value: string; children: MessageElement[] };

/** A value of a message argument: text, a number, a React node, or a function for a rich-text tag. */
export type MessageValue = string | number | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode);

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRule(locale: string, type: 'cardinal' | 'ordinal' = 'cardinal'): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** The message's parts, adjacent text joined: strings and whatever React nodes the values gave. */
export function formatParts(
  elements: readonly MessageElement[],
  locale: string,
  values: Record<string, MessageValue> = {},
  pluralValue?: number,
): unknown[] {
  const parts: unknown[] = [];
  const push = (part: unknown) => {
    const last = parts[parts.length - 1];
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  for (const el of elements) {
    switch (el.type) {
      case 0:
        push(el.value);
        break;
      case 7:
        if (typeof pluralValue === 'number') push(numberFormat(locale).format(pluralValue));
        break;
      case 1: {
        const value = valueOf(values, el.value);
        push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
        break;
      }
      case 5: {
        const value = valueOf(values, el.value);
        const key =
          typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : 'other';
        const option = (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other;
        if (!option) throw new Error(`No option ${key} for ${el.value}`);
        for (const part of formatParts(option.value, locale, values)) push(part);
        break;
      }
      case 6: {
        const n = Number(valueOf(values, el.value));
        const offset = el.offset ?? 0;
        const exact = `=${n}`;
        const option =
          (Object.hasOwn(el.options, exact) ? el.options[exact] : undefined) ??
          el.options[pluralRule(locale, el.pluralType).select(n - offset)] ??
          el.options.other;
        if (!option) throw new Error(`No plural option for ${el.value}`);
        for (const part of formatParts(option.value, locale, values, n - offset)) push(part);
        break;
      }
      case 8: {
        const tag = valueOf(values, el.value);
        if (typeof tag !== 'function') throw new Error(`Tag <${el.value}> needs a function value`);
        const chunks = formatParts(el.children, locale, values, pluralValue) as ReactNode[];
        const out = tag(chunks);
        for (const part of Array.isArray(out) ? out : [out]) push(part);
        break;
      }
      default:
        throw new Error(`Unsupported message element ${(el as { type: number }).type}`);
    }
  }
  return parts;
}

function valueOf(values: Record<string, MessageValue>, name: string): MessageValue {
  if (!(name in values)) throw new Error(`No value for {${name}}`);
  return values[name];
}

/** The message as text (every value a string or a number). */
export function formatText(elements: readonly MessageElement[], locale: string, values?: Record<string, MessageValue>): string {
  return formatParts(elements, locale, values).join('');
}
