import { describe, expect, it } from 'vitest';
import {
  SYMPTOM_VOCABULARY,
  DISCOMFORT_SYMPTOM_IDS,
  isKnownSymptomId,
} from '../../../src/engine/patterns/symptoms/vocabulary.ts';
import { symptomTermMatcher } from '../../../src/engine/patterns/symptoms/extract-symptoms.ts';
import { DISCOMFORTS } from '../../../src/contract/assessment.ts';
import { PATTERNS } from '../../../src/engine/knowledge/patterns/index.ts';

/** Ids the pattern knowledge was written against (issue 4 brief); the vocabulary must define each. */
const IDS_USED_BY_PATTERNS = [
  'fatigue',
  'poor-appetite',
  'loose-stools',
  'abdominal-distension',
  'bloating',
  'irritability',
  'depression',
  'sighing',
  'hypochondriac-pain',
  'breast-distension',
  'irregular-menstruation',
  'dysmenorrhea',
  'insomnia',
  'dream-disturbed-sleep',
  'palpitations',
  'poor-memory',
  'dizziness',
  'blurred-vision',
  'dry-eyes',
  'red-eyes',
  'headache',
  'temporal-headache',
  'tinnitus',
  'bitter-taste',
  'dry-mouth',
  'thirst',
  'no-thirst',
  'night-sweats',
  'spontaneous-sweating',
  'five-palm-heat',
  'afternoon-fever',
  'malar-flush',
  'cold-limbs',
  'aversion-to-cold',
  'fever',
  'sore-throat',
  'cough',
  'dry-cough',
  'yellow-sputum',
  'white-sputum',
  'shortness-of-breath',
  'weak-voice',
  'nasal-congestion',
  'runny-nose',
  'body-aches',
  'low-back-pain',
  'weak-knees',
  'frequent-urination',
  'nocturia',
  'scanty-dark-urine',
  'burning-urination',
  'edema',
  'heaviness',
  'nausea',
  'vomiting',
  'acid-regurgitation',
  'belching',
  'epigastric-pain',
  'bad-breath',
  'bleeding-gums',
  'mouth-ulcers',
  'constipation',
  'dry-stools',
  'foul-smelling-stools',
  'sticky-stools',
  'pale-complexion',
  'sallow-complexion',
  'red-face',
  'numbness',
  'muscle-cramps',
  'hair-loss',
  'scanty-menstruation',
  'amenorrhea',
  'fixed-stabbing-pain',
  'dark-menstrual-clots',
  'purple-lips',
  'anxiety',
  'restlessness',
  'chest-oppression',
  'chest-pain',
  'weight-gain',
  'obesity',
  'dizziness-heavy-head',
  'jaundice',
  'leukorrhea-yellow',
  'itching-genital',
  'low-libido',
  'impotence',
  'infertility',
  'hunger-no-desire-to-eat',
  'excessive-hunger',
  'sweating-on-exertion',
  'easily-catch-colds',
  'worse-with-stress',
  'worse-after-eating',
  'prolapse',
  'easy-bruising',
  'plum-pit-throat',
];

describe('symptom vocabulary', () => {
  it('defines at least 170 symptoms with unique kebab-case ids', () => {
    expect(SYMPTOM_VOCABULARY.length).toBeGreaterThanOrEqual(170);
    const ids = SYMPTOM_VOCABULARY.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('defines every symptom id the pattern knowledge was written against', () => {
    expect(IDS_USED_BY_PATTERNS.filter((id) => !isKnownSymptomId(id))).toEqual([]);
  });

  it('defines every symptom id that the 32 pattern files use, as sign or as counter-sign', () => {
    const unknown = PATTERNS.flatMap((p) =>
      [...p.signs.symptoms, ...(p.against.symptoms ?? [])]
        .filter((s) => !isKnownSymptomId(s.sign))
        .map((s) => `${p.id}: ${s.sign}`),
    );
    expect(PATTERNS).toHaveLength(32);
    expect(unknown).toEqual([]);
  });

  it('gives every symptom an English and a Spanish label and synonyms in both languages', () => {
    const incomplete = SYMPTOM_VOCABULARY.filter(
      (s) => !s.label.en || !s.label.es || s.synonyms.en.length === 0 || s.synonyms.es.length === 0,
    ).map((s) => s.id);
    expect(incomplete).toEqual([]);
  });

  it('points implied and absence ids at symptoms that exist', () => {
    const dangling = SYMPTOM_VOCABULARY.flatMap((s) => [...(s.implies ?? []), ...(s.absenceOf ? [s.absenceOf] : [])]).filter(
      (id) => !isKnownSymptomId(id),
    );
    expect(dangling).toEqual([]);
  });

  it('never gives the same phrase to two different symptoms or qualifiers', () => {
    const conflicts = symptomTermMatcher().conflicts.map((c) => c.phrase);
    expect(conflicts).toEqual([]);
  });

  it('maps each SPEC questionnaire discomfort to a vocabulary symptom', () => {
    for (const discomfort of DISCOMFORTS) expect(isKnownSymptomId(DISCOMFORT_SYMPTOM_IDS[discomfort])).toBe(true);
    expect(DISCOMFORT_SYMPTOM_IDS['Joint Pain']).toBe('joint-pain');
  });
});
