import { useCallback } from 'react';
import { COUNTED_MESSAGES, apiMessageKey, qualityRefusalKey } from '../../contract/api-messages.ts';
import { ApiError } from '../lib/api.ts';
import type { MessageId } from './locales/en.ts';
import { useT, type MessageValues } from './use-t.ts';

type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * A message the contract or the server wrote in the SPEC's English (a zod message under a field,
 * an error answer) in the reader's language, looked up by its key; a validation answer joins
 * several messages with '; ', so each part is looked up. Null when the text, or a part of it, is
 * not ours (a browser's network error, zod's own English).
 */
export function ourMessageTextWith(t: Translate, text: string): string | null {
  const one = (part: string): string | null => {
    const key = apiMessageKey(part);
    if (key) return t(`api.${key}`);
    const counted = COUNTED_MESSAGES.patientsRemain.pattern.exec(part);
    if (counted) return t('api.patientsRemain', { count: Number(counted[1]) });
    const tooLong = COUNTED_MESSAGES.tooLong.pattern.exec(part);
    if (tooLong) return t('api.tooLong', { count: Number(tooLong[1]) });
    return null;
  };
  const whole = one(text);
  if (whole !== null) return whole;
  const parts = text.split('; ');
  if (parts.length > 1 && parts.every((p) => one(p) !== null)) return parts.map((p) => one(p)).join('; ');
  return null;
}

/** ourMessageTextWith, or a text that is not ours as it is. */
export function messageTextWith(t: Translate, text: string): string {
  return ourMessageTextWith(t, text) ?? text;
}

/**
 * Why a tongue photo was refused, in the reader's language: by the quality gate's code when the
 * answer named one (the consumer's 422, the on-device analysis), else by the text itself.
 */
export function photoRefusalTextWith(t: Translate, text: string, code?: string | null): string {
  const key = qualityRefusalKey(code);
  return key ? t(`api.${key}`) : messageTextWith(t, text);
}

/**
 * What to tell a person about a failed call: the server's own message in their language, or the
 * screen's fallback text (SPEC §8: the server message, else the fallback).
 */
export function errorTextWith(t: Translate, error: unknown, fallback: MessageId): string {
  if (error instanceof ApiError) return error.serverMessage ? messageTextWith(t, error.serverMessage) : t(fallback);
  if (error instanceof Error && error.message) return messageTextWith(t, error.message);
  return t(fallback);
}

/** messageTextWith in the reader's language (a page that waits for the whole catalogue). */
export function useMessageText(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => messageTextWith(t, text), [t]);
}

/** photoRefusalTextWith in the reader's language (a page that waits for the whole catalogue). */
export function usePhotoRefusalText(): (text: string, code?: string | null) => string {
  const t = useT();
  return useCallback((text: string, code?: string | null) => photoRefusalTextWith(t, text, code), [t]);
}

/** errorTextWith in the reader's language (a page that waits for the whole catalogue). */
export function useErrorText(): (error: unknown, fallback: MessageId) => string {
  const t = useT();
  return useCallback((error: unknown, fallback: MessageId) => errorTextWith(t, error, fallback), [t]);
}
