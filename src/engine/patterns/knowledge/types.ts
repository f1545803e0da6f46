import type {
  BodyColor,
  Coating,
  Moisture,
  PulseFeature,
  Texture,
  TongueShape,
  TongueSign,
  TongueSize,
} from '../../../contract/assessment.ts';

/** The 32 canonical pattern ids of ../shared/tcm/patterns.json. */
export const PATTERN_IDS = [
  'liver-qi-stagnation',
  'liver-qi-stagnation-spleen-deficiency',
  'liver-blood-deficiency',
  'liver-yang-rising',
  'liver-fire-blazing',
  'liver-gallbladder-damp-heat',
  'spleen-qi-deficiency',
  'spleen-yang-deficiency',
  'cold-damp-encumbering-spleen',
  'spleen-stomach-damp-heat',
  'stomach-fire',
  'stomach-yin-deficiency',
  'food-stagnation',
  'heart-blood-deficiency',
  'heart-yin-deficiency',
  'heart-fire-blazing',
  'heart-spleen-deficiency',
  'heart-kidney-disharmony',
  'lung-qi-deficiency',
  'lung-yin-deficiency',
  'phlegm-heat-in-lung',
  'wind-cold-exterior',
  'wind-heat-exterior',
  'kidney-yang-deficiency',
  'kidney-yin-deficiency',
  'liver-kidney-yin-deficiency',
  'qi-and-blood-deficiency',
  'blood-stasis',
  'qi-stagnation-blood-stasis',
  'phlegm-dampness',
  'damp-heat-lower-burner',
  'balanced',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/**
 * A tongue feature a pattern can be recognised by: a SPEC §5 enumeration value
 * (`bodyColor:pale`) or a regional/special sign (`sign:red-tip`).
 */
export type TongueFeature =
  | `bodyColor:${BodyColor}`
  | `coating:${Coating}`
  | `texture:${Texture}`
  | `size:${TongueSize}`
  | `shape:${TongueShape}`
  | `moisture:${Moisture}`
  | `sign:${TongueSign}`;

/**
 * Symptom ids are kebab-case English clinical terms ('fatigue', 'loose-stools',
 * 'night-sweats'); the vocabulary in ../symptoms/ defines every id with its synonyms.
 */
export type SymptomId = string;

/**
 * How strongly a sign points to (or, in `against`, away from) a pattern:
 * 3 = cardinal sign of the pattern in the references, 2 = typical, 1 = supportive/common.
 */
export type SignWeight = 1 | 2 | 3;

export interface WeightedSign<T> {
  sign: T;
  weight: SignWeight;
}

export interface Bilingual {
  en: string;
  es: string;
}

/** One herb of a formula. `id` is toneless pinyin joined by '-' ('dang-gui'), the key of the interaction table. */
export interface FormulaHerb {
  id: string;
  pinyin: string;
  zh: string;
  /** Pharmaceutical Latin name, e.g. 'Radix Angelicae Sinensis'. */
  latin: string;
  /** Typical daily dose range in grams in decoction, for practitioners only. */
  doseG: readonly [number, number];
  role?: 'chief' | 'deputy' | 'assistant' | 'envoy';
}

export interface FormulaModification {
  /** The presentation that calls for it, e.g. 'with marked insomnia'. */
  when: string;
  add?: FormulaHerb[];
  /** Herb ids removed. */
  remove?: string[];
  /** Set when the modification answers a secondary pattern found alongside the main one. */
  forPattern?: PatternId;
}

export interface Formula {
  name: { en: string; pinyin: string; zh: string };
  herbs: FormulaHerb[];
  modifications: FormulaModification[];
  /** Herb ids of the key herbs, most important first. */
  keyHerbs: string[];
  /** Source of the formula, e.g. 'He Ji Ju Fang (1107)'. */
  source?: string;
}

export interface Acupoint {
  /** Standard WHO code, e.g. 'ST36', 'LR3', 'PC6', 'GV20', 'Yintang' for extra points (EX-HN3). */
  code: string;
  pinyin: string;
  location: string;
  role: string;
}

/** Consumer-facing advice item: plain words, no doses. */
export interface Advice {
  name: Bilingual;
  description: Bilingual;
}

export interface PatternKnowledge {
  id: PatternId;
  names: { en: string; zh: string; pinyin: string; es: string };
  /** Two or three plain sentences a consumer can follow. */
  explanation: Bilingual;
  /** Deficiency, excess or both (ben xu biao shi). */
  nature: 'deficiency' | 'excess' | 'mixed' | 'none';
  /** Thermal tendency used for coherence checks. */
  temperature: 'cold' | 'heat' | 'neutral';
  /** Zang-fu organs, English capitalised: 'Liver', 'Spleen', 'Stomach', 'Heart', 'Lung', 'Kidney', 'Gallbladder', 'Bladder', 'Large Intestine', 'Small Intestine'. */
  organs: string[];
  /** Pathogenic factors, e.g. 'Qi stagnation', 'Dampness', 'Heat', 'Blood deficiency'. */
  pathogenicFactors: string[];
  signs: {
    tongue: WeightedSign<TongueFeature>[];
    pulse: WeightedSign<PulseFeature>[];
    symptoms: WeightedSign<SymptomId>[];
  };
  /** Findings that argue against the pattern. */
  against: {
    tongue?: WeightedSign<TongueFeature>[];
    pulse?: WeightedSign<PulseFeature>[];
    symptoms?: WeightedSign<SymptomId>[];
  };
  treatmentPrinciple: { en: string; zh: string; pinyin: string };
  /** null only for 'balanced'. */
  formula: Formula | null;
  acupoints: Acupoint[];
  /** Consumer-safe herbal support: food herbs and teas, no doses ('Chrysanthemum tea'). */
  consumerHerbs: Advice[];
  diet: Advice[];
  lifestyle: Advice[];
  cautions: {
    /** Why the formula needs care or is contraindicated in pregnancy. */
    pregnancy?: string;
    bleedingRisk?: string;
    /** Herbs or formula not for long-term use, and why. */
    longTerm?: string;
    other?: string[];
  };
  prognosis: {
    /** Typical course with treatment, e.g. 'Usually improves within 4-8 weeks of regular treatment'. */
    expectation: string;
    favourable: string[];
    obstacles: string[];
  };
  /** Keys of docs/tcm-references.md entries this pattern was written from. */
  references: string[];
}
