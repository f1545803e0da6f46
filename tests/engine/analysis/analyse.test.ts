import { describe, expect, it } from 'vitest';
import {
  BuiltinAnalysisResultSchema,
  DifferentiationResultSchema,
  RecommendationContentSchema,
} from '../../../src/contract/analysis.ts';
import type { Questionnaire } from '../../../src/contract/assessment.ts';
import { analyse, type AnalysisInput } from '../../../src/engine/analysis/analyse.ts';
import { ageNotes } from '../../../src/engine/analysis/person.ts';
import { translatorFor } from '../../../src/engine/knowledge/localize/translator-for.ts';

/** A neutral questionnaire: nothing reported either way. */
const neutral: Questionnaire = { energyLevel: 3, sleepQuality: 3, digestion: 3, discomforts: [] };

/** Blood stasis: Tao Hong Si Wu Tang holds tao ren and hong hua (contraindicated in pregnancy) and dang gui (warfarin). */
const bloodStasis: AnalysisInput = {
  manualAssessment: { bodyColor: 'purple', signs: ['purple-spots', 'distended-sublingual-veins'] },
  pulse: { overallQuality: 'choppy' },
  symptoms: 'fixed stabbing pain worse at night, dark clots with the period',
};

/** Liver Blood deficiency told in a consumer's notes: its suggestions include goji berries. */
const liverBloodNotes: Questionnaire = {
  ...neutral,
  notes: 'dry eyes, blurred vision, numbness of the limbs, scanty pale periods, dizziness when standing up',
};

const considerations = (input: AnalysisInput) => analyse(input).practitioner.special_considerations;
const allText = (value: unknown) => JSON.stringify(value);

describe('the analysis entry', () => {
  it('returns the whole result as plain data that survives a structured clone', () => {
    const result = analyse({ ...bloodStasis, meta: { analysisId: 'a-1', timestamp: '2026-01-01T00:00:00.000Z' } });
    expect(DifferentiationResultSchema.safeParse({ ...result, locale: undefined }).success).toBe(false); // has more members
    expect(BuiltinAnalysisResultSchema.safeParse(result.practitioner).success).toBe(true);
    expect(RecommendationContentSchema.safeParse(result.consumer.recommendation).success).toBe(true);
    expect(structuredClone(result)).toEqual(result);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.patterns[0].id).toBe('blood-stasis');
    expect(result.practitioner.analysis_id).toBe('a-1');
  });

  it('writes the practitioner object and the consumer advice in the locale asked for', () => {
    const es = analyse({ ...bloodStasis, locale: 'es' });
    expect(es.practitioner.basic_analysis).toMatch(/^Patrón principal: Estasis de Sangre/);
    expect(es.consumer.recommendation.pattern).toBe('Estasis de Sangre');
    const zh = analyse({ ...bloodStasis, locale: 'zh' });
    expect(zh.practitioner.tcm_diagnosis.patron_principal).toMatch(/^血瘀/);
    expect(zh.practitioner.basic_analysis).toMatch(/^主要证型/);
  });
});

