/**
 * The build's picture of each first page in each language (decision 0106): what the app draws on
 * `/`, `/login` and `/practitioner/login` for a visitor who is not signed in, rendered once at
 * build time with the app's own components and messages. The server sends it beside the empty
 * root, so the page paints before the app's JavaScript has arrived; the app then draws the same
 * page and takes the picture away (app/first-paint-html.ts).
 *
 * Built by scripts/build.mjs as a server-side bundle of its own; never part of the web app.
 */
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { FIRST_PAINT_PAGES, type FirstPaintPage } from '../../contract/constants.ts';
import { LOCALES, type Locale } from '../../contract/person.ts';
import { AppProviders, AppRoutes } from '../app/app.tsx';
import type { FirstPagePart } from '../i18n/first-page-messages.ts';
import { loadPart } from '../i18n/locale-provider.tsx';
import type { ParsedMessages } from '../i18n/use-t.ts';

export { LOCALES };

/** The catalogue part each first page shows besides the shell. */
const PART_OF_PAGE: Record<FirstPaintPage['name'], FirstPagePart> = {
  landing: 'landing',
  login: 'sign-in',
  'practitioner-login': 'sign-in',
};

/** The pages drawn (the contract's list, which the server reads too), with their catalogue part. */
export const FIRST_PAGES = FIRST_PAINT_PAGES.map((page) => ({ ...page, part: PART_OF_PAGE[page.name] }));

/** The page's markup as the app draws it for a signed-out visitor in this language. */
export async function renderFirstPage(path: string, part: FirstPagePart, locale: Locale): Promise<string> {
  const parts = ['shell', part] as const;
  const catalogs = await Promise.all(parts.map((p) => loadPart(locale, p)));
  const catalog = Object.assign({}, ...catalogs) as ParsedMessages;
  const { prelude } = await prerenderToNodeStream(
    <AppProviders signedOut initialMessages={{ locale, catalog, parts }}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return text(prelude);
}
