import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import type { AnalysisStage, PractitionerAnalysis } from '../../../../contract/practitioner.ts';
import { useMessageText } from '../../../i18n/contract-messages.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { AnalysisPhase } from './use-tcm-analysis.ts';

type RunningPhase = Extract<AnalysisPhase, 'uploading' | 'waiting' | 'polling'>;

export function isRunning(phase: AnalysisPhase): phase is RunningPhase {
  return phase === 'uploading' || phase === 'waiting' || phase === 'polling';
}

/**
 * The stages a running analysis really goes through: the photo's upload (only with a photo), the
 * start call, then the server job's own stages as its polls report them (issue 15): reading the
 * photo (only with one), then the differentiation.
 */
type Step = 'uploading' | 'waiting' | AnalysisStage;
const STEPS: readonly { step: Step; label: MessageId }[] = [
  { step: 'uploading', label: 'analysis.step.upload' },
  { step: 'waiting', label: 'analysis.step.start' },
  { step: 'segmenting', label: 'analysis.step.segment' },
  { step: 'differentiating', label: 'analysis.step.differentiate' },
];

/** The step now: the phase until the job answers, then the stage it reports (a server that reports none: its first stage). */
function currentStep(phase: RunningPhase, withPhoto: boolean, answer: PractitionerAnalysis | null): Step {
  if (phase !== 'polling') return phase;
  return answer?.stage ?? (withPhoto ? 'segmenting' : 'differentiating');
}

/** The line saying what is happening now (SPEC §4 texts while the start call runs and while the job is processing). */
export function useStageText(): (phase: RunningPhase, answer: PractitionerAnalysis | null) => string {
  const t = useT();
  const messageText = useMessageText();
  return (phase, answer) => {
    if (phase === 'uploading') return t('analysis.uploading');
    if (phase === 'waiting' || !answer) return t('analysis.processing');
    const message = answer.message ? messageText(answer.message) : t('api.analysisInProgress');
    return answer.estimated_time
      ? `${message} ${t('analysis.estimated', { time: messageText(answer.estimated_time) })}`
      : message;
  };
}

/** Where a running analysis stands. Not a live region: the page announces each stage once. */
export function AnalysisProgress({
  phase,
  withPhoto,
  answer,
}: {
  phase: RunningPhase;
  withPhoto: boolean;
  answer: PractitionerAnalysis | null;
}) {
  const t = useT();
  const stageText = useStageText();
  const photoSteps: readonly Step[] = ['uploading', 'segmenting'];
  const stages = STEPS.filter((s) => withPhoto || !photoSteps.includes(s.step));
  const now = currentStep(phase, withPhoto, answer);
  const current = stages.findIndex((s) => s.step === now);
  return (
    <div className="space-y-3" data-testid="analysis-progress">
      <ol className="space-y-2 text-sm" aria-label={t('analysis.step.list')}>
        {stages.map((stage, i) => (
          <li
            key={stage.step}
            aria-current={i === current ? 'step' : undefined}
            className={
              i > current ? 'flex items-center gap-2 text-slate-600 dark:text-slate-300' : 'flex items-center gap-2 font-medium'
            }
          >
            {i < current ? (
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-500" />
            ) : i === current ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Circle aria-hidden="true" className="h-4 w-4" />
            )}
            {t(stage.label)}
            {i < current && <span className="sr-only"> ({t('analysis.step.done')})</span>}
          </li>
        ))}
      </ol>
      <p className="text-sm">{stageText(phase, answer)}</p>
    </div>
  );
}
