import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/locales/en.ts';

/** The engine's progress label ('Good', 'Fair', ...) in the reader's language; an unknown one as it is. */
export function useProgressLabel(): (label: string) => string {
  const intl = useIntl();
  return (label) => {
    const id = `progress.label.${label}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : label;
  };
}
