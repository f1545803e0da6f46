import {
  BuiltinAnalysisResultSchema,
  FALLBACK_BASIC_ANALYSIS,
  FALLBACK_MESSAGE,
  type BuiltinAnalysisResult,
  type TreatmentPlan,
} from '../../contract/analysis.ts';
import type { TongueAssessment } from '../../contract/assessment.ts';
import { getFormula } from '../knowledge/formulas/index.ts';
import { localizeFormulaName, localizePatternName, localizePrinciple } from '../knowledge/localize/views.ts';
import { reasoningMessage } from '../knowledge/reasoning-messages.ts';
import { complexFactorName } from '../knowledge/complex-factors.ts';
import { message } from '../knowledge/messages.ts';
import { localizeInteraction } from '../knowledge/interactions/localize.ts';
import { isSeverity } from '../knowledge/interactions/types.ts';
import { getPattern, isPatternId } from '../knowledge/patterns/index.ts';
import type { DifferentiationRun } from './differentiate.ts';
import { askFirstLines, pregnancyLines } from './safety.ts';
import {
  buildReasoningView,
  distinctionLines,
  findingLabel,
  patternName,
  shownEvidence,
  tongueConflictLine,
} from './reasoning-view.ts';
import { tongueGroupFromAssessment, mergeTongueGroups } from './tongue-map.ts';
import { compositionHerbName, joinList, practitionerHerbName, type Wording } from './wording.ts';

const BuiltinTongueGroupSchema = BuiltinAnalysisResultSchema.shape.tongue_analysis;
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** What the SPEC §3 object is written from besides the differentiation. */
export interface PractitionerResultInput {
  /** The tongue engine's SPEC §3 group and plain-language observations, when a photo was analysed. */
  tongueAnalysis?: unknown;
  tongueObservations?: readonly string[];
  manualAssessment?: TongueAssessment;
  /** The visit's tongue as its record keeps it (tongueRecordOf: manual over photo), when both exist. */
  visitTongue?: TongueAssessment;
  previousTreatments?: string;
  complexFactors?: readonly string[];
  analysisId: string;
  /** ISO date-time of the analysis. */
  timestamp: string;
  /** True when the built-in engine answers for an unavailable webhook (SPEC §8 messages). */
  fallback: boolean;
}

/** A pattern as practitioners name it: 'Spleen Qi Deficiency (脾气虚, pí qì xū)'; in Chinese, '脾气虚 (pí qì xū)'. */
export function patternLabel(id: string, w: Wording): string {
  if (!isPatternId(id)) return id;
  const p = getPattern(id);
  const name = localizePatternName(p, w.t);
  return w.locale === 'zh' ? `${p.names.zh} (${p.names.pinyin})` : `${name} (${p.names.zh}, ${p.names.pinyin})`;
}

function followUp(run: DifferentiationRun, w: Wording): string {
  const d = run.result;
  if (d.referral) return message(w.t, 'follow-up.referral', { referral: d.referral });
  if (d.chronicity.level === 'acute') return message(w.t, 'follow-up.acute');
  if (d.severity.level === 'severe') return message(w.t, 'follow-up.severe');
  return message(w.t, d.chronicity.level === 'chronic' ? 'follow-up.chronic' : 'follow-up.default');
}

function modificationLines(run: DifferentiationRun, t: TreatmentPlan | null, w: Wording): string[] {
  const whenOf = (english: string) => {
    const index = run.top?.formula?.modifications.findIndex((m) => m.when === english) ?? -1;
    return index >= 0 && run.topText ? run.topText.modifications[index] : english;
  };
  const changes = (m: { add: string[]; remove: string[] }) =>
    [
      m.add.length
        ? message(w.t, 'result.add-herbs', {
            herbs: joinList(
              m.add.map((id) => practitionerHerbName(id, w)),
              w,
            ),
          })
        : '',
      m.remove.length
        ? message(w.t, 'result.remove-herbs', {
            herbs: joinList(
              m.remove.map((id) => practitionerHerbName(id, w)),
              w,
            ),
          })
        : '',
    ]
      .filter(Boolean)
      .join('; ');
  return [
    ...(t?.appliedModifications ?? []).map((m) =>
      message(w.t, 'result.modification-applied', { when: whenOf(m.when), changes: changes(m) }),
    ),
    ...(t?.otherModifications ?? []).map((m) =>
      message(w.t, 'result.modification-option', { when: whenOf(m.when), changes: changes(m) }),
    ),
  ];
}

