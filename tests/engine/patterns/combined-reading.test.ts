import { describe, expect, it } from 'vitest';
import { DifferentiationInputSchema } from '../../../src/contract/analysis.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { differentiate } from '../../../src/engine/analysis/differentiate.ts';
import { collectTongueFeatures } from '../../../src/engine/patterns/findings/tongue-features.ts';

const kidneyYinSymptoms = {
  pulse: { qualities: ['thin' as const, 'rapid' as const], rate: 92 },
  symptoms: 'Night sweats, five-palm heat, dry mouth at night, tinnitus, low back ache, weak knees.',
};
const palePhoto = {
  assessment: {
    bodyColor: { value: 'pale' as const, confidence: 0.9 },
    moisture: { value: 'wet' as const, confidence: 0.9 },
    size: { value: 'enlarged' as const, confidence: 0.9 },
  },
  signs: ['tooth-marks' as const],
};

describe('a tongue that contradicts symptoms and pulse', () => {
  it('never outvotes them when it comes from the photo, and the result says so', () => {
    const r = analyse({ ...kidneyYinSymptoms, tongueFindings: palePhoto });
    expect(['kidney-yin-deficiency', 'liver-kidney-yin-deficiency']).toContain(r.patterns[0].id);
    expect(r.reasoning.tongueConflict).toMatchObject({ fromPhoto: true });
    expect(r.practitioner.notas_clinicas).toContain('Retake the photo in daylight');
    expect(r.reasoningView.notes[0]).toContain('does not fit the symptoms and pulse');
    expect(r.consumer.recommendation.observations).toContain(
      'Your tongue photo does not match what you told us, so we relied on your answers. For a better reading, retake the photo in daylight.',
    );
    const photoItems = r.patterns[0].evidence.against.filter((e) => e.origin === 'photo');
    for (const e of photoItems) expect(e.weight).toBeLessThan(1);
  });

  it('is reported but not down-weighted when the practitioner recorded it', () => {
    const r = differentiate({ ...kidneyYinSymptoms, tongue: { bodyColor: 'pale', moisture: 'wet', size: 'enlarged' } });
    expect(r.reasoning.tongueConflict).toMatchObject({ fromPhoto: false });
  });

  it('names one tongue pattern in the conflict and the correlation line, and a single misread field of a normal-looking photo still counts for less', () => {
    const normalFields = {
      coating: { value: 'thin-white' as const, confidence: 0.8 },
      moisture: { value: 'normal' as const, confidence: 0.8 },
      size: { value: 'normal' as const, confidence: 0.8 },
      shape: { value: 'normal' as const, confidence: 0.8 },
      texture: { value: 'normal' as const, confidence: 0.8 },
    };
    // A warm light read as a red body on an otherwise normal tongue, against cold symptoms.
    const coldSymptoms = {
      pulse: { qualities: ['slow' as const, 'deep' as const], rate: 56 },
      symptoms: 'Cold limbs, aversion to cold, pale face, loose stools, clear abundant urine, tiredness.',
    };
    const r = analyse({
      ...coldSymptoms,
      tongueFindings: { assessment: { bodyColor: { value: 'red' as const, confidence: 0.8 }, ...normalFields }, signs: [] },
    });
    const conflict = r.reasoning.tongueConflict;
    expect(conflict).toMatchObject({ fromPhoto: true });
    const named = r.reasoningView.notes.find((n) => n.includes('does not fit the symptoms'));
    const tonguePattern = /points to (.+?) and does not fit/.exec(named ?? '')?.[1];
    expect(tonguePattern).toBeTruthy();
    expect(r.practitioner.tcm_diagnosis.correlacion_symptoms.startsWith(`Tongue points to ${tonguePattern} (`)).toBe(true);
    const red = r.patterns.flatMap((p) => [...p.evidence.for, ...p.evidence.against]).filter((e) => e.origin === 'photo');
    for (const e of red) expect(e.weight).toBeLessThan(1);
  });

  it('is not reported when tongue and symptoms agree', () => {
    const r = differentiate({ ...kidneyYinSymptoms, tongue: { bodyColor: 'red', coating: 'none' } });
    expect(r.reasoning.tongueConflict).toBeNull();
  });
});

describe('tongue findings with their own certainty', () => {
  it('take an optional confidence per field and per sign; without one a value counts as certain', () => {
    const input = DifferentiationInputSchema.parse({
      tongueFindings: {
        assessment: { bodyColor: { value: 'pale' }, coating: { value: 'thin-white', confidence: 0.4 } },
        signs: [{ value: 'tooth-marks' }, { value: 'red-tip', confidence: 0.3 }, 'pale-sides'],
      },
    });
    const byKey = Object.fromEntries(collectTongueFeatures(undefined, input.tongueFindings).map((f) => [f.key, f.certainty]));
    expect(byKey['bodyColor:pale']).toBe(1);
    expect(byKey['coating:thin-white']).toBe(0.4);
    expect(byKey['sign:tooth-marks']).toBe(1);
    expect(byKey['sign:red-tip']).toBe(0.3);
    expect(byKey['sign:pale-sides']).toBe(0.8);
  });
});

