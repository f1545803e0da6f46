import { describe, expect, it } from 'vitest';
import { findInteractions, recognizeDrugs } from '../../../src/engine/treatment/interactions.ts';
import { UNKNOWN_CHINESE_DRUG_KEYS } from '../../../src/engine/knowledge/interactions/drug-names.ts';
import { interactionById, localizeInteraction } from '../../../src/engine/knowledge/interactions/localize.ts';
import { ES_INTERACTIONS } from '../../../src/engine/knowledge/locales/es/interactions.ts';
import { ZH_INTERACTIONS } from '../../../src/engine/knowledge/locales/zh/interactions.ts';
import { catalogueTranslator } from '../../../src/engine/knowledge/localize/translate.ts';

/*
 * Medication matching in Chinese and Spanish free text (issue 13, item 5), and the herb-drug
 * table's texts in the analysis locale.
 */
const drugsIn = (text: string) => recognizeDrugs(text).map((d) => d.drug.name);

describe('medication text in Chinese', () => {
  it.each([
    ['每天服用华法林钠片 3mg', 'warfarin'],
    ['阿司匹林肠溶片 100mg', 'aspirin'],
    ['二甲双胍 0.5g，每日两次', 'metformin'],
    ['苯磺酸氨氯地平片 5mg', 'amlodipine'],
    ['阿托伐他汀钙片', 'atorvastatin'],
    ['拜新同', 'nifedipine'],
    ['波立维', 'clopidogrel'],
    ['长期吃降压药', 'blood pressure medication'],
    ['睡前吃安眠药', 'sleeping pill'],
    ['泼尼松龙 5mg', 'prednisolone'],
    ['强的松', 'prednisone'],
    ['肾移植后服用他克莫司', 'tacrolimus'],
    ['碳酸锂', 'lithium'],
    ['地高辛 0.125mg', 'digoxin'],
    ['口服避孕药', 'oral contraceptive'],
    ['舍曲林', 'sertraline'],
    ['左氧氟沙星', 'levofloxacin'],
  ])('recognizes %j', (text, name) => {
    expect(drugsIn(text)).toContain(name);
  });

  it('reads a whole Chinese medication list, in order', () => {
    expect(drugsIn('华法林 3mg；二甲双胍 0.5g；阿托伐他汀 20mg，阿司匹林')).toEqual([
      'warfarin',
      'metformin',
      'atorvastatin',
      'aspirin',
    ]);
  });

  it('prefers the longest name (泼尼松龙 is not 泼尼松, 舒乐安定 is not 安定)', () => {
    expect(drugsIn('泼尼松龙')).toEqual(['prednisolone']);
    expect(drugsIn('舒乐安定')).toEqual(['estazolam']);
  });

  it('leaves out medicines the text says are not taken', () => {
    expect(drugsIn('没有服用抗凝药')).toEqual([]);
    expect(drugsIn('无')).toEqual([]);
  });

  it('names only drugs of the list in the Chinese table', () => {
    expect(UNKNOWN_CHINESE_DRUG_KEYS).toEqual([]);
  });

  it('finds the interaction of a Chinese medication text with a formula herb', () => {
    const found = findInteractions('每天吃华法林 3mg', ['dan-shen', 'fu-ling']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ herb: 'dan-shen', drug: 'warfarin', mentioned: '华法林', severity: 'major' });
    expect(findInteractions('格列美脲，二甲双胍', ['ren-shen'])[0]).toMatchObject({
      drugClass: 'hypoglycaemics',
      severity: 'moderate',
    });
  });
});

describe('medication text in Spanish', () => {
  it.each([
    ['Sintrom según pauta', 'acenocoumarol'],
    ['sildenafilo a demanda', 'sildenafil'],
    ['verapamilo 80 mg', 'verapamil'],
    ['doxazosina 4 mg', 'doxazosin'],
    ['modafinilo', 'modafinil'],
    ['vildagliptina/metformina', 'vildagliptin'],
  ])('recognizes %j', (text, name) => {
    expect(drugsIn(text)).toContain(name);
  });

  it('finds the interaction of a Spanish medication text with a formula herb', () => {
    const found = findInteractions('Tomo Sintrom y omeprazol', ['dang-gui']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ herb: 'dang-gui', drug: 'acenocoumarol', mentioned: 'Sintrom', severity: 'major' });
    expect(findInteractions('sildenafilo', ['wu-wei-zi'])[0]).toMatchObject({
      drugClass: 'cyp3a4-substrates',
      severity: 'moderate',
    });
  });
});

describe('interaction texts in the analysis locale', () => {
  const row = interactionById('anticoagulants-warfarin-potentiating')!;

  it('renders effect and advice from the Spanish and Chinese catalogues', () => {
    const es = localizeInteraction(row, catalogueTranslator('es', ES_INTERACTIONS));
    expect(es.effect).toMatch(/warfarina/);
    expect(es.advice).toMatch(/^Evitar la combinación/);
    const zh = localizeInteraction(row, catalogueTranslator('zh', ZH_INTERACTIONS));
    expect(zh.effect).toMatch(/华法林/);
    expect(zh.advice).toMatch(/^避免合用/);
  });

  it('keeps the English in English and falls back to it for an unknown locale entry', () => {
    expect(localizeInteraction(row, catalogueTranslator('en', {}))).toEqual({ effect: row.effect, advice: row.advice });
    expect(localizeInteraction(row, catalogueTranslator('zh', {})).effect).toBe(row.effect);
  });
});

