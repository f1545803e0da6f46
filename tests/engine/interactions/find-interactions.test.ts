import { describe, expect, it } from 'vitest';
import {
  findInteractions,
  recognizeDrugs,
  drugNameMatcher,
  interactionRowsOfHerb,
  majorInteractionRisks,
} from '../../../src/engine/treatment/interactions.ts';
import { INTERACTIONS } from '../../../src/engine/knowledge/interactions/table.ts';
import { DRUG_NAMES } from '../../../src/engine/knowledge/interactions/drug-names.ts';
import { DRUG_CLASS_IDS } from '../../../src/engine/knowledge/interactions/types.ts';
import { HERBS } from '../../../src/engine/knowledge/herbs/index.ts';
import { readFileSync } from 'node:fs';

const drugsIn = (text: string) => recognizeDrugs(text).map((d) => d.drug.name);

describe('recognizing medications in free text', () => {
  it.each([
    ['Warfarin 5 mg daily', 'warfarin'],
    ['warfarina', 'warfarin'],
    ['Coumadin', 'warfarin'],
    ['takes a blood thinner', 'blood thinner'],
    ['Metformina 850 mg con las comidas', 'metformin'],
    ['on the birth control pill', 'oral contraceptive'],
    ['toma la píldora', 'oral contraceptive'],
    ['Eliquis 2.5 twice a day', 'apixaban'],
    ['Plavix', 'clopidogrel'],
    ['insulina glargina por la noche', 'insulin'],
    ['lorazepam (Orfidal) para dormir', 'lorazepam'],
    ['Prograf after kidney transplant', 'tacrolimus'],
    ['Lanoxin 0.125', 'digoxin'],
    ['furosemida 40', 'furosemide'],
    ['ÁCIDO ACETILSALICÍLICO 100 mg', 'aspirin'],
    ['pill for blood pressure', 'blood pressure medication'],
    ['Eliquis 5 mg BID, ASA 81 mg, HCTZ 25', 'hydrochlorothiazide'],
  ])('recognizes %j', (text, name) => {
    expect(drugsIn(text)).toContain(name);
  });

  it('reads a whole medication list', () => {
    expect(drugsIn('Lisinopril 10mg, metformin 500mg bid; atorvastatin 20; baby aspirin')).toEqual([
      'lisinopril',
      'metformin',
      'atorvastatin',
      'aspirin',
    ]);
  });

  it('ignores medications the text says are not taken', () => {
    expect(drugsIn('no blood thinners')).toEqual([]);
    expect(drugsIn('sin anticoagulantes; toma metformina')).toEqual(['metformin']);
    expect(drugsIn('not on warfarin anymore')).toEqual([]);
  });

  it('does not mistake ordinary words for drugs', () => {
    expect(drugsIn('vitamin D, fish oil, magnesium at night')).toEqual([]);
    expect(drugsIn('a pill for pain when needed')).toEqual([]);
    expect(drugsIn('Synthroid 50 mcg; none other')).toEqual([]);
    expect(drugsIn('')).toEqual([]);
  });

  it('never gives one name to two drugs', () => {
    expect(drugNameMatcher().conflicts.map((c) => c.phrase)).toEqual([]);
  });
});

