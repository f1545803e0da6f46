import { describe, expect, it } from 'vitest';
import { TreatmentPlanSchema } from '../../../src/contract/analysis.ts';
import { getPattern, PATTERNS } from '../../../src/engine/patterns/knowledge/index.ts';
import { ageAdaptations } from '../../../src/engine/treatment/age-adaptations.ts';
import { assembleTreatment, planHerbIds } from '../../../src/engine/treatment/assemble-treatment.ts';

describe('treatment assembly', () => {
  const withTargeted = PATTERNS.filter((p) => p.formula?.modifications.some((m) => m.forPattern && (m.add?.length ?? 0) > 0));

  it('gives the main pattern its principle, formula, acupoints, diet and lifestyle', () => {
    const p = getPattern('spleen-qi-deficiency');
    const plan = assembleTreatment(p, []);
    expect(TreatmentPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.principle.en).toBe(p.treatmentPrinciple.en);
    expect(plan.formula?.name.pinyin).toBe(p.formula!.name.pinyin);
    expect(planHerbIds(plan)).toEqual(p.formula!.herbs.map((h) => h.id));
    expect(plan.appliedModifications).toEqual([]);
    expect(plan.otherModifications).toHaveLength(p.formula!.modifications.length);
    expect(plan.acupoints.map((a) => a.code)).toEqual(p.acupoints.map((a) => a.code));
    expect(plan.diet[0].name).toBe(p.diet[0].name.en);
  });

  it('applies the modification written for a secondary pattern and marks the herbs it adds', () => {
    expect(withTargeted.length).toBeGreaterThan(0);
    for (const p of withTargeted) {
      const mod = p.formula!.modifications.find((m) => m.forPattern && m.add?.length)!;
      const plan = assembleTreatment(p, [mod.forPattern!]);
      expect(plan.appliedModifications.map((m) => m.when)).toContain(mod.when);
      for (const herb of mod.add!) expect(planHerbIds(plan)).toContain(herb.id);
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

describe('age adaptations', () => {
  it('lowers doses for children and the elderly and asks women of child-bearing age about pregnancy', () => {
    expect(ageAdaptations(6, 'male').join(' ')).toMatch(/children/);
    expect(ageAdaptations(80, 'female').join(' ')).toMatch(/low end/);
    expect(ageAdaptations(80, 'female').join(' ')).not.toMatch(/pregnan/);
    expect(ageAdaptations(30, 'female').join(' ')).toMatch(/pregnan/);
    expect(ageAdaptations(40, 'male')).toEqual([]);
  });
});
