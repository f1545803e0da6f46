import { useCallback, useContext } from 'react';
import type { Locale } from '../../contract/person.ts';
import { loadPart } from './locale-provider.tsx';
import type { MessageId } from './locales/en.ts';
import { MessagesContext, translatorOf } from './use-t.ts';

/**
 * useErrorText for the first pages (issue 14, decision 0105): they paint without the contract's
 * messages and the `api.*` translations, so the text of a failure is worked out once those have
 * loaded (usually long before, after the first paint). A failure to load them gives the screen's
 * fallback text.
 */
export function useErrorTextLater(): (error: unknown, fallback: MessageId) => Promise<string> {
  const ctx = useContext(MessagesContext);
  if (!ctx) throw new Error('useErrorTextLater must be used within a LocaleProvider');
  return useCallback(
    async (error: unknown, fallback: MessageId) => {
      try {
        const [{ errorTextWith }, api] = await Promise.all([
          import('./contract-messages.ts'),
          loadPart(ctx.locale as Locale, 'api'),
        ]);
        return errorTextWith(translatorOf({ locale: ctx.locale, messages: { ...ctx.messages, ...api } }), error, fallback);
      } catch {
        return translatorOf(ctx)(fallback);
      }
    },
    [ctx],
  );
}
