import { randomUUID } from 'node:crypto';
import {
  BuiltinAnalysisResultSchema,
  FALLBACK_BASIC_ANALYSIS,
  FALLBACK_MESSAGE,
  type BuiltinAnalysisResult,
  type DifferentiationInput,
  type DifferentiationResult,
} from '../../../contract/analysis.ts';
import { differentiate } from '../../../engine/patterns/differentiate.ts';
import { getPattern, isPatternId } from '../../../engine/patterns/knowledge/index.ts';
import { ageAdaptations } from '../../../engine/treatment/age-adaptations.ts';
import { tongueGroupFromAssessment } from './tongue-analysis-group.ts';
import type { AnalysisOutcome, AnalysisProvider, AnalysisRequest } from './types.ts';

const BuiltinTongueGroupSchema = BuiltinAnalysisResultSchema.shape.tongue_analysis;
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** The differentiation input of a practitioner analysis request. */
export function toDifferentiationInput(req: AnalysisRequest): DifferentiationInput {
  const p = req.patient;
  const tf = req.tongueFindings;
  return {
    ...(req.manualAssessment ? { tongue: req.manualAssessment } : {}),
    ...(tf ? { tongueFindings: { assessment: tf.assessment, signs: [...(tf.signs ?? [])] } } : {}),
    ...(req.pulse ? { pulse: req.pulse } : {}),
    ...(p.currentSymptoms ? { symptoms: p.currentSymptoms } : {}),
    ...(p.chiefComplaint ? { chiefComplaint: p.chiefComplaint } : {}),
    ...(p.age !== undefined ? { age: p.age } : {}),
    ...(p.gender ? { gender: p.gender as DifferentiationInput['gender'] } : {}),
    ...(p.complexFactors?.length ? { complexFactors: [...p.complexFactors] } : {}),
    ...(p.medications ? { medications: p.medications } : {}),
  };
}

function patternLabel(id: string): string {
  if (!isPatternId(id)) return id;
  const p = getPattern(id);
  return `${p.names.en} (${p.names.zh}, ${p.names.pinyin})`;
}

function herbLabel(h: { pinyin: string; zh: string; latin: string; doseG: readonly [number, number] }): string {
  return `${h.pinyin} (${h.zh}, ${h.latin}) ${h.doseG[0]}-${h.doseG[1]} g`;
}

function followUp(d: DifferentiationResult): string {
  if (d.referral) return `${d.referral} Resume TCM care only after medical clearance.`;
  if (d.chronicity.level === 'acute') return 'Review in 3-5 days, or sooner if symptoms worsen.';
  if (d.severity.level === 'severe') return 'Review weekly; reassess tongue and pulse at every visit.';
  return d.chronicity.level === 'chronic'
    ? 'Review every 2 weeks; reassess tongue and pulse after 4-6 weeks of treatment.'
    : 'Review in 1-2 weeks and adjust the formula to the response.';
}

/**
 * The SPEC §3 result object filled from differentiation and the tongue findings.
 * Texts are English (the knowledge base's language); field names are the contract's.
 */
