import type { HerbInteractionClass } from '../types.ts';

/** Drug classes of the herb-drug interaction table. */
export const DRUG_CLASS_IDS = [
  'anticoagulants',
  'vitamin-k-antagonists',
  'antiplatelets',
  'nsaids',
  'antihypertensives',
  'diuretics',
  'potassium-sparing-diuretics',
  'digoxin',
  'antiarrhythmics',
  'hypoglycaemics',
  'sedatives-hypnotics',
  'immunosuppressants',
  'mao-inhibitors',
  'stimulants',
  'oral-contraceptives',
  'ssri-snri',
  'corticosteroids',
  'cyp3a4-substrates',
  'lithium',
  'quinolones-tetracyclines',
] as const;
/** One of DRUG_CLASS_IDS. */
export type DrugClassId = (typeof DRUG_CLASS_IDS)[number];

/** major: avoid the combination or change the plan; moderate: monitor or adjust; minor: inform, usually compatible. */
export const INTERACTION_SEVERITIES = ['major', 'moderate', 'minor'] as const;
export type InteractionSeverity = (typeof INTERACTION_SEVERITIES)[number];
export const isSeverity = (value: string): value is InteractionSeverity =>
  (INTERACTION_SEVERITIES as readonly string[]).includes(value);

/** Keys of docs/tcm-references.md this table was written from. */
export type InteractionReference = 'chen-pharmacology' | 'nccih-herbs' | 'bensky-materia';

/** One row of the herb-drug interaction table. */
export interface Interaction {
  /**
   * Stable id of the row ('anticoagulants-warfarin-potentiating'): the catalogue keys of its
   * texts are `interaction.<id>.effect` and `interaction.<id>.advice` (see ./localize.ts).
   */
  id: string;
  drugClass: DrugClassId;
  /** Generic and common brand names (English and Spanish where different) the row is about, for display. */
  drugNames: string[];
  /** The herb classes the row is about: every catalogue herb carrying one of them interacts. */
  herbClasses: HerbInteractionClass[];
  /** What happens, in one or two sentences (mechanism where known); Spanish and Chinese in ../locales/{es,zh}/interactions.ts. */
  effect: string;
  severity: InteractionSeverity;
  /** What the practitioner should do. */
  advice: string;
  reference: InteractionReference;
}

/** A drug or a class term recognised in medication text. */
export interface DrugName {
  /** Canonical generic name ('warfarin') or class term ('blood thinner'). */
  name: string;
  /** Other spellings and brand names, English, Spanish and Chinese ('Coumadin', 'warfarina', '华法林'). */
  aliases: string[];
  classes: DrugClassId[];
}
