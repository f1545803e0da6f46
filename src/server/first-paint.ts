import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIRST_PAINT_PAGES, PREFERENCE_COOKIES, type FirstPaintPage } from '../contract/constants.ts';
import { LOCALES, type Locale } from '../contract/person.ts';
import { USER_COOKIE } from './auth/sessions.ts';
import { requestLocale } from './request-locale.ts';

/** A first page by the path the app's router would match (any case, with or without a final slash). */
export function firstPaintPage(urlPath: string): FirstPaintPage | undefined {
  const key = urlPath.length > 1 ? urlPath.toLowerCase().replace(/\/+$/, '') : urlPath;
  return FIRST_PAINT_PAGES.find((page) => page.path === key);
}

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/**
 * The prerendered page to send for this request (a path below the web app's folder), or null for
 * the plain app: only where the picture will look as the app then draws it, that is in the
 * visitor's language (the one chosen in the browser, else Accept-Language, as the app reads it),
 * in the light theme (the theme lives in the browser; a dark or system theme gets the plain app),
 * and signed out where the page would send a signed-in consumer away.
 */
export function firstPaintFile(
  request: Pick<FastifyRequest, 'headers' | 'cookies'>,
  page: FirstPaintPage,
  clientDir: string,
): string | null {
  const theme = request.cookies[PREFERENCE_COOKIES.theme];
  if (theme !== undefined && theme !== 'light') return null;
  if (page.signedOutOnly && request.cookies[USER_COOKIE]) return null;
  const chosen = request.cookies[PREFERENCE_COOKIES.locale];
  const locale = isLocale(chosen) ? chosen : requestLocale(request);
  const file = path.join('first-paint', `${page.name}.${locale}.html`);
  return existsSync(path.join(clientDir, file)) ? file : null;
}
