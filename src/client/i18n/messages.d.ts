import type { MessageId } from './locales/en.ts';

// Message ids are checked by the compiler: an id missing from the English catalogue is a type error.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
