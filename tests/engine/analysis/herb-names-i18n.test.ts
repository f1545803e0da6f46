import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { getHerb } from '../../../src/engine/knowledge/herbs/index.ts';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';

/*
 * Issue 13 §3: the practitioner's formula lists each herb with its Chinese characters and pinyin
 * beside the name in the reader's language, and the pharmaceutical Latin, as practitioners read
 * them ('rén shēn 人参 (Ginseng root; Radix et Rhizoma Ginseng) 3-9 g'); in Chinese the
 * characters come first and the pinyin stays beside them.
 */
const input = {
  symptoms: 'Fatigue, loose stools, poor appetite, pale face, shortness of breath.',
  pulse: { qualities: ['weak' as const] },
};

describe.each(['en', 'es', 'zh'] as const)('the formula herbs in %s', (locale) => {
  const r = analyse({ ...input, locale });
  const lines = r.practitioner.treatment_plan.hierbas_clave ?? [];

  it('names each herb with pinyin, characters, a translated name where the reader needs one, Latin and the dose', () => {
    expect(lines.length).toBeGreaterThan(0);
    let checked = 0;
    for (const line of lines) {
      const herb = [...line.matchAll(/\p{Script=Han}+/gu)].map((m) => m[0])[0];
      expect(herb, line).toBeDefined();
      const h = ['ren-shen', 'bai-zhu', 'fu-ling', 'zhi-gan-cao', 'huang-qi', 'dang-shen']
        .map((id) => getHerb(id))
        .find((x) => x.zh === herb);
      expect(line).toMatch(/\d+-\d+ g$/);
      if (!h) continue; // a herb outside this spot check: the shape above still holds
      checked += 1;
      expect(line).toContain(h.pinyin);
      expect(line).toContain(h.latin);
      if (locale === 'zh') {
        expect(line.startsWith(`${h.zh} ${h.pinyin}`), line).toBe(true);
      } else {
        expect(line.startsWith(`${h.pinyin} ${h.zh} (`), line).toBe(true);
        // The name in the reader's words sits between the characters and the Latin.
        const inBrackets = /\(([^;]+); /.exec(line)?.[1];
        expect(inBrackets, line).toBeTruthy();
        expect(inBrackets).toBe(translatorFor(locale)(`herb.${h.id}.name`, h.english));
        if (locale === 'es' && h.id === 'ren-shen') expect(inBrackets).toBe('Raíz de ginseng');
      }
    }
    expect(checked, lines.join(' | ')).toBeGreaterThan(0);
  });
});