describe('red flags in a consumer check-in', () => {
  it("'black stools and dizziness' gives the see-a-doctor message at the top and no herbs", () => {
    const { consumer, redFlags } = analyse({
      questionnaire: { ...neutral, notes: 'black stools and dizziness since yesterday' },
    });
    expect(redFlags.map((f) => f.id)).toContain('black-stools');
    expect(consumer.safety.seeADoctor).toMatch(/^See a doctor now: black tarry stools/);
    expect(consumer.recommendation.observations[0]).toBe(consumer.safety.seeADoctor);
    expect(consumer.recommendation.herbs).toEqual([]);
    expect(consumer.safety.herbsWithheld).toBe(true);
    // An emergency: diet and lifestyle are withheld too, so nothing dilutes 'get help now'.
    expect(consumer.safety.adviceWithheld).toBe(true);
    expect(consumer.recommendation.diet).toEqual([]);
  });

  it('keeps diet and lifestyle, but not herbs, for an urgent (not emergency) flag', () => {
    const { consumer } = analyse({ questionnaire: { ...neutral, notes: 'blood in stool this week, tired' } });
    expect(consumer.safety.urgency).toBe('urgent');
    expect(consumer.recommendation.herbs).toEqual([]);
    expect(consumer.recommendation.diet.length).toBeGreaterThan(0);
  });

  it('screens the medicines field too, and Spanish notes', () => {
    expect(analyse({ questionnaire: { ...neutral, medications: 'aspirin for chest pain' } }).consumer.safety.seeADoctor).toMatch(
      /chest pain/,
    );
    const es = analyse({ questionnaire: { ...neutral, notes: 'me desmayé ayer' }, locale: 'es' });
    expect(es.consumer.safety.seeADoctor).toMatch(/^Consulta a un médico ahora/);
  });

  it('gives no red flag for a negated symptom', () => {
    const { consumer } = analyse({ questionnaire: { ...neutral, notes: 'no chest pain, no blood in the stool' } });
    expect(consumer.safety.seeADoctor).toBeNull();
  });
});

