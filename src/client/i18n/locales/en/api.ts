import { API_MESSAGES, type ApiMessageKey } from '../../../../contract/api-messages.ts';

/** Catalogue ids of the contract's messages: `api.<key>`, English exactly as the contract writes it. */
export type ApiMessageIds = { readonly [K in ApiMessageKey as `api.${K}`]: string };

export const apiEn = {
  ...(Object.fromEntries(Object.entries(API_MESSAGES).map(([key, text]) => [`api.${key}`, text])) as ApiMessageIds),
  'api.tooLong': 'Must be at most {count} characters',
  'api.patientsRemain':
    'Your account still holds {count, plural, one {# patient record} other {# patient records}}. Export and delete them first, then delete the account.',
};