export function buildAnalysisResult(
  req: AnalysisRequest,
  d: DifferentiationResult,
  meta: { analysisId: string; timestamp: string; fallback: boolean },
): BuiltinAnalysisResult {
  const top = d.patterns[0];
  const main = top && isPatternId(top.id) ? getPattern(top.id) : undefined;
  const t = d.treatment;
  const engineGroup = BuiltinTongueGroupSchema.safeParse(req.tongueFindings?.tongueAnalysis);
  const tongueGroup =
    req.manualAssessment || !engineGroup.success ? tongueGroupFromAssessment(req.manualAssessment) : engineGroup.data;
  const summary = top
    ? `Main pattern: ${patternLabel(top.id)}, confidence ${percent(top.confidence)}; ${d.coherence.level} coherence of tongue, pulse and symptoms.`
    : 'No findings to analyse.';
  const notes = [
    d.referral ?? '',
    ...(req.tongueFindings?.observations ?? []),
    req.patient.previousTreatments ? `Previous treatments: ${req.patient.previousTreatments}.` : '',
    top
      ? `Evidence for: ${
          top.evidence.for
            .slice(0, 8)
            .map((e) => `${e.finding} (${e.weight})`)
            .join(', ') || 'none'
        }.`
      : '',
    top && top.evidence.against.length
      ? `Evidence against: ${top.evidence.against.map((e) => `${e.finding} (${e.weight})`).join(', ')}.`
      : '',
    ...d.coherence.notes,
  ].filter(Boolean);
  const result: BuiltinAnalysisResult = {
    status: meta.fallback ? 'fallback' : 'success',
    analysis_id: meta.analysisId,
    estimated_time: '0 seconds',
    message: meta.fallback ? FALLBACK_MESSAGE : 'Analysis completed by the built-in TCM engine.',
    basic_analysis: meta.fallback ? FALLBACK_BASIC_ANALYSIS : summary,
    timestamp: meta.timestamp,
    confidence_score: top?.confidence ?? 0,
    clinical_coherence: d.coherence.score,
    notas_clinicas: (meta.fallback ? `${summary} ` : '') + notes.join(' '),
    tongue_analysis: tongueGroup,
    tcm_diagnosis: {
      patron_principal: top ? patternLabel(top.id) : 'undetermined',
      patrones_secundarios: d.secondaryPatterns.map(patternLabel),
      organos_afectados: main?.organs ?? [],
      factores_patologicos: main?.pathogenicFactors ?? [],
      gravedad: `${d.severity.level}: ${d.severity.reasons.join('; ')}`,
      cronicidad: `${d.chronicity.level}: ${d.chronicity.reasons.join('; ')}`,
      correlacion_symptoms: `Tongue points to ${d.coherence.bySource.tongue ?? 'nothing specific'}, pulse to ${d.coherence.bySource.pulse ?? 'nothing specific'}, symptoms to ${d.coherence.bySource.symptom ?? 'nothing specific'}; coherence ${d.coherence.level} (${percent(d.coherence.score)}).`,
    },
    treatment_plan: {
      principio: t ? `${t.principle.en} (${t.principle.zh}, ${t.principle.pinyin})` : '',
      formula_principal: t?.formula
        ? `${t.formula.name.pinyin} (${t.formula.name.zh}, ${t.formula.name.en})`
        : 'no formula needed',
      modificaciones_formula: [
        ...(t?.appliedModifications ?? []).map(
          (m) =>
            `Applied, ${m.when}: ${[m.add.length ? `add ${m.add.join(', ')}` : '', m.remove.length ? `remove ${m.remove.join(', ')}` : ''].filter(Boolean).join('; ')}`,
        ),
        ...(t?.otherModifications ?? []).map(
          (m) =>
            `If ${m.when}: ${[m.add.length ? `add ${m.add.join(', ')}` : '', m.remove.length ? `remove ${m.remove.join(', ')}` : ''].filter(Boolean).join('; ')}`,
        ),
      ],
      hierbas_clave: (t?.formula?.keyHerbs ?? []).map((id) => t!.formula!.herbs.find((h) => h.id === id)!).map(herbLabel),
      puntos_acupuntura: (t?.acupoints ?? []).map((a) => `${a.code} ${a.pinyin}: ${a.role}`),
      modificaciones_dieta: (t?.diet ?? []).map((a) => `${a.name}: ${a.description}`),
      estilo_vida: (t?.lifestyle ?? []).map((a) => `${a.name}: ${a.description}`),
    },
    special_considerations: {
      interacciones_medicamentos: d.cautions.interactions.map(
        (i) => `${i.herb} + ${i.drug} (${i.severity}): ${i.effect}${i.advice ? ` ${i.advice}` : ''}`,
      ),
      adaptaciones_edad: ageAdaptations(req.patient.age, req.patient.gender),
      factores_complicantes: [
        ...d.cautions.redFlags.map((r) => `RED FLAG: ${r.message}`),
        ...(req.patient.complexFactors ?? []),
        ...(d.cautions.pregnancy ? [`Pregnancy: ${d.cautions.pregnancy}`] : []),
        ...(d.cautions.bleedingRisk ? [`Bleeding risk: ${d.cautions.bleedingRisk}`] : []),
        ...(d.cautions.longTerm ? [`Long-term use: ${d.cautions.longTerm}`] : []),
      ],
      seguimiento: followUp(d),
    },
    prognosis: {
      expectativa_mejora: d.prognosis.expectation || 'not estimated',
      factores_favorables: d.prognosis.favourable,
      posibles_obstaculos: d.prognosis.obstacles,
    },
  };
  return BuiltinAnalysisResultSchema.parse(result);
}

/**
 * Run the built-in analysis (our tongue findings + differentiation) and answer with the
 * SPEC §3 object, status 'success' (or 'fallback' when answering for an unavailable webhook,
 * with SPEC §8's messages).
 */
export function runBuiltinAnalysis(
  req: AnalysisRequest,
  options: { fallback?: boolean; now?: () => Date; newId?: () => string } = {},
): BuiltinAnalysisResult {
  const d = differentiate(toDifferentiationInput(req));
  return buildAnalysisResult(req, d, {
    analysisId: options.newId?.() ?? `builtin-${randomUUID()}`,
    timestamp: (options.now?.() ?? new Date()).toISOString(),
    fallback: options.fallback ?? false,
  });
}

/** The built-in provider: our engine answers every request. */
export function createBuiltinProvider(options: { now?: () => Date; newId?: () => string } = {}): AnalysisProvider {
  return {
    analyze: async (req: AnalysisRequest): Promise<AnalysisOutcome> => ({
      result: runBuiltinAnalysis(req, options),
      provider: 'builtin',
    }),
  };
}
