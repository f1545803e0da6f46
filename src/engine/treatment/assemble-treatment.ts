import type { TreatmentPlan } from '../../contract/analysis.ts';
import { getAcupoint } from '../knowledge/acupoints/index.ts';
import { getFormula } from '../knowledge/formulas/index.ts';
import { getHerb } from '../knowledge/herbs/index.ts';
import type { FormulaHerb, PatternKnowledge } from '../knowledge/types.ts';

type PlanHerb = NonNullable<TreatmentPlan['formula']>['herbs'][number];

function toPlanHerb(h: FormulaHerb, addedFor?: string): PlanHerb {
  const herb = getHerb(h.herb);
  return {
    id: herb.id,
    pinyin: herb.pinyin,
    zh: herb.zh,
    latin: herb.latin,
    doseG: [h.doseG[0], h.doseG[1]],
    ...(h.role ? { role: h.role } : {}),
    ...(addedFor ? { addedFor } : {}),
  };
}

/**
 * The treatment for the main pattern: its principle, its formula (from the formula catalogue,
 * herbs from the herb catalogue), and the formula's documented modifications that answer a
 * secondary pattern found alongside it (a modification's `forPattern`), applied to the
 * composition: herbs removed, herbs added (an added herb already in the formula is not
 * repeated). The remaining modifications are listed for the practitioner to choose from.
 * Acupoints, diet and lifestyle (English) come from the main pattern. Returns the plan even
 * for 'balanced' (no formula, only advice).
 */
export function assembleTreatment(main: PatternKnowledge, secondaryIds: readonly string[]): TreatmentPlan {
  const use = main.formula;
  const formula = use ? getFormula(use.formula) : null;
  const applied = use?.modifications.filter((m) => m.forPattern && secondaryIds.includes(m.forPattern)) ?? [];
  const others = use?.modifications.filter((m) => !applied.includes(m)) ?? [];

  let herbs: PlanHerb[] = formula?.herbs.map((h) => toPlanHerb(h)) ?? [];
  for (const m of applied) {
    const removed = new Set(m.remove ?? []);
    herbs = herbs.filter((h) => !removed.has(h.id));
    for (const add of m.add ?? []) {
      if (!herbs.some((h) => h.id === add.herb)) herbs.push(toPlanHerb(add, m.forPattern));
    }
  }
  const advice = (items: PatternKnowledge['diet']) => items.map((a) => ({ name: a.name, description: a.description }));
  return {
    patternId: main.id,
    principle: { ...main.treatmentPrinciple },
    formula:
      formula && use
        ? {
            name: { ...formula.name },
            ...(formula.source ? { source: formula.source } : {}),
            herbs,
            keyHerbs: use.keyHerbs.filter((id) => herbs.some((h) => h.id === id)),
          }
        : null,
    appliedModifications: applied.map((m) => ({
      when: m.when,
      ...(m.forPattern ? { forPattern: m.forPattern } : {}),
      add: (m.add ?? []).map((h) => h.herb),
      remove: [...(m.remove ?? [])],
    })),
    otherModifications: others.map((m) => ({
      when: m.when,
      add: (m.add ?? []).map((h) => h.herb),
      remove: [...(m.remove ?? [])],
    })),
    acupoints: main.acupoints.map((use) => {
      const point = getAcupoint(use.code);
      return { code: point.code, pinyin: point.pinyin, location: point.location, role: use.role };
    }),
    diet: advice(main.diet),
    lifestyle: advice(main.lifestyle),
  };
}

/** Herb ids of a plan's formula, after modifications: what the interaction table is checked against. */
export function planHerbIds(plan: TreatmentPlan | null): string[] {
  return plan?.formula?.herbs.map((h) => h.id) ?? [];
}
