import { describe, expect, it } from 'vitest';
import { findingLabel } from '../../../src/engine/analysis/reasoning-view.ts';
import { wordingFor } from '../../../src/engine/analysis/wording.ts';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';
import { findRedFlags } from '../../../src/engine/patterns/red-flags.ts';
import { extractSymptoms, symptomTermMatcher } from '../../../src/engine/patterns/symptoms/extract-symptoms.ts';
import { SYMPTOM_IDS, findSymptom } from '../../../src/engine/patterns/symptoms/vocabulary.ts';
import { CHINESE_SYNONYMS } from '../../../src/engine/patterns/symptoms/vocabulary/chinese.ts';

const found = (text: string) => extractSymptoms(text).map((m) => `${m.negated ? 'no ' : ''}${m.id}`);
const flagIds = (text: string) => findRedFlags(text).map((f) => f.id);

describe('Chinese symptom vocabulary', () => {
  it.each(SYMPTOM_IDS.map((id) => [id]))('labels %s in Chinese, with no English left', (id) => {
    const label = findingLabel(id, wordingFor('zh'));
    expect(label).toMatch(/\p{Script=Han}/u);
    expect(label).not.toMatch(/[A-Za-z]/);
  });

  it('labels a denied symptom in Chinese too', () => {
    expect(findingLabel('no abdominal-pain', wordingFor('zh'))).not.toMatch(/[A-Za-z]/);
  });

  it('labels the findings of the example sentence of issue 13 with clinical terms', () => {
    const w = wordingFor('zh');
    const ids = ['cold-limbs', 'abdominal-pain', 'alternating-constipation-diarrhea', 'worse-with-stress'];
    expect(ids.map((id) => findingLabel(id, w))).toEqual(['四肢不温', '腹痛', '大便时干时稀', '遇情志刺激加重']);
  });

  it('labels symptoms that have lay words with the clinical term, not the lay word', () => {
    const w = wordingFor('zh');
    const ids = ['poor-appetite', 'sighing', 'palpitations', 'bloating', 'aversion-to-cold'];
    expect(ids.map((id) => findingLabel(id, w))).toEqual(['食欲不振', '善太息', '心悸', '腹胀', '畏寒']);
  });

  it('keys only ids of the vocabulary, has no one-character terms and gives no phrase to two symptoms', () => {
    expect(Object.keys(CHINESE_SYNONYMS).filter((id) => !findSymptom(id))).toEqual([]);
    const short = Object.values(CHINESE_SYNONYMS)
      .flat()
      .filter((term) => [...term].length < 2);
    expect(short).toEqual([]);
    expect(symptomTermMatcher().conflicts).toEqual([]);
  });

  it.each([
    [
      '腹痛，腹胀，便秘与腹泻交替，遇情志刺激加重',
      ['abdominal-pain', 'bloating', 'alternating-constipation-diarrhea', 'worse-with-stress'],
    ],
    ['肚子疼，大便时干时稀', ['abdominal-pain', 'alternating-constipation-diarrhea']],
    [
      '午后潮热，盗汗，五心烦热，口燥咽干',
      ['afternoon-fever', 'night-sweats', 'five-palm-heat', 'dry-mouth-and-throat', 'dry-mouth', 'dry-throat'],
    ],
    ['恶寒无汗，头项强痛', ['aversion-to-cold', 'absence-of-sweating', 'no sweating', 'stiff-neck']],
    ['咳嗽痰多，色黄', ['productive-cough', 'cough']],
    ['心悸，失眠，健忘', ['palpitations', 'insomnia', 'poor-memory']],
    // An exploratory test's consultation: the burning epigastrium was dropped before.
    [
      '口苦口干，胃脘灼热，大便黏滞',
      ['bitter-taste', 'dry-mouth', 'burning-epigastric-pain', 'epigastric-pain', 'sticky-stools'],
    ],
    ['胁肋胀痛，善太息，月经先后无定期', ['hypochondriac-pain', 'sighing', 'irregular-menstruation']],
    [
      '腰膝酸软，夜尿多，小便清长',
      ['sore-lower-back-and-knees', 'low-back-pain', 'weak-knees', 'nocturia', 'clear-copious-urine'],
    ],
    ['打嗝不止', ['hiccups']],
    ['嗳气，反酸', ['belching', 'acid-regurgitation']],
    ['五更泻', ['early-morning-diarrhea', 'loose-stools']],
  ])('finds the symptoms of %j', (text, ids) => {
    expect(found(text)).toEqual(ids);
  });

  it.each([
    // The longer phrase wins: lower abdominal pain is not also a separate plain abdominal pain.
    ['小腹痛', ['lower-abdominal-pain', 'abdominal-pain']],
    ['小肚子疼', ['lower-abdominal-pain', 'abdominal-pain']],
    ['偏头痛', ['migraine', 'headache']],
    ['前额头痛', ['frontal-headache', 'headache']],
    ['站起来时头晕', ['postural-dizziness', 'dizziness']],
    ['膝关节疼痛', ['knee-pain']],
    ['白带发黄', ['leukorrhea-yellow', 'vaginal-discharge']],
    ['大便干结', ['dry-stools']],
    ['早上拉肚子', ['early-morning-diarrhea', 'loose-stools']],
    ['容易感冒', ['easily-catch-colds']],
    ['说话无力', ['weak-voice']],
    ['烦躁不安', ['restlessness']],
    ['五心烦热', ['five-palm-heat']],
    ['打嗝有酸味', ['sour-belching', 'belching']],
  ])('resolves the overlap in %j to the longest phrase', (text, ids) => {
    expect(found(text)).toEqual(ids);
  });

  it.each([
    ['无腹痛', ['no abdominal-pain']],
    ['无腹痛，小腹痛', ['no abdominal-pain', 'lower-abdominal-pain', 'abdominal-pain']],
    ['没有便血', ['no blood-in-stool']],
    ['否认呕血、黑便', ['no vomiting-blood', 'no black-stools']],
    ['不口渴', ['no-thirst', 'no thirst']],
    ['口干不渴', ['dry-mouth', 'no-thirst', 'no thirst']],
    ['没有痰', ['no phlegm']],
    // Negation characters inside a term negate nothing.
    ['月经先后无定期，不来月经', ['irregular-menstruation', 'amenorrhea']],
    ['不明原因体重下降', ['weight-loss']],
  ])('reads negation in %j', (text, ids) => {
    expect(found(text)).toEqual(ids);
  });

  it('attaches a Chinese modality to its symptom', () => {
    const [headache] = extractSymptoms('头痛，生气后加重');
    expect(headache).toMatchObject({ id: 'headache', qualifiers: ['worse-with-stress'] });
    expect(extractSymptoms('腹痛拒按')[0]).toMatchObject({ id: 'abdominal-pain', qualifiers: ['pain-worse-with-pressure'] });
  });

  it.each([
    ['腰痛多年，遇劳加重', 'low-back-pain', ['chronic', 'worse-with-exertion']],
    ['胃脘痛，得温痛减，空腹加重', 'epigastric-pain', ['better-with-warmth', 'worse-when-hungry']],
    ['关节疼痛，阴雨天加重', 'joint-pain', ['worse-with-damp']],
    ['突然剧烈头痛', 'headache', ['acute', 'severe']],
  ])('attaches the Chinese qualifiers of %j', (text, id, qualifiers) => {
    expect(extractSymptoms(text)[0]).toMatchObject({ id, qualifiers });
  });

  it('reads pain worse at night from a Chinese qualifier', () => {
    expect(found('头痛，夜间加重')).toEqual(['headache', 'pain-worse-at-night']);
  });

  it('reads bloating after meals as bloating that is worse after eating', () => {
    for (const text of ['食后腹胀', '吃完饭肚子胀']) {
      expect(found(text)).toEqual(['bloating', 'worse-after-eating']);
    }
  });

  it('does not read how a medicine is taken as a symptom', () => {
    expect(found('饭后服用')).toEqual([]);
  });
});