describe('herb-drug interactions', () => {
  /* An exploratory test on warfarin was still told to eat garlic, black fungus and hawthorn to move the blood. */
  it('tells a consumer on a blood thinner to keep foods that move the blood to kitchen amounts', () => {
    const notes = 'fixed stabbing pain in the lower abdomen, worse at night, dark clots with the period';
    const onWarfarin = analyse({ questionnaire: { ...neutral, notes, medications: 'warfarina 5 mg' }, locale: 'es' });
    expect(onWarfarin.patterns[0].id).toBe('blood-stasis');
    expect(onWarfarin.consumer.recommendation.diet.map((d) => d.description).join(' ')).toMatch(/ajo/i);
    expect(onWarfarin.consumer.safety.notices.join(' ')).toMatch(/Mencionaste warfarina, que hace la sangre más fluida/);
    for (const medications of [undefined, 'metformin']) {
      const other = analyse({ questionnaire: { ...neutral, notes, ...(medications ? { medications } : {}) } });
      expect(other.consumer.safety.notices.join(' ')).not.toMatch(/thins the blood/);
    }
  });

  it("names the herb and the medicine in a consumer's words when 'warfarin' is entered", () => {
    const { consumer, patterns } = analyse({ questionnaire: { ...liverBloodNotes, medications: 'warfarin' } });
    expect(patterns[0].id).toBe('liver-blood-deficiency');
    const notice = consumer.safety.notices.find((n) => /warfarin/.test(n));
    expect(notice).toMatch(/^Goji berry \(lycium fruit\) and your medicine warfarin: .*bleeding/);
    expect(consumer.recommendation.observations).toContain(notice);
    expect(consumer.recommendation.herbs.map((h) => h.name).join(' ')).not.toMatch(/goji/i);
  });

  /* An exploratory test on warfarin was shown ginger tea with no word that the medicine had been checked. */
  it('says the herbal suggestions were checked against the medicines listed when none interacts', () => {
    const { consumer } = analyse({ questionnaire: { ...liverBloodNotes, medications: 'atorvastatin 20 mg' } });
    expect(consumer.recommendation.herbs.length).toBeGreaterThan(0);
    expect(consumer.safety.notices).toEqual([
      expect.stringMatching(/^We checked your herbal suggestions against the medicines you listed \(atorvastatin\)/),
    ]);
    // Not when an item was left out for an interaction (that notice says it), nor with no medicine.
    const warfarin = analyse({ questionnaire: { ...liverBloodNotes, medications: 'warfarin' } });
    expect(warfarin.consumer.safety.notices.join(' ')).not.toMatch(/We checked/);
    expect(analyse({ questionnaire: liverBloodNotes }).consumer.safety.notices).toEqual([]);
  });

  it('keeps goji berries for the same person when no medicine is entered', () => {
    const { consumer } = analyse({ questionnaire: liverBloodNotes });
    expect(consumer.safety.notices).toEqual([]);
    expect(consumer.recommendation.herbs.map((h) => h.name).join(' ')).toMatch(/goji/i);
  });

  it('names the interaction for the practitioner when a medicine was entered, with no ask-about line', () => {
    const sc = considerations({ ...bloodStasis, medications: 'Coumadin 5 mg' });
    expect(sc.interacciones_medicamentos.join(' ')).toMatch(/dāng guī 当归 \+ Coumadin \(major\)/);
    expect(sc.interacciones_medicamentos.join(' ')).not.toMatch(/No medicines recorded/);
  });

  it("finds the interaction in the patient record's previous treatments when the consultation names no medicine", () => {
    const sc = considerations({ ...bloodStasis, previousTreatments: 'Warfarin 5 mg daily; acupuncture 2019' });
    expect(sc.interacciones_medicamentos.join(' ')).toMatch(/dāng guī 当归 \+ Warfarin \(major\)/);
    expect(sc.interacciones_medicamentos.join(' ')).not.toMatch(/No medicines recorded/);
    // Treatments without a medicine that interacts leave the ask-about line in place.
    const none = considerations({ ...bloodStasis, previousTreatments: 'acupuncture 2019' });
    expect(none.interacciones_medicamentos).toEqual([expect.stringMatching(/^No medicines recorded: ask about anticoagulants/)]);
  });

  it('says the medicines recorded in the record were checked when none interacts with the formula', () => {
    const windCold: AnalysisInput = {
      pulse: { overallQuality: 'floating' },
      symptoms: 'chills and fever, headache, stiff neck, no sweating',
    };
    const sc = considerations({ ...windCold, previousTreatments: 'Warfarin 5 mg daily; prenatal vitamins' });
    const lines = sc.interacciones_medicamentos.join(' ');
    expect(lines).not.toMatch(/No medicines recorded/);
    expect(lines).toMatch(/Medicines recorded \(Warfarin\): none interacts with this formula's herbs/);
  });

  it('asks about anticoagulants, and never names warfarin as a caution, when no medicine was entered', () => {
    const result = analyse(bloodStasis);
    const sc = result.practitioner.special_considerations;
    expect(sc.interacciones_medicamentos).toEqual([expect.stringMatching(/^No medicines recorded: ask about anticoagulants/)]);
    expect(result.cautions.interactions).toEqual([]);
    expect(allText(result.practitioner)).not.toMatch(/warfarin [^,]*caution|INR/i);
  });
});

describe('pregnancy and breastfeeding cautions that fit the person', () => {
  const line = /PREGNANCY: /;

  it('gives a pregnant patient the pregnancy cautions first (right after any red flag), contraindicated herbs named', () => {
    const result = analyse({ ...bloodStasis, person: { gender: 'female', age: 31, pregnancyStatus: 'pregnant' } });
    const factors = result.practitioner.special_considerations.factores_complicantes;
    expect(factors[0]).toMatch(line);
    expect(factors.filter((f) => line.test(f)).join(' ')).toMatch(/táo rén 桃仁: contraindicated in pregnancy/);
    expect(result.cautions.pregnancy).toMatch(/contraindicated in pregnancy/);
  });

  /* An exploratory test saw SP6 and CV6 among a pregnant patient's points, and LI4 for her cold, with no caution. */
  it("leaves the points forbidden in pregnancy out of a pregnant patient's plan, and says so", () => {
    const spleen: AnalysisInput = {
      manualAssessment: { bodyColor: 'pale', signs: ['tooth-marks'] },
      pulse: { overallQuality: 'weak' },
      symptoms: 'fatigue worse after meals, poor appetite, loose stools',
    };
    const points = (r: ReturnType<typeof analyse>) => r.practitioner.treatment_plan.puntos_acupuntura.map((p) => p.split(' ')[0]);
    const usual = analyse({ ...spleen, person: { gender: 'female', age: 30, pregnancyStatus: 'no' } });
    const pregnant = analyse({ ...spleen, person: { gender: 'female', age: 30, pregnancyStatus: 'pregnant' } });
    const forbidden = points(usual).filter((code) =>
      ['LI4', 'SP6', 'BL60', 'BL67', 'GB21', 'CV3', 'CV4', 'CV6', 'BL28'].includes(code),
    );
    expect(forbidden.length).toBeGreaterThan(0);
    expect(points(pregnant)).toEqual(points(usual).filter((code) => !forbidden.includes(code)));
    expect(pregnant.treatment?.acupoints.map((a) => a.code)).toEqual(points(pregnant));
    const told = pregnant.practitioner.special_considerations.factores_complicantes.join(' ');
    for (const code of forbidden)
      expect(told).toMatch(new RegExp(`${code} [^:]+: left out of the points, traditionally forbidden in pregnancy`));
    const zh = analyse({ ...spleen, person: { gender: 'female', age: 30, pregnancyStatus: 'pregnant' }, locale: 'zh' });
    expect(zh.practitioner.special_considerations.factores_complicantes.join(' ')).toMatch(/传统上孕妇禁针/);
    // Not recorded for a woman it can apply to: the plan keeps the points, and the practitioner is asked first.
    const unknown = analyse({ ...spleen, person: { gender: 'female', age: 30 } });
    expect(points(unknown)).toEqual(points(usual));
    expect(unknown.practitioner.special_considerations.factores_complicantes.join(' ')).toMatch(
      new RegExp(`Pregnancy status not recorded: ask about pregnancy before needling [^.]*${forbidden[0]}`),
    );
    expect(unknown.practitioner.special_considerations.interacciones_medicamentos.join(' ')).not.toMatch(/needling/);
  });

  it('treats trying to conceive as a possible pregnancy', () => {
    const result = analyse({ ...bloodStasis, person: { gender: 'female', age: 33, pregnancyStatus: 'trying_to_conceive' } });
    expect(result.practitioner.special_considerations.factores_complicantes[0]).toMatch(/PREGNANCY: Trying to conceive/);
  });

  it.each([
    ['a male patient', { gender: 'male' as const, age: 40, pregnancyStatus: 'pregnant' as const }],
    ['a 70-year-old', { gender: 'female' as const, age: 70 }],
    ['a woman who is not pregnant', { gender: 'female' as const, age: 30, pregnancyStatus: 'no' as const }],
  ])('gives %s no pregnancy caution and no pregnancy question', (_who, person) => {
    const result = analyse({ ...bloodStasis, person });
    expect(result.cautions.pregnancy).toBeUndefined();
    expect(allText(result.practitioner)).not.toMatch(/pregnan/i);
  });

  it('reminds the practitioner once to ask about pregnancy when the status is unknown and the formula holds contraindicated herbs', () => {
    for (const person of [
      { gender: 'female' as const, age: 30 },
      { gender: 'female' as const, pregnancyStatus: 'not_asked' as const },
    ]) {
      const result = analyse({ ...bloodStasis, person });
      expect(result.cautions.pregnancy).toBeUndefined();
      const asks = result.practitioner.special_considerations.factores_complicantes.filter((f) => /ask about pregnancy/.test(f));
      expect(asks).toEqual([expect.stringMatching(/^Pregnancy status not recorded: ask about pregnancy .*táo rén/)]);
    }
  });

  it('asks about pregnancy for the points alone when the formula holds no contraindicated herb', () => {
    const spleen: AnalysisInput = {
      manualAssessment: { bodyColor: 'pale', signs: ['tooth-marks'] },
      pulse: { overallQuality: 'weak' },
      symptoms: 'fatigue, poor appetite, loose stools',
      person: { gender: 'female', age: 30 },
    };
    const pregnancy = allText(analyse(spleen).practitioner).match(/[^"]*pregnan[^"]*/gi) ?? [];
    expect(pregnancy).toEqual([expect.stringMatching(/^Pregnancy status not recorded: ask about pregnancy before needling /)]);
  });

  it('gives a breastfeeding patient the breastfeeding cautions of the formula herbs, and no pregnancy caution', () => {
    const dampHeat: AnalysisInput = {
      manualAssessment: { bodyColor: 'red', coating: 'yellow', signs: ['thick-root-coating'] },
      symptoms: 'burning urination, urgency, dark scanty urine',
      person: { gender: 'female', age: 29, pregnancyStatus: 'breastfeeding' },
    };
    const result = analyse(dampHeat);
    expect(result.patterns[0].id).toBe('damp-heat-lower-burner');
    expect(result.cautions.breastfeeding).toMatch(/dà huáng 大黄: .*breast milk/);
    expect(result.cautions.pregnancy).toBeUndefined();
    expect(result.practitioner.special_considerations.factores_complicantes[0]).toMatch(/^BREASTFEEDING: /);
  });

  it('leaves herbs a pregnant consumer should not take out of her suggestions, and says why', () => {
    const { consumer } = analyse({
      questionnaire: liverBloodNotes,
      person: { gender: 'female', age: 28, pregnancyStatus: 'pregnant' },
    });
    for (const h of consumer.recommendation.herbs) expect(h.name).not.toMatch(/hawthorn|turmeric|cinnamon/i);
    const none = analyse({ questionnaire: liverBloodNotes, person: { gender: 'male', age: 28, pregnancyStatus: 'pregnant' } });
    expect(none.consumer.safety.notices.filter((n) => /pregnan/.test(n))).toEqual([]);
  });
});

describe('prognosis and age notes that fit the person', () => {
  const factors = (input: AnalysisInput) => {
    const r = analyse(input);
    return [...r.prognosis.favourable, ...r.prognosis.obstacles].join(' | ');
  };
  const spleen: AnalysisInput = {
    manualAssessment: { bodyColor: 'pale', signs: ['tooth-marks'] },
    pulse: { overallQuality: 'weak' },
    symptoms: 'fatigue, poor appetite, loose stools',
  };

  it("never lists 'younger age' and 'advanced age' together, and only the one that applies", () => {
    expect(factors({ ...spleen, person: { age: 25 } })).toMatch(/younger age/);
    expect(factors({ ...spleen, person: { age: 25 } })).not.toMatch(/advanced age/);
    expect(factors({ ...spleen, person: { age: 75 } })).toMatch(/advanced age/);
    expect(factors({ ...spleen, person: { age: 75 } })).not.toMatch(/younger age/);
    expect(factors(spleen)).not.toMatch(/younger age|advanced age/);
  });

  it("never lists 'recent onset' with 'long-standing'", () => {
    const chronic = factors({ ...spleen, chiefComplaint: 'tired for years' });
    expect(chronic).toMatch(/long-standing/);
    expect(chronic).not.toMatch(/recent onset/);
    const acute = factors({ ...spleen, chiefComplaint: 'started suddenly two days ago' });
    expect(acute).not.toMatch(/long-standing deficiency/);
  });

  it('computes the age notes once and puts them in the practitioner object', () => {
    const t = translatorFor('en');
    expect(ageNotes(6, t).join(' ')).toMatch(/children/);
    expect(ageNotes(80, t).join(' ')).toMatch(/low end/);
    expect(ageNotes(40, t)).toEqual([]);
    expect(analyse({ ...spleen, person: { age: 80 } }).practitioner.special_considerations.adaptaciones_edad).toEqual(
      ageNotes(80, t),
    );
  });
});
