import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';
import { findRedFlags, redFlagPhraseConflicts } from '../../../src/engine/patterns/red-flags.ts';
import { differentiate } from '../../../src/engine/analysis/differentiate.ts';

const ids = (text: string) => findRedFlags(text).map((f) => f.id);

describe('findRedFlags', () => {
  it.each([
    ['Crushing chest pain radiating to the left arm, sweating', 'cardiac-chest-pain'],
    ['dolor en el pecho con sudor frío', 'cardiac-chest-pain'],
    ['intermittent chest pain', 'chest-pain'],
    ['the worst headache of my life, started an hour ago', 'thunderclap-headache'],
    ['Sudden severe headache this morning', 'thunderclap-headache'],
    ['el peor dolor de cabeza de su vida', 'thunderclap-headache'],
    ['black tarry stools for two days', 'black-stools'],
    ['heces negras', 'black-stools'],
    ['some blood in the stool after constipation', 'blood-in-stool'],
    ['vomiting blood this morning', 'vomiting-blood'],
    ['vómitos con sangre', 'vomiting-blood'],
    ['coughing up blood', 'coughing-blood'],
    ['unexplained weight loss of 6 kg', 'unexplained-weight-loss'],
    ['pérdida de peso involuntaria', 'unexplained-weight-loss'],
    ['high fever and a stiff neck since last night', 'meningism'],
    ['fiebre alta y rigidez de nuca', 'meningism'],
    ['She has had suicidal thoughts lately', 'suicidal-thoughts'],
    ['dice que tiene ganas de morir', 'suicidal-thoughts'],
    ['admits to self-harm', 'suicidal-thoughts'],
    ["can't breathe when lying down", 'severe-breathing-difficulty'],
    ['difficulty breathing', 'difficulty-breathing'],
    ['facial droop and slurred speech', 'stroke-signs'],
    ['debilidad en un lado del cuerpo', 'stroke-signs'],
    ['fainted twice this week', 'fainting'],
    ['severe abdominal pain', 'severe-abdominal-pain'],
    ['dolor abdominal intenso', 'severe-abdominal-pain'],
    ['12 weeks pregnant with vaginal bleeding', 'bleeding-in-pregnancy'],
    ['palpable mass in the abdomen', 'abdominal-mass'],
    ['weight loss of 8 kg in 2 months without dieting', 'unexplained-weight-loss'],
    ['ha perdido peso sin motivo', 'unexplained-weight-loss'],
    ['fever of 39.5 and a stiff neck', 'meningism'],
    ['dolor de pecho que se irradia al brazo izquierdo', 'cardiac-chest-pain'],
    ['chest pain and shortness of breath on exertion', 'cardiac-chest-pain'],
    ['severe headache that came on suddenly', 'thunderclap-headache'],
    ['dice que no tiene ganas de vivir', 'suicidal-thoughts'],
    ['embarazada, con sangrado', 'bleeding-in-pregnancy'],
  ])('raises a flag for %j', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'no chest pain',
    'Denies chest pain, shortness of breath or palpitations.',
    'niega dolor en el pecho',
    'denies suicidal ideation',
    'no ideas suicidas',
    'sin sangre en las heces',
    'no blood in stool, no black stools',
    'no vomiting blood',
    'embarazada, sin sangrado',
    'No history of chest pain',
    'Blood in stool? No.',
    '12 weeks pregnant, no bleeding',
  ])('raises nothing when the text negates it: %j', (text) => {
    expect(findRedFlags(text)).toEqual([]);
  });

  it('raises nothing for textbook TCM presentations', () => {
    expect(findRedFlags('Aversion to cold, slight fever, stiff neck, occipital headache, no sweating')).toEqual([]);
    expect(
      findRedFlags('tired all the time, worse after meals; loose stools; no thirst; shortness of breath on exertion'),
    ).toEqual([]);
    expect(findRedFlags('Headache at the temples, worse with stress; irritability; bitter taste')).toEqual([]);
    expect(findRedFlags('')).toEqual([]);
    expect(findRedFlags('weight loss, intentional (on a diet)')).toEqual([]);
    expect(findRedFlags('mild fever of 37.8, neck tension from desk work')).toEqual([]);
  });

  it('says see a doctor now, in English, Spanish and Chinese, with the evidence', () => {
    const [flag] = findRedFlags('Vomiting blood since this morning');
    expect(flag).toMatchObject({
      id: 'vomiting-blood',
      urgency: 'emergency',
      evidence: 'Vomiting blood',
      label: 'Vomiting blood',
    });
    expect(flag!.advice).toMatch(/^See a doctor now: vomiting blood is a sign of bleeding.*Call emergency services/);
    const [es] = findRedFlags('Vomita sangre desde esta mañana', translatorFor('es'));
    expect(es!.advice).toMatch(/^Consulta a un médico ahora/);
    expect(es!.label).toBe('Vómito con sangre');
    const [zh] = findRedFlags('Vomiting blood', translatorFor('zh'));
    expect(zh!.advice).toMatch(/^请立即就医/);
    // In Chinese punctuation, the sentence's own: 请立即就医：…。请立即拨打…
    expect(zh!.advice).toMatch(/^请立即就医：[^:.]+。请立即拨打/);
  });

  it('lists emergencies before urgent flags and drops flags a graver one covers', () => {
    const flags = findRedFlags('Fainted yesterday. Chest pain with cold sweat.');
    expect(flags[0]!.urgency).toBe('emergency');
    expect(flags.map((f) => f.id)).toEqual(['cardiac-chest-pain', 'fainting']);
  });

  it('never gives one phrase to two flags', () => {
    expect(redFlagPhraseConflicts()).toEqual([]);
  });
});

