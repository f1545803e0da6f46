import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_BASIC_ANALYSIS, FALLBACK_MESSAGE, POLLING_TIMEOUT_MESSAGE } from '../../../../contract/analysis.ts';
import type { AnalysisStartInput, PractitionerAnalysis } from '../../../../contract/practitioner.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../i18n/contract-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { fetchAnalysis, startAnalysis, uploadTongueImage } from '../api/analysis.ts';
import { useRefusalText } from './refusal-text.ts';
import { analysisPollOptions, checksMade, pollOutcome, type AnalysisPollKey } from './analysis-polling.ts';

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
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  /** Where the upload and the start call stand; from 'polling' on, the query below says the rest. */
  const [state, setState] = useState<TcmAnalysisState>(IDLE);
  // A new run or a reset makes every answer of an older run stale.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const analysisId = state.phase === 'polling' ? (state.result?.analysis_id ?? null) : null;
  const pollKey: AnalysisPollKey = ['tcm-analysis', practitionerId, patientId, analysisId];
  const poll = useQuery(
    analysisPollOptions(
      pollKey,
      async () => {
        try {
          return await fetchAnalysis(practitionerId, patientId, analysisId!);
        } catch (error) {
          console.error('Analysis poll failed', error);
          throw error;
        }
      },
      state.result ?? undefined,
    ),
  );

  const analyze = useCallback(
    async (file: File | null, input: Omit<AnalysisStartInput, 'imageUrl'>) => {
      run.current += 1;
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
        const polling = first.status === 'processing' && Boolean(first.analysis_id);
        setState({ ...IDLE, phase: polling ? 'polling' : 'done', imageUrl, result: first });
      } catch (error) {
        if (token !== run.current) return;
        const status = error instanceof ApiError ? error.status : t('analysis.networkError');
        // Refused by our own API (4xx: findings it does not accept, no session, too many running):
        // nothing was asked of the external service, so the result is not SPEC §8's 'external API
        // unavailable' fallback, and the toast says the refusal in the reader's language.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast({
          title: t('analysis.failed', { status }),
          description: refused ? refusalText(error, 'session.notSaved.fallback') : errorText(error, 'api.analysisFallback'),
          variant: 'destructive',
        });
        setState(
          refused
            ? { ...IDLE, imageUrl }
            : {
                ...IDLE,
                phase: 'done',
                imageUrl,
                result: { status: 'fallback', message: FALLBACK_MESSAGE, basic_analysis: FALLBACK_BASIC_ANALYSIS },
              },
        );
      }
    },
    [patientId, practitionerId, toast, t, errorText, refusalText],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState(IDLE);
  }, []);

  if (state.phase !== 'polling' || !poll.data) return { ...state, analyze, reset };
  const outcome = pollOutcome(poll.data, checksMade(queryClient.getQueryState(pollKey)));
  return {
    ...state,
    phase: outcome,
    result: poll.data,
    notice: outcome === 'timeout' ? POLLING_TIMEOUT_MESSAGE : null,
    analyze,
    reset,
  };
}
