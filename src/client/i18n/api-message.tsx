import { use } from 'react';
import { useMessageText } from './contract-messages.ts';
import { useLocale } from './locale-provider.tsx';

/**
 * A message of the contract or the server (a zod message under a field) in the reader's language.
 * Its own module, loaded with the first message shown, so the first pages paint without the
 * contract's messages and their `api.*` translations (issue 14, decision 0105); it waits for them.
 */
export function ApiMessage({ text }: { text: string }) {
  const pending = useLocale().need(['api']);
  if (pending) use(pending);
  return <>{useMessageText()(text)}</>;
}
