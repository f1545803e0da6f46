import { useEffect, useRef } from 'react';
import { SESSION_HISTORY_SHOWN } from '../../../../contract/constants.ts';
import type { DiagnosticSession } from '../../../../contract/practitioner.ts';
import { useT } from '../../../i18n/use-t.ts';
import { confidenceText, usePatientDisplay } from '../shared/patient-display.ts';

/**
 * SPEC §2 Patient Analysis History: the latest 5 sessions, then '+N more' (SPEC §9). The session
 * named by `focusId` (the one just saved) takes the focus once it is listed.
 */
export function AnalysisHistory({ sessions, focusId = null }: { sessions: DiagnosticSession[]; focusId?: number | null }) {
  const t = useT();
  const { dateText } = usePatientDisplay();
  const focusItem = useRef<HTMLLIElement>(null);
  const focused = useRef<number | null>(null);
  const listed = sessions.some((s) => s.id === focusId);
  useEffect(() => {
    if (focusId === null || !listed || focused.current === focusId) return;
    focused.current = focusId;
    focusItem.current?.focus({ preventScroll: true });
    focusItem.current?.scrollIntoView({ block: 'nearest' });
  }, [focusId, listed]);
  if (sessions.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{t('session.historyEmpty')}</p>;
  const shown = sessions.slice(0, SESSION_HISTORY_SHOWN);
  const more = sessions.length - shown.length;
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('session.historyList')}>
        {shown.map((s) => (
          <li
            key={s.id}
            ref={s.id === focusId ? focusItem : undefined}
            tabIndex={s.id === focusId ? -1 : undefined}
            className="flex items-center gap-3 py-2"
          >
            {s.imageUrl ? (
              <img
                src={s.imageUrl}
                alt={t('view.photoOf', { when: dateText(s.sessionDate) })}
                className="h-12 w-12 rounded object-cover"
              />
            ) : (
              <div aria-hidden="true" className="h-12 w-12 rounded bg-slate-100 dark:bg-slate-800" />
            )}
            <div className="min-w-0 text-sm">
              <p className="font-medium">{dateText(s.sessionDate, true)}</p>
              <p className="truncate text-slate-500 dark:text-slate-400">
                {s.patternName ?? s.primaryPattern ?? t('session.noAnalysis')}
                {s.confidenceScore !== null ? ` · ${confidenceText(s.confidenceScore)}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('session.more', { count: more })}</p>}
    </div>
  );
}
