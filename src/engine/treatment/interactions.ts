import { PhraseMatcher } from '../text/phrase-matcher.ts';
import { readPhrases } from '../text/read-phrases.ts';
import { findHerb } from '../knowledge/herbs/index.ts';
import { DRUG_NAMES } from '../knowledge/interactions/drug-names.ts';
import { INTERACTIONS } from '../knowledge/interactions/table.ts';
import type {
  DrugClassId,
  DrugName,
  Interaction,
  InteractionReference,
  InteractionSeverity,
} from '../knowledge/interactions/types.ts';

/** One interaction found between a stated medication and one herb of the plan. */
export interface FoundInteraction {
  /** The table row's id (its texts' catalogue key: knowledge/interactions/localize.ts). */
  id: string;
  /** The herb id as given by the caller ('zhi-gan-cao'). */
  herb: string;
  /** Canonical name of the recognised drug or class term ('warfarin', 'blood thinner'). */
  drug: string;
  /** The words of the medication text that named it ('Coumadin'). */
  mentioned: string;
  drugClass: DrugClassId;
  severity: InteractionSeverity;
  effect: string;
  advice: string;
  reference: InteractionReference;
}

const SEVERITY_RANK: Record<InteractionSeverity, number> = { major: 0, moderate: 1, minor: 2 };

let drugMatcher: PhraseMatcher<DrugName> | undefined;

/**
 * Matcher over drug names; filler words are kept so 'the pill' does not shrink to 'pill'.
 * Conflicting names are reported in `conflicts` (tested to be empty).
 */
export function drugNameMatcher(): PhraseMatcher<DrugName> {
  drugMatcher ??= new PhraseMatcher(
    DRUG_NAMES.map((drug) => ({ value: drug, phrases: [drug.name, ...drug.aliases] })),
    { skipFillers: false },
  );
  return drugMatcher;
}

/**
 * The drugs named in free medication text ('Coumadin 5 mg, metformina 850', 'blood
 * thinner', 'la píldora'), case- and accent-insensitive, English and Spanish. Negated
 * mentions ('no blood thinners', 'sin anticoagulantes') are left out.
 */
export function recognizeDrugs(medicationsText: string): { drug: DrugName; mentioned: string }[] {
  return readPhrases(medicationsText, drugNameMatcher())
    .phrases.filter((m) => !m.negated)
    .map((m) => ({ drug: m.value, mentioned: m.evidence }));
}

/**
 * The interaction table's rows about one herb: those naming one of the interaction classes
 * the catalogue gives the herb (processed forms and synonyms included: 'jiu-dang-gui' is dang
 * gui). An unknown herb has none.
 */
export function interactionRowsOfHerb(herbId: string): Interaction[] {
  const classes = findHerb(herbId)?.interactionClasses ?? [];
  return INTERACTIONS.filter((row) => row.herbClasses.some((c) => classes.includes(c)));
}

/**
 * Herb-drug interactions between the medications a patient states (free text) and the
 * herbs of a plan (herb ids, processed forms included: 'zhi-gan-cao', 'jiu-da-huang'),
 * read from the herbs' interaction classes in the catalogue. One result per herb and drug,
 * the most severe row kept (hydrochlorothiazide is both a diuretic and an antihypertensive),
 * sorted major first. Sources: Chen & Chen; NCCIH Herbs at a Glance; Bensky (see the table).
 */
export function findInteractions(medicationsText: string, herbIds: readonly string[]): FoundInteraction[] {
  const drugs = recognizeDrugs(medicationsText);
  if (drugs.length === 0 || herbIds.length === 0) return [];
  const found = new Map<string, FoundInteraction>();
  for (const herb of herbIds) {
    const rows = interactionRowsOfHerb(herb);
    for (const { drug, mentioned } of drugs) {
      for (const row of rows) {
        if (!drug.classes.includes(row.drugClass)) continue;
        const key = `${herb}|${drug.name}`;
        const existing = found.get(key);
        if (existing && SEVERITY_RANK[existing.severity] <= SEVERITY_RANK[row.severity]) continue;
        found.set(key, {
          id: row.id,
          herb,
          drug: drug.name,
          mentioned,
          drugClass: row.drugClass,
          severity: row.severity,
          effect: row.effect,
          advice: row.advice,
          reference: row.reference,
        });
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.herb.localeCompare(b.herb),
  );
}

/** The drug classes a plan's herbs interact with seriously (a 'major' row), with the herbs concerned. */
export interface MajorInteractionRisk {
  drugClass: DrugClassId;
  herbs: string[];
}

/**
 * The drug classes with which any of the plan's herbs has a major interaction, most herbs
 * first: what a practitioner should ask about when no medication was recorded ('ask about
 * anticoagulants': dang gui, dan shen).
 */
export function majorInteractionRisks(herbIds: readonly string[]): MajorInteractionRisk[] {
  const byClass = new Map<DrugClassId, Set<string>>();
  for (const herb of herbIds) {
    for (const row of interactionRowsOfHerb(herb)) {
      if (row.severity !== 'major') continue;
      const herbs = byClass.get(row.drugClass) ?? new Set<string>();
      herbs.add(herb);
      byClass.set(row.drugClass, herbs);
    }
  }
  return [...byClass]
    .map(([drugClass, herbs]) => ({ drugClass, herbs: [...herbs] }))
    .sort((a, b) => b.herbs.length - a.herbs.length || a.drugClass.localeCompare(b.drugClass));
}
