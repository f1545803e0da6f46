import { useCallback } from 'react';
import { COUNTED_MESSAGES, apiMessageKey } from '../../contract/api-messages.ts';
import { ApiError } from '../lib/api.ts';
import type { MessageId } from './locales/en.ts';
import { useT } from './use-t.ts';

/**
 * The reader's language for a message the contract or the server wrote in the SPEC's English
 * (a zod message under a field, an error answer): looked up by its key. A validation answer
 * joins several messages with '; ', so each part is looked up. Text that is not ours (a
 * browser's network error) is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const t = useT();
  return useCallback(
    (text: string) => {
      const one = (part: string): string | null => {
        const key = apiMessageKey(part);
        if (key) return t(`api.${key}`);
        const counted = COUNTED_MESSAGES.patientsRemain.pattern.exec(part);
        if (counted) return t('api.patientsRemain', { count: Number(counted[1]) });
        return null;
      };
      const whole = one(text);
      if (whole !== null) return whole;
      const parts = text.split('; ');
      if (parts.length > 1 && parts.every((p) => one(p) !== null)) return parts.map((p) => one(p)).join('; ');
      return text;
    },
    [t],
  );
}

/**
 * What to tell a person about a failed call: the server's own message in their language, or the
 * screen's fallback text (SPEC §8: the server message, else the fallback).
 */
export function useErrorText(): (error: unknown, fallback: MessageId) => string {
  const t = useT();
  const messageText = useMessageText();
  return useCallback(
    (error: unknown, fallback: MessageId) => {
      if (error instanceof ApiError) return error.serverMessage ? messageText(error.serverMessage) : t(fallback);
      if (error instanceof Error && error.message) return messageText(error.message);
      return t(fallback);
    },
    [t, messageText],
  );
}
