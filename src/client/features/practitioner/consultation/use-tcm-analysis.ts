import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_BASIC_ANALYSIS, FALLBACK_MESSAGE, POLLING_TIMEOUT_MESSAGE } from '../../../../contract/analysis.ts';
import { POLL_FIRST_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../../../../contract/constants.ts';
import type { AnalysisStartInput, PractitionerAnalysis } from '../../../../contract/practitioner.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { fetchAnalysis, startAnalysis, uploadTongueImage } from '../api/analysis.ts';

/**
 * SPEC §4 practitioner analysis: uploading, then waiting for the first answer ('Processing with
 * Professional TCM API...'), then polling while 'processing', then done; or timed out.
 */
export type AnalysisPhase = 'idle' | 'uploading' | 'waiting' | 'polling' | 'done' | 'timeout';

export interface TcmAnalysisState {
  phase: AnalysisPhase;
  imageUrl: string | null;
  result: PractitionerAnalysis | null;
  /** SPEC §8 polling timeout text, once polling gave up. */
  notice: string | null;
}

const IDLE: TcmAnalysisState = { phase: 'idle', imageUrl: null, result: null, notice: null };

/** Upload the photo, start the analysis and poll it (SPEC §7: first after 3 s, then every 6 s, at most 20 checks). */
export function useTcmAnalysis(practitionerId: number, patientId: number) {
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const [state, setState] = useState<TcmAnalysisState>(IDLE);
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    run.current += 1;
    clearTimeout(timer.current);
  }, []);
  useEffect(() => cancel, [cancel]);

  /** Waits, unless the run is cancelled meanwhile (then the promise never settles and the run just stops). */
  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, ms);
      }),
    [],
  );

  const poll = useCallback(
    async (token: number, analysisId: string) => {
      for (let attempt = 0; attempt < POLL_MAX_ATTEMPTS; attempt++) {
        await wait(attempt === 0 ? POLL_FIRST_DELAY_MS : POLL_INTERVAL_MS);
        if (token !== run.current) return;
        let answer: PractitionerAnalysis | null = null;
        try {
          answer = await fetchAnalysis(practitionerId, patientId, analysisId);
        } catch (error) {
          console.error('Analysis poll failed', error);
        }
        if (token !== run.current) return;
        if (answer && answer.status !== 'processing') {
          const done = answer;
          setState((s) => ({ ...s, phase: 'done', result: done }));
          return;
        }
        if (answer) {
          const latest = answer;
          setState((s) => ({ ...s, result: latest }));
        }
      }
      setState((s) => ({ ...s, phase: 'timeout', notice: POLLING_TIMEOUT_MESSAGE }));
    },
    [practitionerId, patientId, wait],
  );

  const analyze = useCallback(
    async (file: File | null, input: Omit<AnalysisStartInput, 'imageUrl'>) => {
      cancel();
      const token = run.current;
      let imageUrl: string | null = null;
      // Without a photo the analysis runs on the manual findings alone.
      if (file) {
        setState({ ...IDLE, phase: 'uploading' });
        try {
          imageUrl = (await uploadTongueImage(file, patientId, practitionerId)).imageUrl;
        } catch (error) {
          if (token !== run.current) return;
          setState(IDLE);
          toast({
            title: t('session.uploadFailed'),
            description: errorText(error, 'session.uploadFallback'),
            variant: 'destructive',
          });
          return;
        }
      }
      if (token !== run.current) return;
      setState({ ...IDLE, phase: 'waiting', imageUrl });
      try {
        const first = await startAnalysis(practitionerId, patientId, { ...input, ...(imageUrl ? { imageUrl } : {}) });
        if (token !== run.current) return;
        if (first.status === 'processing' && first.analysis_id) {
          setState({ ...IDLE, phase: 'polling', imageUrl, result: first });
          void poll(token, first.analysis_id);
        } else {
          setState({ ...IDLE, phase: 'done', imageUrl, result: first });
        }
      } catch (error) {
        if (token !== run.current) return;
        const status = error instanceof ApiError ? error.status : t('analysis.networkError');
        toast({
          title: t('analysis.failed', { status }),
          description: errorText(error, 'api.analysisFallback'),
          variant: 'destructive',
        });
        setState({
          ...IDLE,
          phase: 'done',
          imageUrl,
          result: { status: 'fallback', message: FALLBACK_MESSAGE, basic_analysis: FALLBACK_BASIC_ANALYSIS },
        });
      }
    },
    [cancel, patientId, practitionerId, poll, toast, t, errorText],
  );

  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  return { ...state, analyze, reset };
}
