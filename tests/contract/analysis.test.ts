import { describe, expect, it } from 'vitest';
import {
  BuiltinAnalysisResultSchema,
  DifferentiationInputSchema,
  ExternalAnalysisResultSchema,
  RecommendationSchema,
  SessionAnalysisSchema,
  hasAnalysisFindings,
} from '../../src/contract/analysis.ts';
import { externalSuccess } from '../fixtures/patterns/external-result.ts';

describe('external analysis result contract', () => {
  it('reads a complete webhook answer with exactly the SPEC §3 keys', () => {
    const r = ExternalAnalysisResultSchema.parse({ ...externalSuccess(), extra_vendor_field: 1 });
    expect(hasAnalysisFindings(r)).toBe(true);
    expect(Object.keys(r)).not.toContain('extra_vendor_field');
    expect(Object.keys(r.tongue_analysis!)).toEqual(['color_cuerpo', 'saburra', 'forma_tamaño', 'humedad', 'areas_especificas']);
    expect(r.treatment_plan?.hierbas_clave).toEqual(['Ren Shen', 'Bai Zhu', 'Fu Ling']);
  });

  it('accepts the correlacion_sintomas spelling and returns it as correlacion_symptoms', () => {
    const answer = externalSuccess();
    const { correlacion_symptoms, ...rest } = answer.tcm_diagnosis as Record<string, unknown>;
    const r = ExternalAnalysisResultSchema.parse({
      ...answer,
      tcm_diagnosis: { ...rest, correlacion_sintomas: correlacion_symptoms },
    });
    expect(r.tcm_diagnosis?.correlacion_symptoms).toBe('alta');
  });

  it('is tolerant of a webhook sending a string for a list, a list for a text, and a percentage score', () => {
    const answer = externalSuccess({ confidence_score: '82%', notas_clinicas: ['uno', 'dos'] });
    (answer.treatment_plan as Record<string, unknown>).puntos_acupuntura = 'ST36, SP6';
    const r = ExternalAnalysisResultSchema.parse(answer);
    expect(r.treatment_plan?.puntos_acupuntura).toEqual(['ST36, SP6']);
    expect(r.notas_clinicas).toBe('uno; dos');
    expect(r.confidence_score).toBeCloseTo(0.82);
  });

  it("accepts a 'processing' answer without result groups, and reports no findings", () => {
    const r = ExternalAnalysisResultSchema.parse({ status: 'processing', analysis_id: 'abc', estimated_time: '30-60 seconds' });
    expect(hasAnalysisFindings(r)).toBe(false);
    expect(hasAnalysisFindings(ExternalAnalysisResultSchema.parse({ status: 'success', tcm_diagnosis: {} }))).toBe(false);
  });

  it('keeps any subset of the SPEC §3 fields and fills nothing in', () => {
    const r = SessionAnalysisSchema.parse({
      tcm_diagnosis: { patron_principal: 'Spleen Qi Deficiency' },
      treatment_plan: { principio: 'Tonify Spleen qi', formula_principal: 'Si Jun Zi Tang' },
      tongue_analysis: { saburra: { color: 'white' } },
    });
    expect(r).toEqual({
      tcm_diagnosis: { patron_principal: 'Spleen Qi Deficiency' },
      treatment_plan: { principio: 'Tonify Spleen qi', formula_principal: 'Si Jun Zi Tang' },
      tongue_analysis: { saburra: { color: 'white' } },
    });
    expect(hasAnalysisFindings(r)).toBe(true);
    expect(ExternalAnalysisResultSchema.safeParse({ tcm_diagnosis: { patron_principal: 'x' } }).success).toBe(false);
  });

  it('rejects garbage', () => {
    expect(ExternalAnalysisResultSchema.safeParse('<html>oops</html>').success).toBe(false);
    expect(ExternalAnalysisResultSchema.safeParse({ analysis_id: 'x' }).success).toBe(false);
    expect(ExternalAnalysisResultSchema.safeParse({ ...externalSuccess(), confidence_score: 'very high' }).success).toBe(false);
    expect(ExternalAnalysisResultSchema.safeParse({ ...externalSuccess(), tongue_analysis: { color_cuerpo: {} } }).success).toBe(
      false,
    );
    expect(ExternalAnalysisResultSchema.safeParse({ ...externalSuccess(), notas_clinicas: 'bad\u0000text' }).success).toBe(false);
  });

  it('the strict builtin reading refuses unknown keys, missing groups and strings where lists belong', () => {
    const strictCandidate: Record<string, unknown> = { ...externalSuccess(), timestamp: '2026-01-05T10:00:00.000Z' };
    expect(BuiltinAnalysisResultSchema.safeParse(strictCandidate).success).toBe(true);
    expect(BuiltinAnalysisResultSchema.safeParse({ ...strictCandidate, extra: 1 }).success).toBe(false);
    const { prognosis: _dropped, ...withoutPrognosis } = strictCandidate;
    expect(BuiltinAnalysisResultSchema.safeParse(withoutPrognosis).success).toBe(false);
    expect(
      BuiltinAnalysisResultSchema.safeParse({
        ...strictCandidate,
        treatment_plan: { ...(strictCandidate.treatment_plan as object), hierbas_clave: 'Ren Shen' },
      }).success,
    ).toBe(false);
    expect(BuiltinAnalysisResultSchema.safeParse({ ...strictCandidate, status: 'processing' }).success).toBe(false);
  });
});

describe('differentiation input contract', () => {
  it('takes every field as optional, even a pulse with only a rate', () => {
    expect(DifferentiationInputSchema.parse({})).toEqual({});
    expect(DifferentiationInputSchema.parse({ pulse: { rate: 72 } })).toEqual({ pulse: { rate: 72 } });
  });

  it('names the field and the problem for bad input', () => {
    const r = DifferentiationInputSchema.safeParse({ tongue: { bodyColor: 'green' }, pulse: { rate: 300 }, symtoms: 'x' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.') || i.message);
    expect(paths).toEqual(expect.arrayContaining(['tongue.bodyColor', 'pulse.rate']));
    expect(r.error!.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });
});

describe('recommendation contract', () => {
  it('accepts the SPEC §3 recommendation and refuses items without a name', () => {
    const rec = {
      id: 3,
      createdAt: '2026-01-05T10:00:00.000Z',
      tongueAnalysisId: 7,
      pattern: 'Spleen Qi Deficiency',
      observations: ['pale tongue'],
      herbs: [{ name: 'Ginger tea', description: 'warms the middle' }],
      diet: [],
      lifestyle: [],
    };
    expect(RecommendationSchema.parse(rec)).toEqual(rec);
    expect(RecommendationSchema.safeParse({ ...rec, herbs: [{ description: 'x' }] }).success).toBe(false);
  });
});