// An exploratory test recorded a patient as pregnant and typed 'some vaginal bleeding since
// yesterday': no alert, a full herbal plan. The recorded status is a cue as if it were written.
describe('a recorded pregnancy', () => {
  const bleeding = (pregnancyStatus: string, symptoms = 'Headache and irritability. Some vaginal bleeding since yesterday.') =>
    differentiate({ symptoms, gender: 'female', age: 35, pregnancyStatus } as Parameters<typeof differentiate>[0]);

  it('makes vaginal bleeding an emergency red flag, in the reader’s language', () => {
    expect(findRedFlags('some vaginal bleeding since yesterday', undefined, { pregnant: true }).map((f) => f.id)).toContain(
      'bleeding-in-pregnancy',
    );
    const zh = findRedFlags('阴道少量出血', translatorFor('zh'), { pregnant: true });
    expect(zh.map((f) => f.id)).toContain('bleeding-in-pregnancy');
    expect(zh.find((f) => f.id === 'bleeding-in-pregnancy')?.evidence).toContain('记录为妊娠期');
    expect(bleeding('pregnant').referral).toMatch(/bleeding or abdominal pain in pregnancy/);
  });

  it('is not assumed for a patient not recorded as pregnant', () => {
    expect(findRedFlags('some vaginal bleeding since yesterday').map((f) => f.id)).not.toContain('bleeding-in-pregnancy');
    expect(bleeding('no').referral ?? '').not.toMatch(/pregnancy/);
    expect(bleeding('pregnant', 'Headache and irritability.').referral).toBeNull();
    // A status left on a record it cannot apply to (a man; a woman of 70) is not read.
    const stale = (gender: string, age: number) =>
      differentiate({
        symptoms: 'Some vaginal bleeding since yesterday.',
        gender,
        age,
        pregnancyStatus: 'pregnant',
      } as Parameters<typeof differentiate>[0]).referral ?? '';
    expect(stale('male', 35)).not.toMatch(/pregnancy/);
    expect(stale('female', 70)).not.toMatch(/pregnancy/);
  });
});