describe('findInteractions', () => {
  it('flags dan shen with warfarin as major', () => {
    const found = findInteractions('Coumadin 5 mg', ['dan-shen', 'fu-ling']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      herb: 'dan-shen',
      drug: 'warfarin',
      mentioned: 'Coumadin',
      severity: 'major',
      drugClass: 'anticoagulants',
    });
    expect(found[0]!.advice).toMatch(/INR/);
  });

  it('returns only herbs that are in the plan', () => {
    expect(findInteractions('warfarin', ['fu-ling', 'bai-zhu', 'chen-pi'])).toEqual([]);
    const herbs = findInteractions('warfarin', ['dang-gui', 'bai-shao', 'chuan-xiong']).map((i) => i.herb);
    expect(herbs.sort()).toEqual(['chuan-xiong', 'dang-gui']);
  });

  it('finds nothing without medications', () => {
    expect(findInteractions('', ['dan-shen', 'ma-huang'])).toEqual([]);
    expect(findInteractions('none', ['dan-shen', 'ma-huang'])).toEqual([]);
  });

  it('recognizes processed forms of a herb', () => {
    expect(findInteractions('digoxin', ['zhi-gan-cao'])[0]).toMatchObject({ herb: 'zhi-gan-cao', severity: 'major' });
    expect(findInteractions('warfarina', ['jiu-dang-gui'])[0]).toMatchObject({ herb: 'jiu-dang-gui', severity: 'major' });
  });

  it('covers the classic combinations of the references', () => {
    const cases: [string, string, string][] = [
      ['phenelzine', 'ma-huang', 'major'],
      ['Adderall', 'ma-huang', 'major'],
      ['amlodipino', 'ma-huang', 'major'],
      ['hydrochlorothiazide', 'gan-cao', 'major'],
      ['tacrolimus', 'wu-wei-zi', 'major'],
      ['clopidogrel', 'yin-xing-ye', 'moderate'],
      ['zolpidem', 'suan-zao-ren', 'moderate'],
      ['gliclazida', 'ren-shen', 'moderate'],
      ['sertraline', 'hong-hua', 'moderate'],
      ['prednisona', 'gan-cao', 'moderate'],
      ['birth control pill', 'gan-cao', 'moderate'],
      ['ciprofloxacin', 'shi-gao', 'moderate'],
      ['litio', 'ze-xie', 'moderate'],
      ['ibuprofeno', 'yin-xing-ye', 'moderate'],
    ];
    for (const [drug, herb, severity] of cases) {
      const found = findInteractions(drug, [herb]);
      expect(
        found.map((f) => `${f.herb}:${f.severity}`),
        `${drug} + ${herb}`,
      ).toEqual([`${herb}:${severity}`]);
    }
  });

  it('lists the most severe interactions first', () => {
    const found = findInteractions('warfarin, lisinopril, metformin', ['dan-shen', 'ge-gen', 'chuan-xiong', 'gan-cao']);
    const ranks = found.map((f) => ({ major: 0, moderate: 1, minor: 2 })[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(found[0]!.severity).toBe('major');
  });
});

describe('interaction table', () => {
  it('covers every drug class with at least one row and one recognisable drug name', () => {
    for (const drugClass of DRUG_CLASS_IDS) {
      expect(
        INTERACTIONS.some((row) => row.drugClass === drugClass),
        drugClass,
      ).toBe(true);
      expect(
        DRUG_NAMES.some((drug) => drug.classes.includes(drugClass)),
        drugClass,
      ).toBe(true);
    }
  });

  it('cites a reference listed in docs/tcm-references.md for every row', () => {
    const references = readFileSync(new URL('../../../docs/tcm-references.md', import.meta.url), 'utf8');
    // Table rows start with '| key |', however the table's columns are padded.
    const keys = new Set([...references.matchAll(/^\|\s*([a-z0-9-]+)\s*\|/gm)].map((m) => m[1]));
    for (const row of INTERACTIONS) expect(keys, row.reference).toContain(row.reference);
  });

  it('covers the interacting herbs of our formulas named in issue 4', () => {
    // gui-zhi is deliberately absent: the sources document no clinically relevant interaction for it.
    const expected = [
      'dan-shen',
      'dang-gui',
      'gan-cao',
      'zhi-gan-cao',
      'ma-huang',
      'ren-shen',
      'xi-yang-shen',
      'yin-xing-ye',
      'chuan-xiong',
      'hong-hua',
      'tao-ren',
      'ru-xiang',
      'mo-yao',
      'san-qi',
      'e-zhu',
      'san-leng',
      'ji-xue-teng',
      'yi-mu-cao',
      'da-huang',
      'huang-lian',
      'huang-qin',
      'zhi-zi',
      'fu-zi',
      'rou-gui',
      'huang-qi',
      'suan-zao-ren',
      'ye-jiao-teng',
      'he-huan-pi',
      'chai-hu',
      'ze-xie',
      'fu-ling',
      'mu-tong',
      'che-qian-zi',
      'wu-wei-zi',
      'gou-qi-zi',
      'shan-zha',
      'ge-gen',
      'dong-chong-xia-cao',
    ];
    expect(expected.filter((herb) => interactionRowsOfHerb(herb).length === 0)).toEqual([]);
    expect(interactionRowsOfHerb('gui-zhi')).toEqual([]);
  });

  it('writes every row against herb classes that catalogue herbs carry', () => {
    for (const row of INTERACTIONS) {
      for (const herbClass of row.herbClasses) {
        expect(
          HERBS.some((h) => h.interactionClasses.includes(herbClass)),
          herbClass,
        ).toBe(true);
      }
    }
  });

  it('names the drug classes to ask about when a plan holds herbs with major interactions', () => {
    expect(majorInteractionRisks(['fu-ling', 'bai-zhu'])).toEqual([]);
    const risks = majorInteractionRisks(['dan-shen', 'dang-gui', 'fu-ling']);
    expect(risks).toEqual([{ drugClass: 'anticoagulants', herbs: ['dan-shen', 'dang-gui'] }]);
    expect(majorInteractionRisks(['gan-cao']).map((r) => r.drugClass)).toEqual(
      expect.arrayContaining(['diuretics', 'digoxin', 'antiarrhythmics']),
    );
  });
});
