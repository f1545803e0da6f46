import { describe, expect, it } from 'vitest';
import { extractSymptoms } from '../../../src/engine/patterns/symptoms/extract-symptoms.ts';
import { PhraseMatcher } from '../../../src/engine/text/phrase-matcher.ts';
import { readPhrases } from '../../../src/engine/text/read-phrases.ts';
import { tokenize } from '../../../src/engine/text/tokenize.ts';

const matcher = new PhraseMatcher([
  { value: 'fatigue', phrases: ['fatigue', 'tired all the time', 'cansancio', '乏力', '疲倦'] },
  { value: 'loose-stools', phrases: ['loose stools', 'heces blandas', '大便溏', '便溏'] },
  { value: 'aversion-to-cold', phrases: ['aversion to cold', 'always cold', '怕冷', '畏寒'] },
  { value: 'thirst', phrases: ['thirst', 'sed', '口渴'] },
]);

const read = (text: string) => readPhrases(text, matcher).phrases.map((p) => `${p.negated ? 'no ' : ''}${p.value}=${p.evidence}`);

describe('shared phrase reading', () => {
  it('finds phrases and their negation in English and Spanish alike', () => {
    expect(read('Tired all the time, no thirst.')).toEqual(['fatigue=Tired all the time', 'no thirst=thirst']);
    expect(read('Cansancio y heces blandas, sin sed.')).toEqual([
      'fatigue=Cansancio',
      'loose-stools=heces blandas',
      'no thirst=sed',
    ]);
  });

  it('matches Chinese phrases as character sequences, though Chinese has no spaces', () => {
    expect(tokenize('乏力，大便溏').map((t) => t.folded)).toEqual(['乏', '力', '大', '便', '溏']);
    expect(read('乏力，大便溏，怕冷')).toEqual(['fatigue=乏力', 'loose-stools=大便溏', 'aversion-to-cold=怕冷']);
  });

  it('reads Chinese negation (不, 无, 没有, 否认) within its clause only', () => {
    expect(read('不怕冷，口渴')).toEqual(['no aversion-to-cold=怕冷', 'thirst=口渴']);
    expect(read('无口渴。乏力')).toEqual(['no thirst=口渴', 'fatigue=乏力']);
    expect(read('没有口渴')).toEqual(['no thirst=口渴']);
    expect(read('否认畏寒、口渴')).toEqual(['no aversion-to-cold=畏寒', 'no thirst=口渴']);
  });

  it('never lets a Chinese phrase span a full-width punctuation mark', () => {
    // 便 and 溏 are separated by a full stop: 便溏 must not be found.
    expect(read('大便。溏')).toEqual([]);
  });

  it('reads a contrast word as the end of a negation, in Chinese as in English', () => {
    expect(read('no thirst but tired all the time')).toEqual(['no thirst=thirst', 'fatigue=tired all the time']);
    expect(read('不口渴但是乏力')).toEqual(['no thirst=口渴', 'fatigue=乏力']);
    // 不过 is 'but', not a negation: the fatigue after it is affirmed.
    expect(read('口渴，不过乏力')).toEqual(['thirst=口渴', 'fatigue=乏力']);
  });

  it('mixes scripts in one text', () => {
    expect(read('Patient reports 乏力 and loose stools')).toEqual(['fatigue=乏力', 'loose-stools=loose stools']);
  });
});

describe('symptom extraction in Chinese', () => {
  it("finds fatigue, loose stools and a denied aversion to cold in '乏力，大便溏，不怕冷'", () => {
    const found = extractSymptoms('乏力，大便溏，不怕冷');
    expect(found.map((m) => [m.id, m.negated])).toEqual(
      expect.arrayContaining([
        ['fatigue', false],
        ['loose-stools', false],
        ['aversion-to-cold', true],
      ]),
    );
  });
});
