// The two parts of a language's catalogue (first-page-messages.ts), as scripts/build/precompiled-messages.ts serves them.
declare module '*.ts?first-page' {
  export const messages: Partial<import('./locales/en.ts').Catalog>;
}
declare module '*.ts?other-pages' {
  export const messages: Partial<import('./locales/en.ts').Catalog>;
}
