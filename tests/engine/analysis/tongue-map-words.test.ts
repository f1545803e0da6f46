import { describe, expect, it } from 'vitest';
import { tongueGroupFromAssessment } from '../../../src/engine/analysis/tongue-map.ts';
import { wordingFor } from '../../../src/engine/analysis/wording.ts';

/*
 * The tongue group a practitioner's own findings write: in English with the contract's values as
 * before ('red', 'shape scalloped'), in Spanish and Chinese in words (an exploratory test saw
 * '舌色：red', '舌形 scalloped', '润燥：dry' on the Chinese consultation screen).
 */
const judged = { bodyColor: 'red', coating: 'yellow', moisture: 'dry', shape: 'scalloped', size: 'enlarged' } as const;

describe('the tongue group from a manual assessment', () => {
  it('keeps the contract’s values in English', () => {
    const group = tongueGroupFromAssessment(judged, wordingFor('en'));
    expect(group.color_cuerpo).toBe('red');
    expect(group.humedad).toBe('dry');
    expect(group.forma_tamaño).toBe('shape scalloped, size enlarged');
  });

  it.each(['zh', 'es'] as const)('names every value in %s, with no English value left', (locale) => {
    const group = tongueGroupFromAssessment(judged, wordingFor(locale));
    const text = [group.color_cuerpo, group.humedad, group.forma_tamaño].join(' | ');
    expect(text).not.toMatch(/\b(red|dry|scalloped|enlarged|shape|size)\b/);
    if (locale === 'zh') expect(text).toMatch(/\p{Script=Han}.*\|.*\p{Script=Han}.*\|.*\p{Script=Han}/u);
  });
});
