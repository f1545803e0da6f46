import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/contract/person.ts';
import { consumerPatternIdsOf, consumerPatternIn, consumerPatternText } from '../../../src/engine/analysis/consumer-pattern.ts';
import { wordingFor } from '../../../src/engine/analysis/wording.ts';
import { PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';

describe('a stored consumer pattern text in the reader’s language now', () => {
  it('names the balanced pattern as each language does', () => {
    expect(consumerPatternIn('Equilibrio (sin desarmonía significativa)', 'en')).toBe(
      consumerPatternText({ main: 'balanced', partner: null }, wordingFor('en')),
    );
    expect(consumerPatternIn('平和', 'es')).toBe('Equilibrio (sin desarmonía significativa)');
    expect(consumerPatternIn('Equilibrio (sin desarmonía significativa)', 'zh')).toBe('平和');
  });

  it.each(LOCALES)('reads every pattern written in %s, and writes it in every language', (from) => {
    for (const p of PATTERNS) {
      const text = consumerPatternText({ main: p.id, partner: null }, wordingFor(from));
      expect(consumerPatternIdsOf(text), `${from} ${p.id}`).toEqual({ main: p.id, partner: null });
      for (const to of LOCALES)
        expect(consumerPatternIn(text, to)).toBe(consumerPatternText({ main: p.id, partner: null }, wordingFor(to)));
    }
  });

  it.each(LOCALES)('reads a main pattern together with its partner written in %s', (from) => {
    const ids = PATTERNS.map((p) => p.id);
    for (const [i, main] of ids.entries()) {
      const partner = ids[(i + 7) % ids.length];
      const text = consumerPatternText({ main, partner }, wordingFor(from));
      expect(consumerPatternIdsOf(text), text).toEqual({ main, partner });
      for (const to of LOCALES) expect(consumerPatternIn(text, to)).toBe(consumerPatternText({ main, partner }, wordingFor(to)));
    }
  });

  it('falls back on the stored pattern id, and leaves a text it cannot read, or no pattern, as it is', () => {
    expect(consumerPatternIn('An older name', 'zh', 'balanced')).toBe('平和');
    expect(consumerPatternIn('An older name', 'zh')).toBe('An older name');
    expect(consumerPatternIn('An older name', 'zh', 'not-a-pattern')).toBe('An older name');
    expect(consumerPatternIn('', 'es', 'balanced')).toBe('');
  });
});
