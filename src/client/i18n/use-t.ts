import { createContext, createElement, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { formatParts, type MessageElement, type MessageValue } from './format-message.ts';
import type { MessageId } from './locales/en.ts';

export type MessageValues = Record<string, string | number | null | undefined>;

/** The language's messages as the build parsed them (formatjs ASTs), by id. */
export type ParsedMessages = Partial<Record<MessageId, MessageElement[]>>;

/**
 * The interface language and its messages, provided by LocaleProvider. The first pages format
 * their messages with format-message.ts alone; react-intl (its IntlProvider, fed from this
 * context by i18n/intl-root.tsx) loads with the other pages (issue 14, decision 0105).
 */
export const MessagesContext = createContext<{ locale: string; messages: ParsedMessages } | null>(null);

function useMessages(): { locale: string; messages: ParsedMessages } {
  const ctx = useContext(MessagesContext);
  if (!ctx) throw new Error('useT must be used within a LocaleProvider');
  return ctx;
}

/** Formats one message; a missing id or value shows the id, as react-intl does. */
function format(
  ctx: { locale: string; messages: ParsedMessages },
  id: MessageId,
  values?: Record<string, MessageValue>,
): unknown[] {
  const elements = ctx.messages[id];
  try {
    if (!elements) throw new Error(`Missing message ${id} in ${ctx.locale}`);
    return formatParts(elements, ctx.locale, values);
  } catch (error) {
    console.error(error);
    return [id];
  }
}

/**
 * The interface's translator: `t('home.checkIn.title')`, with ICU values. Ids are typed, so a
 * text that is not in the catalogue is a compile error.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const ctx = useMessages();
  return useMemo(() => translatorOf(ctx), [ctx]);
}

/** `useT`'s translator over given messages (useErrorTextLater's, with the `api` part added). */
export function translatorOf(ctx: {
  locale: string;
  messages: ParsedMessages;
}): (id: MessageId, values?: MessageValues) => string {
  return (id, values) => format(ctx, id, values).join('');
}

/** React nodes of a list, each element keyed by its place (message parts never reorder). */
function keyed(parts: readonly unknown[]): ReactNode[] {
  return parts.map((part, i) => (isValidElement(part) ? createElement(Fragment, { key: i }, part) : (part as ReactNode)));
}

/**
 * A message with React values: elements (`{username}` as `<code>`) or rich-text tags
 * (`<terms>...</terms>` as a function of its chunks), like react-intl's FormattedMessage.
 */
export function Message({ id, values }: { id: MessageId; values?: Record<string, MessageValue> }): ReactNode {
  const ctx = useMessages();
  const wrapped = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'function' ? (chunks: ReactNode[]) => value(keyed(chunks)) : value,
    ]),
  );
  return createElement(Fragment, null, ...keyed(format(ctx, id, wrapped)));
}
