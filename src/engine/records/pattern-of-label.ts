import type { Locale } from '../../contract/person.ts';
import { patternLabel } from '../analysis/practitioner-result.ts';
import { wordingFor } from '../analysis/wording.ts';
import { PATTERNS } from '../knowledge/patterns/index.ts';

/**
 * The pattern id a stored pattern label names ('Spleen Qi Deficiency (脾气虚, pí qì xū)', or a
 * webhook's '脾气虚'), for records saved before the id itself was kept: the Chinese name is the
 * one every language's label carries. Longest name first, so '肝郁脾虚' is not read as a part of it.
 */
export function patternIdOfLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  const byLength = [...PATTERNS].sort((a, b) => b.names.zh.length - a.names.zh.length);
  const found =
    byLength.find((p) => label.includes(p.names.zh)) ??
    PATTERNS.find((p) => label.toLowerCase().startsWith(p.names.en.toLowerCase()));
  return found?.id ?? null;
}

/** A pattern id as the reader names it ('Spleen Qi Deficiency (脾气虚, pí qì xū)'). */
export function patternName(id: string, locale: Locale): string {
  return patternLabel(id, wordingFor(locale));
}