/** A pattern's treatment principle with its Chinese and pinyin. */
function principleOf(id: string, w: Wording): string {
  const principle = localizePrinciple(getPattern(id as Parameters<typeof getPattern>[0]), w.t);
  // In Chinese the translated principle is the Chinese one: once, with its pinyin.
  return w.locale === 'zh' ? `${principle.zh} (${principle.pinyin})` : `${principle.text} (${principle.zh}, ${principle.pinyin})`;
}

/** The main formula as practitioners write it: pinyin (Chinese, name in the reader's language); in Chinese, Chinese (pinyin). */
function formulaLine(patternId: string, w: Wording): string | null {
  const use = getPattern(patternId as Parameters<typeof getPattern>[0]).formula;
  if (!use) return null;
  const n = localizeFormulaName(getFormula(use.formula), w.t);
  return w.locale === 'zh' ? `${n.zh} (${n.pinyin})` : `${n.pinyin} (${n.zh}, ${n.name})`;
}

/** The principle: the main pattern's, and for a combination the partner's too (both are treated). */
function principleLine(run: DifferentiationRun, w: Wording): string {
  const top = run.result.patterns[0];
  if (!top || !run.topText) return '';
  const c = run.result.reasoning.combination;
  if (!c || !isPatternId(c.partner)) return principleOf(top.id, w);
  return reasoningMessage(w.t, 'reasoning.combined-principle', {
    main: principleOf(top.id, w),
    partner: patternName(c.partner, w),
    partnerPrinciple: principleOf(c.partner, w),
  });
}

/**
 * How the formula serves a combination, as a practitioner would say it: modified for the
 * partner when a modification the formula documents for it was applied (the case shows the
 * signs it names); else chosen for the leading pattern, with that modification listed as an
 * option when the formula has one, and the partner's own formula named for later or for
 * combining.
 */
function combinedFormulaLines(run: DifferentiationRun, w: Wording): string[] {
  const c = run.result.reasoning.combination;
  const t = run.result.treatment;
  if (!c || !t?.formula || !isPatternId(c.partner)) return [];
  const names = { main: patternName(c.main, w), partner: patternName(c.partner, w) };
  if (t.appliedModifications.some((m) => m.forPattern === c.partner))
    return [reasoningMessage(w.t, 'reasoning.combined-formula-modified', names)];
  const own = getPattern(c.partner).formula;
  if (!own) return [];
  const name = localizeFormulaName(getFormula(own.formula), w.t);
  const documented = run.top?.formula?.modifications.some((m) => m.forPattern === c.partner) ?? false;
  return [
    reasoningMessage(w.t, documented ? 'reasoning.combined-formula-option' : 'reasoning.combined-formula-choice', {
      ...names,
      formula: `${name.pinyin} (${name.zh})`,
    }),
  ];
}

/**
 * The SPEC §3 result object of a differentiation run, in the run's wording: the tongue group
 * (the engine's, or Maciocia's tongue map from the manual assessment), diagnosis, treatment
 * plan, special considerations (the named interactions or what to ask first, pregnancy and
 * breastfeeding cautions only when the status calls for them, placed right after any red
 * flag), follow-up and the prognosis factors that apply. Validated by the strict contract.
 */
