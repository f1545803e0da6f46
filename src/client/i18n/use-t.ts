import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './locales/en.ts';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * The interface's translator: `t('home.checkIn.title')`, with ICU values. Ids are typed, so a
 * text that is not in the catalogue is a compile error.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
