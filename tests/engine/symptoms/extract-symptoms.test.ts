import { describe, expect, it } from 'vitest';
import {
  extractSymptoms,
  summarizeSymptoms,
  type ExtractedSymptom,
} from '../../../src/engine/patterns/symptoms/extract-symptoms.ts';

const find = (list: ExtractedSymptom[], id: string) => list.find((s) => s.id === id);
const present = (text: string) => summarizeSymptoms(extractSymptoms(text)).present;
const absent = (text: string) => summarizeSymptoms(extractSymptoms(text)).absent;

describe('extractSymptoms: finding symptoms', () => {
  it("reads a practitioner's shorthand note", () => {
    const found = extractSymptoms('tired all the time, worse after meals; loose stools; no thirst');
    expect(find(found, 'fatigue')).toMatchObject({ negated: false, evidence: 'tired' });
    expect(find(found, 'fatigue')!.qualifiers).toEqual(expect.arrayContaining(['constant', 'worse-after-eating']));
    expect(find(found, 'worse-after-eating')).toMatchObject({ negated: false, evidence: 'worse after meals' });
    expect(find(found, 'loose-stools')).toMatchObject({ negated: false, evidence: 'loose stools' });
    expect(find(found, 'no-thirst')).toMatchObject({ negated: false });
    expect(find(found, 'thirst')).toMatchObject({ negated: true });
  });

  it('ignores case and accents, and reads Spanish', () => {
    const found = extractSymptoms('CANSANCIO, Estreñimiento y DOLOR DE CABEZA; sudoración nocturna');
    expect(found.map((s) => s.id)).toEqual(expect.arrayContaining(['fatigue', 'constipation', 'headache', 'night-sweats']));
  });

  it('quotes the original words, accents and case included, as evidence', () => {
    expect(extractSymptoms('Tiene NÁUSEAS y sueño agitado 😴')).toEqual([
      expect.objectContaining({ id: 'nausea', evidence: 'NÁUSEAS' }),
      expect.objectContaining({ id: 'restless-sleep', evidence: 'sueño agitado' }),
    ]);
    const decomposed = 'Nau\u0301seas';
    expect(extractSymptoms(decomposed)[0]).toMatchObject({ id: 'nausea', evidence: decomposed });
  });

  it('prefers the longest phrase', () => {
    expect(present('dry cough for weeks')).toContain('dry-cough');
    expect(present('night sweats')).toEqual(['night-sweats']);
    expect(extractSymptoms('headache at the temples')[0]).toMatchObject({
      id: 'temporal-headache',
      evidence: 'headache at the temples',
    });
  });

  it('also reports the general symptom a specific one implies', () => {
    expect(present('dry cough')).toEqual(expect.arrayContaining(['dry-cough', 'cough']));
    expect(present('migrañas')).toEqual(expect.arrayContaining(['migraine', 'headache']));
  });

  it('matches plurals and skips articles and possessives', () => {
    expect(present('headaches and palpitation')).toEqual(expect.arrayContaining(['headache', 'palpitations']));
    expect(present('pain in my chest')).toContain('chest-pain');
    expect(present('dolor en el pecho')).toContain('chest-pain');
  });

  it('finds both the character and the site of a pain', () => {
    expect(present('stabbing pain in the hypochondrium')).toEqual(
      expect.arrayContaining(['fixed-stabbing-pain', 'hypochondriac-pain']),
    );
    expect(present('dolor punzante en el pecho')).toEqual(expect.arrayContaining(['fixed-stabbing-pain', 'chest-pain']));
    expect(present('stabbing chest pain')).toEqual(expect.arrayContaining(['fixed-stabbing-pain', 'chest-pain']));
  });

  it('reads two qualities of the same stools', () => {
    expect(present('loose foul-smelling stools')).toEqual(expect.arrayContaining(['loose-stools', 'foul-smelling-stools']));
    expect(present('heces blandas malolientes')).toEqual(expect.arrayContaining(['loose-stools', 'foul-smelling-stools']));
  });

  it('reads a productive cough and the colour of its phrase together', () => {
    expect(present('tos con flemas amarillas y espesas')).toEqual(expect.arrayContaining(['productive-cough', 'yellow-sputum']));
  });

  it('reads a Spanish intake note', () => {
    const found = extractSymptoms(
      'Frío en manos y pies, dolor lumbar, orina clara y abundante, se levanta dos veces por la noche a orinar, poca libido.',
    );
    expect(summarizeSymptoms(found).present).toEqual(
      expect.arrayContaining(['cold-limbs', 'low-back-pain', 'clear-copious-urine', 'nocturia', 'low-libido']),
    );
    expect(found.flatMap((s) => s.qualifiers)).not.toContain('intermittent');
  });

  it('reads the classic compound sign of the lower back and knees as both signs', () => {
    expect(present('sore lower back and knees')).toEqual(
      expect.arrayContaining(['sore-lower-back-and-knees', 'low-back-pain', 'weak-knees']),
    );
    expect(present('dry mouth and throat at night')).toEqual(expect.arrayContaining(['dry-mouth', 'dry-throat']));
  });

  it('steps over Spanish adjectives placed after the noun', () => {
    const found = extractSymptoms('dolor fuerte de cabeza');
    expect(find(found, 'headache')).toMatchObject({ negated: false, evidence: 'dolor fuerte de cabeza' });
    expect(find(found, 'headache')!.qualifiers).toContain('severe');
  });

  it('does not read tongue and pulse descriptions as symptoms', () => {
    expect(present('Tongue pale and swollen, trembling tongue. Lengua pálida e hinchada; pulso tenso')).toEqual([]);
    expect(present('Tongue ulcers, agitation, palpitations')).toEqual(['mouth-ulcers', 'restlessness', 'palpitations']);
  });

  it('reads review-of-systems notes written as "organ: finding"', () => {
    const summary = summarizeSymptoms(extractSymptoms('Sleep: poor. Appetite: poor. Thirst: none. Stools: loose. Urine: dark.'));
    expect(summary.present).toEqual(
      expect.arrayContaining(['insomnia', 'poor-appetite', 'no-thirst', 'loose-stools', 'scanty-dark-urine']),
    );
    expect(summary.absent).toContain('thirst');
  });

  it('never builds a phrase across punctuation', () => {
    expect(present('Sleep well. Appetite good')).toEqual([]);
    expect(present('Energy good, low mood')).toEqual(['depression']);
    expect(present('mood stable, low back pain')).toEqual(['low-back-pain']);
  });

  it('stays fast on the longest text the contract allows, even adversarial', () => {
    const started = performance.now();
    extractSymptoms('no, '.repeat(1000));
    extractSymptoms('Tired, worse after meals; no thirst, denies fever or chills. Sin fiebre ni sed. '.repeat(50));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('does not fall for words that name a symptom only in some contexts', () => {
    expect(present('garganta inflamada')).toEqual(['sore-throat']);
    expect(present('flujo menstrual abundante')).toEqual(['heavy-menstruation']);
    expect(present('tension headache')).toEqual(['headache']);
    expect(present('discharged from hospital last week')).toEqual([]);
  });

  it('returns nothing for text without symptoms', () => {
    expect(extractSymptoms('')).toEqual([]);
    expect(extractSymptoms('Came for a routine check-up after the holidays.')).toEqual([]);
  });
});

describe('extractSymptoms: negation', () => {
  it.each([
    ['no fever', 'fever'],
    ['denies thirst', 'thirst'],
    ['without night sweats', 'night-sweats'],
    ['not thirsty', 'thirst'],
    ["doesn't have headaches", 'headache'],
    ['negative for chest pain', 'chest-pain'],
    ['sin fiebre', 'fever'],
    ['niega sed', 'thirst'],
    ['no tiene dolor de cabeza', 'headache'],
    ['nunca ha tenido palpitaciones', 'palpitations'],
    ['fever: no', 'fever'],
    ['fiebre ausente', 'fever'],
  ])('negates %j', (text, id) => {
    expect(absent(text)).toContain(id);
    expect(present(text)).not.toContain(id);
  });

  it('carries a denial over a comma list', () => {
    expect(absent('Denies fever, chills or night sweats.')).toEqual(
      expect.arrayContaining(['fever', 'aversion-to-cold', 'night-sweats']),
    );
    expect(absent('niega fiebre, tos o sudores nocturnos')).toEqual(expect.arrayContaining(['fever', 'cough', 'night-sweats']));
  });

  it('ends negation at clause punctuation and at but / pero', () => {
    const found = extractSymptoms('no fever, tired all the time; headache');
    expect(find(found, 'fever')!.negated).toBe(true);
    expect(find(found, 'fatigue')!.negated).toBe(false);
    expect(find(found, 'headache')!.negated).toBe(false);
    expect(present('no fever but thirsty')).toContain('thirst');
    expect(present('sin fiebre pero con tos seca')).toContain('dry-cough');
    expect(absent('sin fiebre pero con tos seca')).toEqual(['fever']);
  });

  it('negates every item joined by or / ni inside the clause', () => {
    expect(absent('no nausea or vomiting')).toEqual(expect.arrayContaining(['nausea', 'vomiting']));
    expect(absent('sin fiebre ni sed')).toEqual(expect.arrayContaining(['fever', 'thirst']));
  });

  it('reads a symptom question answered no', () => {
    const summary = summarizeSymptoms(extractSymptoms('Headache? No. Dizziness? Yes.'));
    expect(summary.absent).toContain('headache');
    expect(summary.present).toContain('dizziness');
  });

  it('does not treat pseudo-negations as negation', () => {
    expect(present('no improvement in fatigue')).toContain('fatigue');
    expect(present('no mejora el insomnio')).toContain('insomnia');
    expect(present('no change in the bloating')).toContain('bloating');
  });

  it('does not negate a symptom whose own name contains the negation word', () => {
    expect(present('no appetite')).toContain('poor-appetite');
    expect(present("can't sleep")).toContain('insomnia');
    expect(present('no duerme bien')).toContain('insomnia');
  });

  it('keeps an affirmation when the same symptom is negated elsewhere', () => {
    const summary = summarizeSymptoms(extractSymptoms('No headache today. Headache most evenings.'));
    expect(summary.present).toContain('headache');
    expect(summary.absent).not.toContain('headache');
  });
});

describe('extractSymptoms: qualifiers', () => {
  it('attaches timing and intensity to the nearest symptom of the clause', () => {
    const found = extractSymptoms('Severe headache in the morning and mild nausea; dry cough at night');
    expect(find(found, 'headache')!.qualifiers).toEqual(expect.arrayContaining(['severe', 'worse-in-morning']));
    expect(find(found, 'nausea')!.qualifiers).toEqual(['mild']);
    expect(find(found, 'dry-cough')!.qualifiers).toEqual(['at-night']);
  });

  it('reports stress as a modality symptom and as a qualifier', () => {
    const found = extractSymptoms('bloating, worse with stress');
    expect(find(found, 'bloating')!.qualifiers).toContain('worse-with-stress');
    expect(find(found, 'worse-with-stress')).toMatchObject({ negated: false });
  });

  it('reads Spanish qualifiers', () => {
    const found = extractSymptoms('Dolor lumbar crónico, peor con el frío; tos seca por la noche');
    expect(find(found, 'low-back-pain')!.qualifiers).toEqual(expect.arrayContaining(['chronic', 'worse-with-cold']));
    expect(find(found, 'dry-cough')!.qualifiers).toEqual(['at-night']);
  });

  it('turns pain modalities into the signs pattern knowledge weighs', () => {
    expect(present('stabbing pain, worse at night')).toContain('pain-worse-at-night');
    const found = extractSymptoms('epigastric pain better with pressure');
    expect(find(found, 'epigastric-pain')).toMatchObject({ negated: false });
    expect(find(found, 'pain-better-with-pressure')).toMatchObject({ negated: false });
    expect(present('insomnia at night')).not.toContain('pain-worse-at-night');
  });

  it('does not let a qualifier cross into another clause', () => {
    const found = extractSymptoms('insomnia. Headache worse after meals');
    expect(find(found, 'insomnia')!.qualifiers).toEqual([]);
    expect(find(found, 'headache')!.qualifiers).toContain('worse-after-eating');
  });
});
