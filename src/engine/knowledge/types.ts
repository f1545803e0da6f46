import type {
  BodyColor,
  Coating,
  Moisture,
  PulseFeature,
  Texture,
  TongueShape,
  TongueSign,
  TongueSize,
} from '../../contract/assessment.ts';

/*
 * The shapes of the knowledge base: facts written once. Herbs live in ./herbs, formulas in
 * ./formulas (referring to herbs by id), acupoints in ./acupoints.ts, patterns in ./patterns
 * (referring to formulas, herbs and acupoints by id). English user-visible text stays here;
 * its Spanish and Chinese renderings live in ./locales (see ./localize.ts).
 */

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
/** One of PATTERN_IDS. */
export type PatternId = (typeof PATTERN_IDS)[number];

// ---------------------------------------------------------------------------------------
// Herbs

/** Materia medica categories (the chapters of Bensky, Materia Medica). */
export const HERB_CATEGORIES = [
  'release-exterior',
  'clear-heat',
  'purgative',
  'drain-dampness',
  'dispel-wind-dampness',
  'transform-phlegm-stop-cough',
  'aromatic-transform-dampness',
  'relieve-food-stagnation',
  'regulate-qi',
  'invigorate-blood',
  'stop-bleeding',
  'warm-interior',
  'tonify-qi',
  'tonify-blood',
  'tonify-yin',
  'tonify-yang',
  'astringent',
  'calm-spirit',
  'calm-liver-extinguish-wind',
  'open-orifices',
  'adjunct',
] as const;
/** One of HERB_CATEGORIES. */
export type HerbCategory = (typeof HERB_CATEGORIES)[number];

/** Thermal nature of a herb (si qi). */
export type HerbNature = 'hot' | 'warm' | 'neutral' | 'cool' | 'cold';
/** Flavours of a herb (wu wei, with bland and astringent). */
export type HerbFlavour = 'acrid' | 'sweet' | 'bitter' | 'sour' | 'salty' | 'bland' | 'astringent';

/**
 * Pharmacological classes of herbs that the herb-drug interaction table is written
 * against (Chen & Chen; NCCIH; Bensky): a table row names classes, a herb carries the
 * classes it belongs to, so each fact is written once.
 */
export const HERB_INTERACTION_CLASSES = [
  'warfarin-potentiating',
  'blood-moving',
  'glycyrrhizin',
  'diuretic',
  'sedative',
  'glucose-lowering',
  'hypotensive',
  'mineral',
  'immune-stimulating',
  'ephedrine',
  'synephrine',
  'aconite',
  'cardiac-glycoside',
  'anthraquinone',
  'ginseng',
  'cardiotonic',
  'mucilage',
  'cyp3a4-inhibiting',
  'baicalin',
  'ginkgo',
  'phytoestrogenic',
] as const;
/** One of HERB_INTERACTION_CLASSES. */
export type HerbInteractionClass = (typeof HERB_INTERACTION_CLASSES)[number];

/** Cautions of one herb (Bensky, Materia Medica; Chen & Chen; NCCIH). Texts are English, short, for practitioners. */
export interface HerbCautions {
  /** 'avoid' = contraindicated in pregnancy; 'caution' = only with care and supervision. */
  pregnancy?: { level: 'avoid' | 'caution'; reason: string };
  /** Why the herb is avoided or needs care while breastfeeding. */
  breastfeeding?: string;
  /** Antiplatelet or anticoagulant action: bleeding risk with drugs, surgery, heavy periods. */
  bleeding?: string;
  /** Why the herb is not for long courses or large doses. */
  longTerm?: string;
}

/** One medicinal, written once. Formulas and consumer advice refer to it by id. */
export interface Herb {
  /** Toneless pinyin joined by '-' ('dang-gui'): the key used everywhere. */
  id: string;
  /** Pinyin with tone marks ('dāng guī'). */
  pinyin: string;
  /** Simplified Chinese name ('当归'). */
  zh: string;
  /** Pharmaceutical Latin name ('Radix Angelicae Sinensis'). */
  latin: string;
  /** English common name ('Chinese angelica root'). */
  english: string;
  category: HerbCategory;
  nature: HerbNature;
  flavours: readonly HerbFlavour[];
  cautions: HerbCautions;
  interactionClasses: readonly HerbInteractionClass[];
}

// ---------------------------------------------------------------------------------------
// Formulas

/** A herb in a formula: the catalogue herb by id, with the dose and role it has in this formula. */
export interface FormulaHerb {
  herb: string;
  /** Typical daily dose range in grams in decoction, for practitioners only. */
  doseG: readonly [number, number];
  role?: 'chief' | 'deputy' | 'assistant' | 'envoy';
}

/** Formula categories (the chapters of Bensky, Formulas & Strategies, simplified). */
export type FormulaCategory =
  'tonifying' | 'harmonizing-regulating' | 'clearing-heat' | 'warming' | 'dampness-phlegm-food' | 'exterior' | 'calming';

/** One classical formula, written once. */
export interface Formula {
  /** Toneless pinyin joined by '-' ('si-jun-zi-tang'). */
  id: string;
  name: { en: string; pinyin: string; zh: string };
  category: FormulaCategory;
  /** Source text of the formula, e.g. 'Tai Ping Hui Min He Ji Ju Fang (1107-1151)'. */
  source?: string;
  herbs: readonly FormulaHerb[];
}

