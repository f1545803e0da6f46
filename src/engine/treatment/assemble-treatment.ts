import type { TreatmentPlan } from '../../contract/analysis.ts';
import { getAcupoint } from '../knowledge/acupoints/index.ts';
import { getFormula } from '../knowledge/formulas/index.ts';
import { getHerb } from '../knowledge/herbs/index.ts';
import type { FormulaHerb, FormulaModification, PatternKnowledge } from '../knowledge/types.ts';

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
 * Whether a modification written for a secondary pattern (`forPattern`) answers this case: the
 * pattern is found alongside the main one, and the case shows the presentation the modification
 * names (at least one of its `findings`; one without `findings` is called for by the pattern
 * alone). A secondary pattern is often found from findings it shares with the main one (bitter
 * taste and dark urine for Liver-Gallbladder Damp-Heat beside Spleen-Stomach Damp-Heat), so the
 * pattern alone does not show that its specific presentation (jaundice) is there.
 */
export function modificationApplies(
  m: FormulaModification,
  secondaryIds: readonly string[],
  present: ReadonlySet<string>,
): boolean {
  if (!m.forPattern || !secondaryIds.includes(m.forPattern)) return false;
  return m.findings === undefined || m.findings.some((f) => present.has(f));
}

/**
 * The treatment for the main pattern: its principle, its formula (from the formula catalogue,
 * herbs from the herb catalogue), and the formula's documented modifications that answer this
 * case (see modificationApplies: a secondary pattern found alongside, with the findings of the
 * presentation the modification names), applied to the composition: herbs removed, herbs added
 * (an added herb already in the formula is not repeated) and named among the key herbs after
 * the formula's own. The remaining modifications are listed for the practitioner to choose
 * from ('if …, add …'), nothing of them in the composition. Acupoints, diet and lifestyle
 * (English) come from the main pattern. Returns the plan even for 'balanced' (no formula, only
 * advice). `caseFindings` are the keys of the case's findings (symptom ids, tongue features,
 * pulse qualities).
 */
export function assembleTreatment(
  main: PatternKnowledge,
  secondaryIds: readonly string[],
  caseFindings: Iterable<string>,
): TreatmentPlan {
  const use = main.formula;
  const formula = use ? getFormula(use.formula) : null;
  const present = new Set(caseFindings);
  const applied = use?.modifications.filter((m) => modificationApplies(m, secondaryIds, present)) ?? [];
  const others = use?.modifications.filter((m) => !applied.includes(m)) ?? [];

  let herbs: PlanHerb[] = formula?.herbs.map((h) => toPlanHerb(h)) ?? [];
  const added: string[] = [];
  for (const m of applied) {
    const removed = new Set(m.remove ?? []);
    herbs = herbs.filter((h) => !removed.has(h.id));
    for (const add of m.add ?? []) {
      if (!herbs.some((h) => h.id === add.herb)) {
        herbs.push(toPlanHerb(add, m.forPattern));
        added.push(add.herb);
      }
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
            keyHerbs: [...use.keyHerbs, ...added].filter((id) => herbs.some((h) => h.id === id)),
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
