import { describe, expect, it } from 'vitest';
import { TreatmentPlanSchema } from '../../../src/contract/analysis.ts';
import { getPattern, PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';
import { getFormula } from '../../../src/engine/knowledge/formulas/index.ts';
import { assembleTreatment, planHerbIds } from '../../../src/engine/treatment/assemble-treatment.ts';

describe('treatment assembly', () => {
  const withTargeted = PATTERNS.filter((p) => p.formula?.modifications.some((m) => m.forPattern && (m.add?.length ?? 0) > 0));

  it('gives the main pattern its principle, formula, acupoints, diet and lifestyle', () => {
    const p = getPattern('spleen-qi-deficiency');
    const plan = assembleTreatment(p, []);
    expect(TreatmentPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.principle.en).toBe(p.treatmentPrinciple.en);
    const formula = getFormula(p.formula!.formula);
    expect(plan.formula?.name.pinyin).toBe(formula.name.pinyin);
    expect(planHerbIds(plan)).toEqual(formula.herbs.map((h) => h.herb));
    expect(plan.appliedModifications).toEqual([]);
    expect(plan.otherModifications).toHaveLength(p.formula!.modifications.length);
    expect(plan.acupoints.map((a) => a.code)).toEqual(p.acupoints.map((a) => a.code));
    expect(plan.diet[0].name).toBe(p.diet[0].name);
  });

  it('applies the modification written for a secondary pattern and marks the herbs it adds', () => {
    expect(withTargeted.length).toBeGreaterThan(0);
    for (const p of withTargeted) {
      const mod = p.formula!.modifications.find((m) => m.forPattern && m.add?.length)!;
      const plan = assembleTreatment(p, [mod.forPattern!]);
      expect(plan.appliedModifications.map((m) => m.when)).toContain(mod.when);
      for (const herb of mod.add!) expect(planHerbIds(plan)).toContain(herb.herb);
      for (const removed of mod.remove ?? []) expect(planHerbIds(plan)).not.toContain(removed);
      expect(plan.otherModifications.map((m) => m.when)).not.toContain(mod.when);
      const ids = planHerbIds(plan);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("gives 'balanced' advice without a formula", () => {
    const plan = assembleTreatment(getPattern('balanced'), []);
    expect(plan.formula).toBeNull();
    expect(plan.lifestyle.length).toBeGreaterThan(0);
  });
});
