import { describe, expect, it } from 'vitest';
import { TreatmentPlanSchema } from '../../../src/contract/analysis.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { getPattern, PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';
import { getFormula } from '../../../src/engine/knowledge/formulas/index.ts';
import { assembleTreatment, planHerbIds } from '../../../src/engine/treatment/assemble-treatment.ts';

/** The findings of the consultation an exploratory test reported: 口苦口干，胃脘灼热，大便黏滞，小便黄 (no jaundice, no food retention). */
const DAMP_HEAT_CASE = ['bitter-taste', 'dry-mouth', 'sticky-stools', 'scanty-dark-urine', 'burning-epigastric-pain'];

describe('treatment assembly', () => {
  const withTargeted = PATTERNS.filter((p) => p.formula?.modifications.some((m) => m.forPattern && (m.add?.length ?? 0) > 0));

  it('gives the main pattern its principle, formula, acupoints, diet and lifestyle', () => {
    const p = getPattern('spleen-qi-deficiency');
    const plan = assembleTreatment(p, [], []);
    expect(TreatmentPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.principle.en).toBe(p.treatmentPrinciple.en);
    const formula = getFormula(p.formula!.formula);
    expect(plan.formula?.name.pinyin).toBe(formula.name.pinyin);
    expect(planHerbIds(plan)).toEqual(formula.herbs.map((h) => h.herb));
    expect(plan.formula?.keyHerbs).toEqual(p.formula!.keyHerbs);
    expect(plan.appliedModifications).toEqual([]);
    expect(plan.otherModifications).toHaveLength(p.formula!.modifications.length);
    expect(plan.acupoints.map((a) => a.code)).toEqual(p.acupoints.map((a) => a.code));
    expect(plan.diet[0].name).toBe(p.diet[0].name);
  });

  it('applies the modification written for a secondary pattern when the case shows its presentation, and lists the herbs it adds', () => {
    expect(withTargeted.length).toBeGreaterThan(0);
    for (const p of withTargeted) {
      const mod = p.formula!.modifications.find((m) => m.forPattern && m.add?.length)!;
      const plan = assembleTreatment(p, [mod.forPattern!], [mod.findings![0]]);
      expect(plan.appliedModifications.map((m) => m.when)).toContain(mod.when);
      for (const herb of mod.add!) {
        expect(planHerbIds(plan)).toContain(herb.herb);
        // The herb list a practitioner reads (key herbs) names what the modification added.
        expect(plan.formula?.keyHerbs).toContain(herb.herb);
      }
      for (const removed of mod.remove ?? []) {
        expect(planHerbIds(plan)).not.toContain(removed);
        expect(plan.formula?.keyHerbs).not.toContain(removed);
      }
      expect(plan.otherModifications.map((m) => m.when)).not.toContain(mod.when);
      const ids = planHerbIds(plan);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keeps a secondary pattern’s modification as an option when none of the findings of its presentation is in the case', () => {
    for (const p of withTargeted) {
      for (const mod of p.formula!.modifications.filter((m) => m.forPattern)) {
        const plan = assembleTreatment(p, [mod.forPattern!], []);
        expect(
          plan.appliedModifications.map((m) => m.when),
          `${p.id}: ${mod.when}`,
        ).not.toContain(mod.when);
        expect(plan.otherModifications.map((m) => m.when)).toContain(mod.when);
        for (const herb of mod.add ?? []) {
          if (!getFormula(p.formula!.formula).herbs.some((h) => h.herb === herb.herb))
            expect(planHerbIds(plan), herb.herb).not.toContain(herb.herb);
        }
      }
    }
  });

  it('does not apply the jaundice or food-retention modification of Lian Po Yin to a Damp-Heat case without jaundice or food retention', () => {
    // Liver-Gallbladder Damp-Heat and Food Stagnation found alongside (they share bitter taste, dark urine, sticky stools).
    const plan = assembleTreatment(
      getPattern('spleen-stomach-damp-heat'),
      ['liver-gallbladder-damp-heat', 'food-stagnation'],
      DAMP_HEAT_CASE,
    );
    expect(plan.formula?.name.pinyin).toBe('Lián Pò Yǐn');
    expect(plan.appliedModifications).toEqual([]);
    for (const herb of ['yin-chen', 'shan-zha', 'shen-qu']) expect(planHerbIds(plan)).not.toContain(herb);
    const options = plan.otherModifications.map((m) => m.when);
    expect(options).toContain('jaundice with yellow eyes and skin');
    expect(options).toContain('food retention: foul belching, distension after overeating');

    // With jaundice reported, the jaundice modification is applied and Yin Chen joins the herbs.
    const jaundiced = assembleTreatment(
      getPattern('spleen-stomach-damp-heat'),
      ['liver-gallbladder-damp-heat', 'food-stagnation'],
      [...DAMP_HEAT_CASE, 'jaundice'],
    );
    expect(jaundiced.appliedModifications.map((m) => m.forPattern)).toEqual(['liver-gallbladder-damp-heat']);
    expect(planHerbIds(jaundiced)).toContain('yin-chen');
    expect(jaundiced.formula?.keyHerbs).toContain('yin-chen');
    expect(jaundiced.otherModifications.map((m) => m.when)).toContain(
      'food retention: foul belching, distension after overeating',
    );
  });

  it('writes a Chinese consultation with those symptoms without claiming the jaundice modification as applied (exploratory test)', () => {
    const r = analyse({
      symptoms: '口苦口干，胃脘灼热，大便黏滞，小便黄',
      manualAssessment: { coating: 'yellow', size: 'enlarged', signs: ['greasy-coating'] },
      pulse: { overallQuality: 'slippery' },
      locale: 'zh',
    });
    const plan = r.practitioner.treatment_plan;
    expect(plan.formula_principal).toContain('连朴饮');
    expect(r.secondaryPatterns).toContain('liver-gallbladder-damp-heat');
    const lines = plan.modificaciones_formula ?? [];
    const applied = lines.filter((l) => l.startsWith('已加减'));
    expect(
      applied.filter((l) => /黄疸|食积/.test(l)),
      lines.join(' | '),
    ).toEqual([]);
    expect(lines.some((l) => l.startsWith('若') && l.includes('黄疸'))).toBe(true);
    expect(r.treatment?.formula?.herbs.map((h) => h.id)).not.toContain('yin-chen');
    expect((plan.hierbas_clave ?? []).some((h) => h.includes('茵陈'))).toBe(false);
    // What is claimed as applied is in the herb list.
    for (const line of applied) expect(line).not.toMatch(/黄疸|食积/);
  });

  it("gives 'balanced' advice without a formula", () => {
    const plan = assembleTreatment(getPattern('balanced'), [], []);
    expect(plan.formula).toBeNull();
    expect(plan.lifestyle.length).toBeGreaterThan(0);
  });
});
