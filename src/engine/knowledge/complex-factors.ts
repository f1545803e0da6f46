import { COMPLEX_FACTORS } from '../../contract/assessment.ts';
import { keyPart, type Translate } from './localize/translate.ts';

/** Catalogue key of a SPEC §5 complex factor's name ('Chronic pain' -> 'complex-factor.chronic-pain'). */
export const complexFactorKey = (factor: string) => `complex-factor.${keyPart(factor)}`;

const isListed = (factor: string) => (COMPLEX_FACTORS as readonly string[]).includes(factor);

/**
 * A complex factor's name in the reader's locale: the SPEC §5 choices through the catalogue
 * (locales/{es,zh}/terms.ts); a practitioner's own free text is shown as written.
 */
export function complexFactorName(factor: string, t: Translate): string {
  return isListed(factor) ? t(complexFactorKey(factor), factor) : factor;
}

/** Every listed complex factor, for the completeness check of the catalogues. */
export function localizeComplexFactors(t: Translate): void {
  for (const factor of COMPLEX_FACTORS) complexFactorName(factor, t);
}