export function buildPractitionerResult(
  run: DifferentiationRun,
  input: PractitionerResultInput,
  w: Wording,
): BuiltinAnalysisResult {
  const d = run.result;
  const top = d.patterns[0];
  const main = run.topText;
  const t = d.treatment;
  const m = (id: Parameters<typeof message>[1], values?: Record<string, string | number>) => message(w.t, id, values);
  const engineGroup = BuiltinTongueGroupSchema.safeParse(input.tongueAnalysis);
  const tongueGroup = !engineGroup.success
    ? tongueGroupFromAssessment(input.manualAssessment, w)
    : input.manualAssessment
      ? mergeTongueGroups(engineGroup.data, input.manualAssessment, input.visitTongue ?? input.manualAssessment, w)
      : engineGroup.data;
  const combination = d.reasoning.combination;
  const mainLabel = combination
    ? reasoningMessage(w.t, 'reasoning.combination', {
        main: patternLabel(combination.main, w),
        partner: patternLabel(combination.partner, w),
      })
    : top
      ? patternLabel(top.id, w)
      : m('result.undetermined');
  const view = buildReasoningView(run, w);
  const summary = top
    ? [
        d.reasoning.split ? view.headline : null,
        m('result.summary', {
          pattern: mainLabel,
          confidence: percent(top.confidence),
          coherence: m(`coherence-level.${d.coherence.level}`),
        }),
      ]
        .filter(Boolean)
        .join(' ')
    : m('result.no-findings');
  // Findings by their readable names, strongest first; weights and sources are in the reasoning panel.
  const evidence = (items: typeof top.evidence.for) => joinList([...new Set(items.map((e) => findingLabel(e.finding, w)))], w);
  const sentence = (text: string) => {
    const trimmed = text.trim();
    const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return /[.!?。！？]$/.test(capital) ? capital : `${capital}.`;
  };
  // Clinician's notes: what leads (split evidence, a tongue that does not fit), the evidence for and
  // against, what would tell the leading patterns apart. The tongue engine's observations speak to
  // the patient and stay on the consumer's side; the tongue group above holds the tongue.
  const notes = [
    d.referral ?? '',
    d.reasoning.split && view.headline ? view.headline : '',
    tongueConflictLine(run, w) ?? '',
    input.previousTreatments ? m('result.previous-treatments', { text: input.previousTreatments }) : '',
    top && top.id !== 'balanced'
      ? reasoningMessage(w.t, 'reasoning.evidence-for', {
          pattern: patternLabel(top.id, w),
          list: evidence(shownEvidence(top.evidence.for, 8)) || m('result.none'),
        })
      : '',
    top && top.evidence.against.length
      ? reasoningMessage(w.t, 'reasoning.evidence-against', { list: evidence(top.evidence.against) })
      : '',
    ...distinctionLines(run, w),
    // Written in the reader's words; the tongue's 'fits another pattern' is left to the conflict sentence above.
    ...d.coherence.notes,
  ]
    .filter(Boolean)
    .map(sentence);
  const bySource = (id: string | null) => (id ? patternLabel(id, w) : m('result.nothing-specific'));
  // Herbs of the formula contraindicated for this pregnant patient: marked where the formula is
  // written, not only in the cautions below it (an exploratory test read the formula unchanged).
  const avoidInPregnancy = (run.safety.pregnancy?.avoid ?? []).filter((id) => t?.formula?.herbs.some((h) => h.id === id));
  const herbWithDose = (id: string) => {
    const h = t!.formula!.herbs.find((x) => x.id === id)!;
    const withDose = `${compositionHerbName(id, w)} ${h.doseG[0]}-${h.doseG[1]} g`;
    return avoidInPregnancy.includes(id) ? m('safety.key-herb-pregnancy', { herb: withDose }) : withDose;
  };
  const formulaPregnancy =
    t?.formula && avoidInPregnancy.length
      ? [
          m('safety.formula-pregnancy', {
            herbs: joinList(
              avoidInPregnancy.map((id) => compositionHerbName(id, w)),
              w,
            ),
          }),
        ]
      : [];
  const pregnancy = pregnancyLines(run.safety, run.person, w);
  const c = d.cautions;
  const result: BuiltinAnalysisResult = {
    status: input.fallback ? 'fallback' : 'success',
    analysis_id: input.analysisId,
    estimated_time: '0 seconds',
    message: input.fallback ? FALLBACK_MESSAGE : m('result.completed'),
    basic_analysis: input.fallback ? FALLBACK_BASIC_ANALYSIS : summary,
    timestamp: input.timestamp,
    confidence_score: top?.confidence ?? 0,
    clinical_coherence: d.coherence.score,
    notas_clinicas: (input.fallback ? `${summary} ` : '') + notes.join(' '),
    tongue_analysis: tongueGroup,
    tcm_diagnosis: {
      patron_principal: mainLabel,
      patrones_secundarios: d.secondaryPatterns.map((id) => patternLabel(id, w)),
      organos_afectados: main?.organs ?? [],
      factores_patologicos: main?.pathogenicFactors ?? [],
      gravedad: `${m(`severity-level.${d.severity.level}`)}: ${d.severity.reasons.join('; ')}`,
      cronicidad: `${m(`chronicity-level.${d.chronicity.level}`)}: ${d.chronicity.reasons.join('; ')}`,
      correlacion_symptoms: m('result.correlation', {
        tongue: bySource(d.coherence.bySource.tongue),
        pulse: bySource(d.coherence.bySource.pulse),
        symptoms: bySource(d.coherence.bySource.symptom),
        level: m(`coherence-level.${d.coherence.level}`),
        score: percent(d.coherence.score),
      }),
    },
    treatment_plan: {
      principio: principleLine(run, w),
      formula_principal: (t?.formula ? formulaLine(t.patternId, w) : null) ?? m('result.no-formula'),
      modificaciones_formula: [...formulaPregnancy, ...combinedFormulaLines(run, w), ...modificationLines(run, t, w)],
      hierbas_clave: (t?.formula?.keyHerbs ?? []).map(herbWithDose),
      // Points forbidden in pregnancy are left out for a pregnant patient (said under factores_complicantes).
      puntos_acupuntura: (main?.acupoints ?? [])
        .filter((a) => !run.safety.pregnancyPoints.includes(a.code))
        .map((a) => `${a.code} ${a.pinyin} ${a.zh}: ${a.role}`),
      modificaciones_dieta: (main?.diet ?? []).map((a) => `${a.name}: ${a.description}`),
      estilo_vida: (main?.lifestyle ?? []).map((a) => `${a.name}: ${a.description}`),
    },
    special_considerations: {
      interacciones_medicamentos: [
        ...run.interactions.map((i) => {
          // The table's texts in the reader's language (an exploratory test read English under Spanish and Chinese).
          const words = i.id ? localizeInteraction({ id: i.id, effect: i.effect, advice: i.advice ?? '' }, w.t) : i;
          return m('safety.interaction', {
            herb: practitionerHerbName(i.herb, w),
            drug: i.mentioned ?? i.drug,
            severity: isSeverity(i.severity) ? m(`safety.severity.${i.severity}`) : i.severity,
            effect: words.effect,
            advice: words.advice ?? '',
          }).trim();
        }),
        ...askFirstLines({ ...run.safety, askAboutPregnancy: [], askAboutPregnancyPoints: [] }, w),
        ...(run.interactions.length === 0 && run.recordedDrugs.length && t?.formula
          ? [m('safety.no-interaction', { drugs: joinList(run.recordedDrugs, w) })]
          : []),
      ],
      adaptaciones_edad: run.ageNotes,
      factores_complicantes: [
        ...c.redFlags.map((r) => m('result.red-flag', { advice: r.message })),
        ...pregnancy.map((text) => m('result.pregnancy', { text })),
        ...(c.breastfeeding ? [m('result.breastfeeding', { text: c.breastfeeding })] : []),
        ...askFirstLines({ ...run.safety, askAboutMedications: [] }, w),
        ...(input.complexFactors ?? []).map((f) => complexFactorName(f, w.t)),
        ...(c.bleedingRisk ? [m('result.bleeding', { text: c.bleedingRisk })] : []),
        ...(c.longTerm ? [m('result.long-term', { text: c.longTerm })] : []),
        ...(main?.cautions.other ?? []),
      ],
      seguimiento: followUp(run, w),
    },
    prognosis: {
      expectativa_mejora: d.prognosis.expectation || m('result.not-estimated'),
      factores_favorables: d.prognosis.favourable,
      posibles_obstaculos: d.prognosis.obstacles,
    },
  };
  return BuiltinAnalysisResultSchema.parse(result);
}