// An exploratory test read 'dāng guī 当归 + warfarina (major): Raises the effect of warfarin…' under
// Spanish and '（major）：Raises the effect…' under Chinese: the table's texts must follow the locale.
describe("the practitioner's interaction lines", () => {
  const lines = async (locale: 'en' | 'es' | 'zh', medications: string) => {
    const { runBuiltinAnalysis } = await import('../../../src/server/jobs/providers/builtin.ts');
    const analysis = await runBuiltinAnalysis({
      manualAssessment: { bodyColor: 'pale', coating: 'thin-white' },
      pulse: { overallQuality: 'weak' },
      patient: {
        age: 40,
        gender: 'female',
        currentSymptoms: 'pale face, dizziness on standing, scanty periods, dry skin, palpitations, numb limbs',
        medications,
      },
      locale,
    });
    return analysis.special_considerations?.interacciones_medicamentos ?? [];
  };

  it('are written in the reader’s language, severity included', async () => {
    const en = (await lines('en', 'warfarin')).filter((l) => l.includes(' + '));
    expect(en.length).toBeGreaterThan(0);
    expect(en.join('\n')).toMatch(/\((major|moderate)\)/);
    const zh = (await lines('zh', '华法林')).filter((l) => l.includes(' + '));
    expect(zh.length).toBe(en.length);
    expect(zh.join('\n')).toMatch(/（(严重|中度)）：\p{Script=Han}/u);
    expect(zh.join('\n')).not.toMatch(/Raises|Avoid|major|moderate/);
    const es = (await lines('es', 'warfarina')).filter((l) => l.includes(' + '));
    expect(es.join('\n')).toMatch(/\((grave|moderada)\)/);
    expect(es.join('\n')).not.toMatch(/Raises|Avoid|\bmajor\b/);
  });
});

// An exploratory test read Long Dan Xie Gan Tang as the formula of a pregnant patient with only a
// caution below it: the formula section itself says which of its herbs pregnancy rules out.
describe("a pregnant patient's formula", () => {
  const plan = async (pregnancyStatus: 'pregnant' | 'no', locale: 'en' | 'zh' = 'en') => {
    const { runBuiltinAnalysis } = await import('../../../src/server/jobs/providers/builtin.ts');
    const analysis = await runBuiltinAnalysis({
      manualAssessment: { bodyColor: 'red', coating: 'yellow', signs: ['red-sides'] },
      pulse: { overallQuality: 'wiry', rate: 92 },
      patient: {
        age: 32,
        gender: 'female',
        pregnancyStatus,
        currentSymptoms: 'bitter taste, red eyes, irritability, headache at the temples, dark scanty urine, yellow discharge',
      },
      locale,
    });
    return analysis.treatment_plan!;
  };

  it('marks its contraindicated herbs where the formula is written', async () => {
    const pregnant = await plan('pregnant');
    expect(pregnant.modificaciones_formula[0]).toMatch(
      /^Pregnancy: this formula holds herbs contraindicated in pregnancy \(.+\)/,
    );
    expect(pregnant.modificaciones_formula[0]).toContain('川木通');
    const zh = await plan('pregnant', 'zh');
    expect(zh.modificaciones_formula[0]).toMatch(/^妊娠期：本方含妊娠禁用药（.+），处方前须去除或另选方剂。$/);
    const notPregnant = await plan('no');
    expect(notPregnant.modificaciones_formula.join('\n')).not.toMatch(/Pregnancy/);
    expect(notPregnant.hierbas_clave.join('\n')).not.toMatch(/pregnancy/);
  });

  it('marks a key herb pregnancy rules out (Tao Hong Si Wu Tang: tao ren, hong hua)', async () => {
    const { runBuiltinAnalysis } = await import('../../../src/server/jobs/providers/builtin.ts');
    const analysis = await runBuiltinAnalysis({
      manualAssessment: { bodyColor: 'purple', coating: 'thin-white', signs: ['purple-spots'] },
      pulse: { overallQuality: 'choppy' },
      patient: {
        age: 32,
        gender: 'female',
        pregnancyStatus: 'pregnant',
        currentSymptoms: 'fixed stabbing pain, worse at night, dark clots in periods, dark complexion',
      },
    });
    const keyHerbs = analysis.treatment_plan!.hierbas_clave;
    expect(keyHerbs.find((h) => h.startsWith('táo rén'))).toMatch(/\(contraindicated in pregnancy\)$/);
    expect(keyHerbs.find((h) => h.startsWith('dāng guī'))).not.toMatch(/pregnancy/);
  });
});