describe('red flags in Chinese', () => {
  it("raises for '黑便，头晕' the flag that 'black stools and dizziness' raises", () => {
    expect(flagIds('black stools and dizziness')).toEqual(['black-stools']);
    expect(flagIds('黑便，头晕')).toEqual(['black-stools']);
    const [flag] = findRedFlags('黑便，头晕', translatorFor('zh'));
    expect(flag).toMatchObject({ id: 'black-stools', urgency: 'emergency', evidence: '黑便' });
    expect(flag!.advice).toMatch(/^请立即就医/);
  });

  it.each([
    ['柏油样便两天', 'black-stools'],
    ['大便发黑', 'black-stools'],
    ['呕血', 'vomiting-blood'],
    ['今天早上吐血', 'vomiting-blood'],
    ['便血一周', 'blood-in-stool'],
    ['大便带血', 'blood-in-stool'],
    ['咳血', 'coughing-blood'],
    ['痰中带血', 'coughing-blood'],
    ['尿血', 'blood-in-urine'],
    ['昨天晕倒了', 'fainting'],
    ['晕厥两次', 'fainting'],
    ['腹部包块', 'abdominal-mass'],
    ['体重下降，没有节食', 'unexplained-weight-loss'],
    ['不明原因体重下降5公斤', 'unexplained-weight-loss'],
    ['无明显诱因消瘦', 'unexplained-weight-loss'],
    ['高热，颈项强直', 'meningism'],
    ['高烧，脖子僵硬', 'meningism'],
    ['胸痛，气短', 'cardiac-chest-pain'],
    ['胸痛，出冷汗', 'cardiac-chest-pain'],
    ['压榨性胸痛', 'cardiac-chest-pain'],
    ['胸口疼', 'chest-pain'],
    ['突发剧烈头痛', 'thunderclap-headache'],
    ['最近想自杀', 'suicidal-thoughts'],
    ['觉得活着没意思', 'suicidal-thoughts'],
    ['口眼歪斜，言语不清', 'stroke-signs'],
    ['呼吸困难', 'difficulty-breathing'],
    ['四肢抽搐', 'confusion-or-seizure'],
    ['剧烈腹痛', 'severe-abdominal-pain'],
    // Through the Chinese qualifiers: abdominal pain that is severe, a headache sudden and severe.
    ['腹痛，很厉害', 'severe-abdominal-pain'],
    ['头痛突然发作，非常剧烈', 'thunderclap-headache'],
    ['怀孕12周，阴道出血', 'bleeding-in-pregnancy'],
    ['怀孕，小腹痛', 'bleeding-in-pregnancy'],
  ])('raises a flag for %j', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    '无便血，无黑便',
    '否认呕血',
    '没有晕倒过',
    '无胸痛',
    '无自杀念头',
    '怀孕，无出血',
    '体重下降，在减肥',
    '怕冷，轻微发热，脖子僵硬，后头痛，无汗',
    '乏力，大便溏，食后腹胀，怕冷',
  ])('raises nothing for %j', (text) => {
    expect(findRedFlags(text)).toEqual([]);
  });
});
