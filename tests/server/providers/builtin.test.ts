import { describe, expect, it } from 'vitest';
import { BuiltinAnalysisResultSchema, ExternalAnalysisResultSchema } from '../../../src/contract/analysis.ts';
import { createBuiltinProvider, runBuiltinAnalysis } from '../../../src/server/jobs/providers/builtin.ts';
import type { AnalysisRequest } from '../../../src/server/jobs/providers/types.ts';

const fixed = { now: () => new Date('2026-02-01T09:30:00.000Z'), newId: () => 'builtin-test-1' };

const spleenCase: AnalysisRequest = {
  manualAssessment: { bodyColor: 'pale', coating: 'thin-white', shape: 'scalloped', signs: ['tooth-marks'] },
  pulse: { overallQuality: 'weak', rate: 62 },
  patient: {
    age: 70,
    gender: 'male',
    chiefComplaint: 'tired all the time for years',
    currentSymptoms: 'Fatigue, poor appetite, bloating after meals, loose stools, weak limbs.',
    complexFactors: ['Multiple concurrent conditions'],
    previousTreatments: 'iron tablets for three months',
  },
};

describe('built-in analysis provider', () => {
  it('answers with the strict SPEC §3 object, status success, filled from differentiation', async () => {
    const { result, provider } = await createBuiltinProvider(fixed).analyze(spleenCase);
    expect(provider).toBe('builtin');
    expect(BuiltinAnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(ExternalAnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ status: 'success', analysis_id: 'builtin-test-1', timestamp: '2026-02-01T09:30:00.000Z' });
    expect(result.tcm_diagnosis?.patron_principal).toMatch(/^Spleen Qi Deficiency \(脾气虚/);
    expect(result.tcm_diagnosis?.organos_afectados).toContain('Spleen');
    expect(result.tcm_diagnosis?.cronicidad).toMatch(/^chronic/);
    expect(result.treatment_plan?.hierbas_clave?.length).toBeGreaterThan(0);
    expect(result.treatment_plan?.hierbas_clave?.[0]).toMatch(/\d+-\d+ g$/);
    expect(result.treatment_plan?.puntos_acupuntura?.some((p) => p.startsWith('ST36'))).toBe(true);
    expect(result.special_considerations?.adaptaciones_edad?.join(' ')).toMatch(/Age 70/);
    expect(result.special_considerations?.factores_complicantes).toContain('Multiple concurrent conditions');
    expect(result.notas_clinicas).toContain('Previous treatments: iron tablets for three months.');
    expect(result.confidence_score).toBeGreaterThan(0);
    expect(result.clinical_coherence).toBeGreaterThan(0.5);
  });

  it('describes the tongue areas from the manual assessment', async () => {
    const result = await runBuiltinAnalysis(spleenCase, fixed);
    expect(result.tongue_analysis.color_cuerpo).toBe('pale');
    expect(result.tongue_analysis.areas_especificas.bordes).toMatch(/tooth marks/);
    expect(result.tongue_analysis.humedad).toBe('not assessed');
  });

  it("uses the tongue engine's own tongue_analysis group and observations when only a photo was analysed", async () => {
    const tongueAnalysis = {
      color_cuerpo: 'red',
      saburra: { color: 'yellow', grosor: 'thick', distribucion: 'root' },
      forma_tamaño: 'normal',
      humedad: 'dry',
      areas_especificas: { punta: 'red', bordes: 'normal', centro: 'cracked', raiz: 'thick yellow coating' },
    };
    const result = await runBuiltinAnalysis(
      {
        tongueFindings: {
          assessment: { bodyColor: { value: 'red', confidence: 0.9 }, coating: { value: 'yellow', confidence: 0.8 } },
          signs: ['thick-root-coating'],
          tongueAnalysis,
          observations: ['Red body with a yellow coating thicker at the root'],
        },
        patient: { currentSymptoms: 'burning urination, urgency, dark urine' },
      },
      fixed,
    );
    expect(result.tongue_analysis).toEqual(tongueAnalysis);
    // The engine's observations speak to the patient: they stay on the consumer's side (issue 12);
    // the practitioner's notes name the tongue findings in a clinician's words.
    expect(result.notas_clinicas).not.toContain('Red body with a yellow coating thicker at the root');
    expect(result.notas_clinicas).toContain('thick coating at the root');
    expect(result.tcm_diagnosis.patron_principal).toMatch(/Damp-Heat/);
  });

  it('lists herb-drug interactions for the stated medications', async () => {
    const result = await runBuiltinAnalysis(
      {
        manualAssessment: { bodyColor: 'purple', signs: ['purple-spots', 'distended-sublingual-veins'] },
        pulse: { overallQuality: 'choppy' },
        patient: { currentSymptoms: 'fixed stabbing pain worse at night, dark clots with the period', medications: 'warfarin' },
      },
      fixed,
    );
    expect(result.special_considerations.interacciones_medicamentos.join(' ')).toMatch(/warfarin/i);
  });
});

describe('provider choice', () => {
  it('uses the built-in engine when no webhook is configured', async () => {
    const { createAnalysisProvider } = await import('../../../src/server/jobs/providers/create-provider.ts');
    const outcome = await createAnalysisProvider({ webhookUrl: undefined }).analyze(spleenCase);
    expect(outcome.provider).toBe('builtin');
    expect(outcome.result.status).toBe('success');
  });
});