/** A documented modification of a formula for one pattern. */
export interface FormulaModification {
  /** The presentation that calls for it, e.g. 'with marked insomnia'. */
  when: string;
  add?: readonly FormulaHerb[];
  /** Herb ids removed. */
  remove?: readonly string[];
  /** Set when the modification answers a secondary pattern found alongside the main one. */
  forPattern?: PatternId;
  /**
   * The findings that show the presentation `when` names, in the knowledge base's vocabulary
   * (symptom ids, tongue features such as `sign:peeled-coating`, pulse qualities): 'jaundice
   * with yellow eyes and skin' is `['jaundice']`. A modification with `forPattern` is applied
   * only when that pattern is found alongside the main one AND the case has at least one of
   * these findings; otherwise it stays an option ('if …, add …'). Every modification of the
   * knowledge base with `forPattern` lists them (tests/engine/knowledge/patterns.test.ts).
   */
  findings?: readonly ModificationFinding[];
}

/**
 * A finding a modification's presentation is recognised by, as the case's findings key it: a
 * tongue feature (`sign:peeled-coating`), a pulse quality (`thin`) or a symptom id (`jaundice`).
 * A plain string, as symptom ids are (SymptomId); tests/engine/knowledge/patterns.test.ts checks
 * each one against the three vocabularies.
 */
export type ModificationFinding = string;

/** How a pattern uses a formula: which one, its key herbs here, and its modifications. */
export interface FormulaUse {
  formula: string;
  /** Herb ids of the key herbs, most important first. */
  keyHerbs: readonly string[];
  modifications: readonly FormulaModification[];
}

// ---------------------------------------------------------------------------------------
// Acupoints

/** One acupuncture point, written once (WHO Standard Acupuncture Point Locations, 2008). */
export interface Acupoint {
  /** Standard WHO code, e.g. 'ST36', 'LR3', 'EX-HN5'. */
  code: string;
  pinyin: string;
  zh: string;
  location: string;
}

/** A point as a pattern uses it: the catalogue point by code and its role in this pattern. */
export interface AcupointUse {
  code: string;
  role: string;
}

// ---------------------------------------------------------------------------------------
// Patterns

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
 * 'night-sweats'); the vocabulary in ../patterns/symptoms/ defines every id with its synonyms.
 */
export type SymptomId = string;

/**
 * How strongly a sign points to (or, in `against`, away from) a pattern:
 * 3 = cardinal sign of the pattern in the references, 2 = typical, 1 = supportive/common.
 */
export type SignWeight = 1 | 2 | 3;

/** A sign with its weight. */
export interface WeightedSign<T> {
  sign: T;
  weight: SignWeight;
}

/** Consumer-facing advice item: plain words, no doses. `id` is stable (translation key). */
export interface Advice {
  id: string;
  name: string;
  description: string;
  /** Catalogue herbs the item contains (goji berries: gou-qi-zi), checked against medications. */
  herbs?: readonly string[];
  /** Foods that move the blood (garlic, black fungus, hawthorn): a person on a blood thinner is told to keep them to kitchen amounts. */
  movesBlood?: true;
}

/**
 * What a prognosis factor depends on in the person: shown only when it holds ('younger age'
 * only for a younger person, 'recent onset' only for an acute or subacute case).
 */
export type PrognosisCondition = 'younger' | 'older' | 'recent-onset' | 'long-standing';

/** A prognosis factor: plain text, or text that applies only under a condition. */
export type PrognosisFactor = string | { text: string; onlyIf: PrognosisCondition };

/** One pattern (zheng) of the knowledge base. */
export interface PatternKnowledge {
  id: PatternId;
  names: { en: string; zh: string; pinyin: string };
  /** Two or three plain sentences a consumer can follow. */
  explanation: string;
  /** Deficiency, excess or both (ben xu biao shi). */
  nature: 'deficiency' | 'excess' | 'mixed' | 'none';
  /** Thermal tendency used for coherence checks. */
  temperature: 'cold' | 'heat' | 'neutral';
  /** Zang-fu organs, English capitalised: 'Liver', 'Spleen', 'Stomach', 'Heart', 'Lung', 'Kidney', ... */
  organs: readonly string[];
  /** Pathogenic factors, e.g. 'Qi stagnation', 'Dampness', 'Heat', 'Blood deficiency'. */
  pathogenicFactors: readonly string[];
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
  formula: FormulaUse | null;
  acupoints: readonly AcupointUse[];
  /** Consumer-safe herbal support: food herbs and teas, no doses ('Chrysanthemum tea'). */
  consumerHerbs: readonly Advice[];
  diet: readonly Advice[];
  lifestyle: readonly Advice[];
  /**
   * Cautions of the pattern's treatment as a whole. Herb cautions (pregnancy, breastfeeding,
   * bleeding) come from the herb catalogue, drug interactions from the interaction table.
   */
  cautions: {
    /** The formula is not for long-term use, and why. */
    longTerm?: string;
    /** Presentations it does not suit, and findings that need a doctor. */
    other?: readonly string[];
  };
  prognosis: {
    /** Typical course with treatment, e.g. 'Usually improves within 4-8 weeks of regular treatment'. */
    expectation: string;
    favourable: readonly PrognosisFactor[];
    obstacles: readonly PrognosisFactor[];
  };
  /** Keys of docs/tcm-references.md entries this pattern was written from. */
  references: readonly string[];
}
