import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/person.ts';

/**
 * The reader's locale from Accept-Language ('zh-CN,zh;q=0.9,en;q=0.8'): the first of our
 * languages by the header's own preference weights; English when none of ours is asked for.
 * The app sends its interface language here, so engine texts come back in it.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header.trim() === '') return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((r) => (LOCALES as readonly string[]).includes(r.base));
  return found ? (found.base as Locale) : DEFAULT_LOCALE;
}
