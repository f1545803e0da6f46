import { useCallback } from 'react';
import { PULSE_RATE_MAX, PULSE_RATE_MIN } from '../../../../contract/assessment.ts';
import { errorTextWith, ourMessageTextWith } from '../../../i18n/contract-messages.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT, type MessageValues } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api.ts';

type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Why the API refused a consultation's analysis or save, in the reader's language. A 400 answer
 * carries the validation's own messages (zod's English, 'Too big: expected number to be <=120'),
 * which are never shown: each refused field is named by what the form says of it (the pulse
 * rate's range), by our message when it is one of ours, else as 'Some entries were not
 * accepted'. Any other failure: the server's message in the reader's language, or `fallback`.
 */
export function refusalTextWith(t: Translate, error: unknown, fallback: MessageId): string {
  if (!(error instanceof ApiError) || error.status !== 400) return errorTextWith(t, error, fallback);
  const texts = error.errors?.length
    ? error.errors.map((e) =>
        /(^|\.)pulse\.rate$/.test(e.field)
          ? t('assess.rateRange', { min: PULSE_RATE_MIN, max: PULSE_RATE_MAX })
          : (ourMessageTextWith(t, e.message) ?? t('session.invalidEntries')),
      )
    : [(error.serverMessage && ourMessageTextWith(t, error.serverMessage)) ?? t('session.invalidEntries')];
  return [...new Set(texts)].join(' ');
}

/** refusalTextWith in the reader's language. */
export function useRefusalText(): (error: unknown, fallback: MessageId) => string {
  const t = useT();
  return useCallback((error: unknown, fallback: MessageId) => refusalTextWith(t, error, fallback), [t]);
}
