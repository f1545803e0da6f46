import { describe, expect, it } from 'vitest';
import { COMPLEX_FACTORS } from '../../../src/contract/assessment.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { buildPractitionerReport } from '../../../src/engine/report/practitioner-report.ts';

/*
 * A practitioner's case with complex factors: the severity and chronicity reasons, the
 * prognosis obstacles and the SPEC §3 'factores_complicantes' name the factors in the
 * reader's language; no English factor name is left in a Spanish or Chinese text.
 */
const factors = ['Chronic pain', 'Treatment-resistant case', 'Autoimmune conditions'];
const input = {
  symptoms: 'Fatigue, loose stools, poor appetite, pale face.',
  pulse: { qualities: ['weak' as const] },
  complexFactors: factors,
};
const englishWords = new RegExp(COMPLEX_FACTORS.map((f) => f.replace(/[/]/g, '\\/')).join('|'), 'i');

describe.each([
  { locale: 'es' as const, names: ['dolor crónico', 'caso resistente al tratamiento', 'enfermedades autoinmunes'] },
  { locale: 'zh' as const, names: ['慢性疼痛', '难治性病例', '自身免疫性疾病'] },
])('complex factors in $locale', ({ locale, names }) => {
  const r = analyse({ ...input, locale });

  it('names them translated in the severity and chronicity reasons', () => {
    const severity = r.severity.reasons.find((s) => names.some((n) => s.includes(n)));
    expect(severity, r.severity.reasons.join(' | ')).toBeDefined();
    for (const n of names) expect(severity).toContain(n);
    const chronicity = r.chronicity.reasons.find((s) => s.includes(names[0]));
    expect(chronicity, r.chronicity.reasons.join(' | ')).toContain(names[1]);
    for (const reason of [...r.severity.reasons, ...r.chronicity.reasons]) expect(reason).not.toMatch(englishWords);
  });

  it('names them translated in the prognosis obstacles and the complicating factors', () => {
    for (const n of names) {
      expect(r.prognosis.obstacles.some((o) => o.includes(n))).toBe(true);
      expect(r.practitioner.special_considerations.factores_complicantes).toContain(n);
    }
    expect(r.prognosis.obstacles.join(' ')).not.toMatch(englishWords);
    expect(r.practitioner.special_considerations.factores_complicantes.join(' ')).not.toMatch(englishWords);
  });

  it('names them translated in the practitioner report', () => {
    const report = buildPractitionerReport({
      locale,
      practitioner: { firstName: 'Ana', lastName: 'Li', licenseNumber: 'L-1' },
      patient: { firstName: 'Eva', chiefComplaint: 'cansancio', complexFactors: factors },
      generatedAt: new Date('2026-11-26T08:00:00Z'),
    });
    for (const n of names) expect(report.text).toContain(n);
    expect(report.text).not.toMatch(englishWords);
  });
});

describe('complex factors in English and as free text', () => {
  it('keeps the SPEC names in English and a free-text factor as written', () => {
    const r = analyse({ ...input, complexFactors: ['Chronic pain', 'dolor de espalda desde 2019'], locale: 'es' });
    expect(r.prognosis.obstacles).toContain('factor complejo: dolor de espalda desde 2019');
    const en = analyse(input);
    expect(en.severity.reasons).toContain('complex factors: Chronic pain, Treatment-resistant case, Autoimmune conditions');
  });
});
