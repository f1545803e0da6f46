// The parts of a language's catalogue (first-page-messages.ts), as scripts/build/precompiled-messages.ts serves them: formatjs ASTs by id.
declare module '*.ts?shell' {
  export const messages: import('./use-t.ts').ParsedMessages;
}
declare module '*.ts?landing' {
  export const messages: import('./use-t.ts').ParsedMessages;
}
declare module '*.ts?sign-in' {
  export const messages: import('./use-t.ts').ParsedMessages;
}
declare module '*.ts?api' {
  export const messages: import('./use-t.ts').ParsedMessages;
}
declare module '*.ts?other-pages' {
  export const messages: import('./use-t.ts').ParsedMessages;
}