describe('two patterns at once', () => {
  const input = {
    tongue: {
      bodyColor: 'pale' as const,
      coating: 'thick-white' as const,
      size: 'enlarged' as const,
      signs: ['tooth-marks' as const, 'greasy-coating' as const],
    },
    pulse: { overallQuality: 'weak' as const, qualities: ['slippery' as const], rate: 66 },
    symptoms:
      'Tired, poor appetite, loose stools, distension after meals; body feels heavy, head foggy and heavy, sticky mouth, no thirst.',
  };

  it('ranks the second pattern beside the first and names the combination with the treatment of both', () => {
    const r = analyse(input);
    expect(r.patterns[0].id).toBe('spleen-qi-deficiency');
    expect(r.reasoning.combination).toEqual({ main: 'spleen-qi-deficiency', partner: r.patterns[1].id });
    expect(['cold-damp-encumbering-spleen', 'phlegm-dampness']).toContain(r.patterns[1].id);
    expect(r.secondaryPatterns[0]).toBe(r.patterns[1].id);
    expect(r.practitioner.tcm_diagnosis.patron_principal).toMatch(/^Spleen Qi Deficiency \(脾气虚, pí qì xū\) with /);
    expect(r.practitioner.treatment_plan.principio).toContain('Tonify Spleen Qi');
    expect(r.practitioner.treatment_plan.principio).toContain('; for ');
    expect(r.consumer.recommendation.pattern).toMatch(/^Spleen Qi Deficiency, together with /);
    expect(r.reasoningView.headline).toMatch(/^Spleen Qi Deficiency with /);
    expect(r.reasoningView.patterns.map((p) => p.role)).toEqual(['main', 'combined', 'alternative']);
  });

  it("says first how the formula serves both patterns: modified for the partner, or chosen for the leader with the partner's own formula named", () => {
    const r = analyse(input);
    const partner = r.practitioner.tcm_diagnosis.patrones_secundarios[0].split(' (')[0];
    const first = r.practitioner.treatment_plan.modificaciones_formula[0];
    expect(first, r.practitioner.treatment_plan.modificaciones_formula.join(' | ')).toMatch(
      /^Formula chosen for Spleen Qi Deficiency(, modified for .+ as listed\.|, the leading pattern; .+ has no documented modification of it: treat it with .+ \(\p{Script=Han}+\) once the leading pattern improves, or combine as clinically indicated\.)$/u,
    );
    expect(first).toContain(partner);
  });

  it('is not named for a single textbook pattern', () => {
    const r = differentiate({
      tongue: { bodyColor: 'pale', shape: 'scalloped', signs: ['tooth-marks'] },
      pulse: { overallQuality: 'weak' },
      symptoms: 'Tired all the time, poor appetite, loose stools, weak limbs.',
    });
    expect(r.reasoning.combination).toBeNull();
  });
});

describe('evidence split between two patterns', () => {
  // Palpitations and insomnia fit Heart Blood and Heart Yin Deficiency about equally, and neither
  // adds findings of its own: no combination, the evidence is split.
  const r = analyse({ symptoms: 'Palpitations, insomnia.' });

  it('leads the summary and the clinical notes with the split, naming both patterns', () => {
    expect(r.reasoning.split).toBe(true);
    expect(r.reasoning.combination).toBeNull();
    const split = 'Evidence is split between Heart Blood Deficiency and Heart Yin Deficiency.';
    expect(r.practitioner.basic_analysis.startsWith(split), r.practitioner.basic_analysis).toBe(true);
    expect(r.practitioner.notas_clinicas.startsWith(split), r.practitioner.notas_clinicas).toBe(true);
    expect(r.reasoningView.headline).toBe(split);
  });

  it('is not said when one pattern clearly leads', () => {
    const clear = analyse({ symptoms: 'Palpitations, insomnia, poor memory, pale face, dizziness, scanty periods.' });
    expect(clear.reasoning.split).toBe(false);
    expect(clear.practitioner.notas_clinicas).not.toContain('Evidence is split');
  });
});

describe('the reasoning shown', () => {
  it('gives the practitioner readable findings with their weight and source, and no raw keys in the notes', () => {
    const r = analyse({
      tongueFindings: { assessment: { bodyColor: { value: 'pale', confidence: 0.7 } }, signs: [] },
      questionnaire: {
        energyLevel: 1,
        sleepQuality: 3,
        digestion: 2,
        discomforts: [],
        notes: 'runny poo, wiped out after lunch',
      },
    });
    const main = r.reasoningView.patterns[0];
    expect(main.id).toBe('spleen-qi-deficiency');
    expect(main.for).toEqual(
      expect.arrayContaining([
        { label: 'fatigue', source: 'questionnaire', weight: 3 },
        { label: 'loose stools', source: 'symptoms', weight: 3 },
        { label: 'pale tongue body', source: 'tongue-photo', weight: 2.1 },
      ]),
    );
    expect(r.practitioner.notas_clinicas).not.toMatch(/bodyColor:|\(\d(\.\d+)?\)/);
    expect(r.practitioner.notas_clinicas).toMatch(/Supporting Spleen Qi Deficiency .*: .*fatigue/);
    for (const sentence of r.practitioner.notas_clinicas.split(/(?<=\.) /)) expect(sentence).toMatch(/\.$/);
  });

  it('tells the consumer the observations behind the pattern in plain words, in their language', () => {
    const r = analyse({
      questionnaire: {
        energyLevel: 3,
        sleepQuality: 3,
        digestion: 3,
        discomforts: [],
        notes: 'siempre hecha polvo después de comer, caca líquida, antojo de dulces',
      },
      locale: 'es',
    });
    expect(r.patterns[0].id).toBe('spleen-qi-deficiency');
    expect(r.consumer.recommendation.observations.slice(0, 2)).toEqual(['Mencionaste cansancio.', 'Mencionaste heces blandas.']);
  });

  it('lists what would tell the leading patterns apart', () => {
    const r = analyse({ symptoms: 'Palpitations, insomnia, poor memory.', pulse: { qualities: ['thin'] } });
    expect(r.reasoningView.distinguish.length).toBeGreaterThan(0);
    expect(r.reasoningView.distinguish[0]).toMatch(/^To tell .+ from .+, (ask about|check for) /);
  });
});
