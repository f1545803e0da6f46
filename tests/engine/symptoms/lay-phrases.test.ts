import { describe, expect, it } from 'vitest';
import { extractSymptoms } from '../../../src/engine/patterns/symptoms/extract-symptoms.ts';
import { LAY_PHRASE_FAMILIES } from '../../../src/engine/patterns/symptoms/vocabulary/lay-phrases.ts';
import { isKnownSymptomId } from '../../../src/engine/patterns/symptoms/vocabulary.ts';

const affirmed = (text: string) =>
  extractSymptoms(text)
    .filter((m) => !m.negated)
    .map((m) => m.id);
const denied = (text: string) =>
  extractSymptoms(text)
    .filter((m) => m.negated)
    .map((m) => m.id);

/**
 * One sentence per family with a denial and a qualifier, in the person's own words: the
 * negation and qualifier handling of clinical words applies to lay words too.
 */
const SENTENCES: Record<string, { text: string; affirmed: string[]; denied: string[]; qualifier?: [string, string] }[]> = {
  energy: [
    {
      text: 'Wiped out after lunch for months, but no runny poo.',
      affirmed: ['fatigue', 'worse-after-eating'],
      denied: ['loose-stools'],
      qualifier: ['fatigue', 'chronic'],
    },
    { text: 'Siempre hecha polvo, sin caca líquida.', affirmed: ['fatigue'], denied: ['loose-stools'] },
    { text: '饭后犯困，没有拉肚子', affirmed: ['fatigue', 'worse-after-eating'], denied: [] },
  ],
  bowels: [
    {
      text: 'Runny poo every morning, not bunged up.',
      affirmed: ['loose-stools'],
      denied: ['constipation'],
      qualifier: ['loose-stools', 'worse-in-morning'],
    },
    { text: 'Caca blanda, no estreñida.', affirmed: ['loose-stools'], denied: ['constipation'] },
  ],
  temperature: [
    {
      text: "Can't get warm, hands and feet like ice, no night sweats.",
      affirmed: ['aversion-to-cold', 'cold-limbs'],
      denied: ['night-sweats'],
    },
    {
      text: 'No entro en calor y tengo pies helados; no sudo por la noche.',
      affirmed: ['aversion-to-cold', 'cold-limbs'],
      denied: ['night-sweats'],
    },
    { text: '手脚冰凉，晚上出汗', affirmed: ['cold-limbs', 'night-sweats'], denied: [] },
  ],
  eating: [
    {
      text: 'Crave sweets, tummy bloats after eating, not thirsty.',
      affirmed: ['craving-sweets', 'bloating', 'worse-after-eating'],
      denied: ['thirst'],
    },
    { text: 'Siempre tengo hambre y me sangran las encías.', affirmed: ['excessive-hunger', 'bleeding-gums'], denied: [] },
    { text: '总是饿，口臭', affirmed: ['excessive-hunger', 'bad-breath'], denied: [] },
  ],
  'sleep and mind': [
    { text: "Can't switch off at night, heart races, not anxious.", affirmed: ['insomnia', 'palpitations'], denied: ['anxiety'] },
    { text: 'No puedo dormir, se me acelera el corazón.', affirmed: ['insomnia', 'palpitations'], denied: [] },
    { text: '失眠多梦，心慌', affirmed: ['insomnia', 'dream-disturbed-sleep', 'palpitations'], denied: [] },
  ],
  'breath and throat': [
    {
      text: 'I catch every cold going and sweat easily, no stuffy nose.',
      affirmed: ['easily-catch-colds', 'spontaneous-sweating'],
      denied: ['nasal-congestion'],
    },
    { text: 'Me resfrío con facilidad, sin flemas amarillas.', affirmed: ['easily-catch-colds'], denied: ['yellow-sputum'] },
    { text: '容易感冒，气短', affirmed: ['easily-catch-colds', 'shortness-of-breath'], denied: [] },
  ],
  urine: [
    {
      text: 'It burns when I pee, up at night to pee, no dark wee.',
      affirmed: ['burning-urination', 'nocturia'],
      denied: ['scanty-dark-urine'],
    },
    { text: 'Me arde al orinar y me levanto a orinar.', affirmed: ['burning-urination', 'nocturia'], denied: [] },
    { text: '尿痛，尿频，夜尿多', affirmed: ['burning-urination', 'frequent-urination', 'nocturia'], denied: [] },
  ],
  'body and pain': [
    {
      text: 'Lower back aches for years, pins and needles, no leg cramps.',
      affirmed: ['low-back-pain', 'numbness'],
      denied: ['muscle-cramps'],
      qualifier: ['low-back-pain', 'chronic'],
    },
    { text: 'Me duelen los riñones, sin hormigueo.', affirmed: ['low-back-pain'], denied: ['numbness'] },
    { text: '腰酸，耳鸣，头晕', affirmed: ['low-back-pain', 'tinnitus', 'dizziness'], denied: [] },
  ],
  "women's health": [
    {
      text: 'Sore boobs and painful periods, no clots in my period.',
      affirmed: ['breast-distension', 'dysmenorrhea'],
      denied: ['dark-menstrual-clots'],
    },
    {
      text: 'Pechos hinchados antes de la regla, reglas dolorosas.',
      affirmed: ['breast-distension', 'dysmenorrhea'],
      denied: [],
    },
    { text: '痛经，乳房胀痛', affirmed: ['dysmenorrhea', 'breast-distension'], denied: [] },
  ],
};

describe('lay phrases', () => {
  it('name only symptoms of the vocabulary', () => {
    for (const f of LAY_PHRASE_FAMILIES)
      for (const p of f.phrases) for (const id of p.ids) expect(isKnownSymptomId(id), id).toBe(true);
  });

  it('has a sentence test for every family', () => {
    expect(Object.keys(SENTENCES).sort()).toEqual(LAY_PHRASE_FAMILIES.map((f) => f.family).sort());
  });

  for (const family of LAY_PHRASE_FAMILIES) {
    describe(family.family, () => {
      it('every phrase, in every language, is read as its symptoms', () => {
        for (const p of family.phrases) {
          for (const phrase of [...(p.en ?? []), ...(p.es ?? []), ...(p.zh ?? [])]) {
            expect(affirmed(phrase), phrase).toEqual(expect.arrayContaining([...p.ids]));
          }
        }
      });

      it('a denial denies, and a qualifier attaches, as with clinical words', () => {
        for (const s of SENTENCES[family.family] ?? []) {
          expect(affirmed(s.text), s.text).toEqual(expect.arrayContaining(s.affirmed));
          expect(denied(s.text), s.text).toEqual(expect.arrayContaining(s.denied));
          for (const id of s.denied) expect(affirmed(s.text), `${s.text}: ${id}`).not.toContain(id);
          if (s.qualifier) {
            const [id, q] = s.qualifier;
            expect(extractSymptoms(s.text).find((m) => m.id === id && !m.negated)?.qualifiers, s.text).toContain(q);
          }
        }
      });
    });
  }
});
