import * as Tabs from '@radix-ui/react-tabs';
import { Bookmark, ChevronDown, FileText, Trash2 } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HISTORY_OBSERVATIONS_SHOWN } from '../../../../contract/constants.ts';
import type { ConsumerRecommendation, ConsumerTongueAnalysis } from '../../../../contract/consumer.ts';
import { buildPersonalReport, personalReportFileName } from '../../../../engine/report/consumer-personal-report.ts';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, CardContent, Skeleton } from '../../../components/ui/card.tsx';
import { DELETE_CONFIRMATION } from '../../../../contract/account-data.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLocale } from '../../../i18n/locale-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { apiRequest } from '../../../lib/api.ts';
import { refreshAccountData } from '../../../lib/query-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRecommendations } from '../api/use-recommendations.ts';
import { useTongueAnalyses } from '../api/use-tongue-analyses.ts';
import { useFailureToast } from '../../account/use-failure-toast.ts';
import { downloadTextFile } from '../../../lib/save-blob.ts';
import { TrendLine } from '../results/trend-card.tsx';
import { dietFocus, keyHerbs, recommendationSummary, savedItems } from './history-summary.ts';

function SkeletonRows() {
  const t = useT();
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t('history.loading')}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28" data-testid="history-skeleton" />
      ))}
    </div>
  );
}

/** When a history entry was made, as its card shows it: 'Nov 28 · 10:02 AM'. */
function whenText(intl: IntlShape, iso: string): string {
  const d = new Date(iso);
  return `${intl.formatDate(d, { month: 'short', day: '2-digit' })} · ${intl.formatTime(d, { timeStyle: 'short' })}`;
}

function When({ iso }: { iso: string }) {
  const intl = useIntl();
  return (
    <time dateTime={iso} className="text-xs text-slate-500 dark:text-slate-400">
      {whenText(intl, iso)}
    </time>
  );
}

/** A history card whose chevron shows or hides the full details. */
function HistoryCard({
  title,
  summary,
  iso,
  details,
  media,
  children,
}: {
  title: string;
  summary: string;
  iso: string;
  details: ReactNode;
  /** Shown beside the text from tablet width up (the phone keeps the SPEC's single column). */
  media?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const intl = useIntl();
  return (
    <Card>
      <CardContent className="flex gap-4 pt-4">
        {media && <div className="hidden w-32 shrink-0 sm:block md:w-40">{media}</div>}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-brand-700 dark:text-brand-500">{summary}</p>
              <When iso={iso} />
            </div>
            <button
              type="button"
              aria-expanded={open}
              // Every card of a kind has the same title: the time tells a screen reader's list of buttons apart.
              aria-label={t(open ? 'history.toggle.hide' : 'history.toggle.show', {
                title: `${title}${intl.locale.startsWith('zh') ? '，' : ', '}${whenText(intl, iso)}`,
              })}
              onClick={() => setOpen((v) => !v)}
              className="rounded-full p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <ChevronDown aria-hidden="true" className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
            </button>
          </div>
          {children}
          {open && <div className="border-t border-slate-200 pt-2 text-sm dark:border-slate-700">{details}</div>}
        </div>
      </CardContent>
    </Card>
  );
}

function AnalysisCard({
  analysis,
  onReport,
  onDelete,
}: {
  analysis: ConsumerTongueAnalysis;
  onReport: () => void;
  onDelete: () => Promise<void>;
}) {
  const intl = useIntl();
  const t = useT();
  const observations = analysis.analysisResult.observations ?? [];
  return (
    <HistoryCard
      title={t('history.analysis.title')}
      summary={analysis.analysisResult.pattern || t('history.analysis.default')}
      iso={analysis.createdAt}
      media={
        analysis.imageUrl ? (
          <img
            src={analysis.imageUrl}
            alt={t('history.analysis.photo')}
            loading="lazy"
            className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
          />
        ) : undefined
      }
      details={
        <ul className="list-disc space-y-1 pl-5">
          {observations.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      }
    >
      <div>
        <p className="text-xs font-medium uppercase text-slate-500 dark:text-slate-400">{t('history.observations')}</p>
        <ul className="list-disc pl-5 text-sm">
          {observations.slice(0, HISTORY_OBSERVATIONS_SHOWN).map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </div>
      <TrendLine trend={analysis.trend} compact />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onReport}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('history.report')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {intl.formatMessage({ id: 'checkIn.delete.button' })}
            </Button>
          }
          title={intl.formatMessage({ id: 'checkIn.delete.confirmTitle' })}
          description={intl.formatMessage({ id: 'checkIn.delete.confirmDetail' })}
          confirmLabel={intl.formatMessage({ id: 'checkIn.delete.button' })}
          confirmWord={DELETE_CONFIRMATION}
          onConfirm={onDelete}
        />
      </div>
    </HistoryCard>
  );
}

function RecommendationCard({ rec }: { rec: ConsumerRecommendation }) {
  const intl = useIntl();
  const herbs = keyHerbs(rec.herbs);
  const diet = dietFocus(rec.diet);
  const saved = savedItems(rec);
  const t = useT();
  return (
    <HistoryCard
      title={t('history.recommendation.title')}
      summary={recommendationSummary(rec, {
        joined: (herb, dietName) => t('history.recommendation.joined', { herb, diet: dietName }),
        fallback: t('history.recommendation.default'),
      })}
      iso={rec.createdAt}
      details={
        <div className="space-y-1">
          {rec.pattern && <p>{t('history.pattern', { pattern: rec.pattern })}</p>}
          {rec.lifestyle.length > 0 && (
            <p>{t('history.lifestyle', { items: intl.formatList(rec.lifestyle.map((l) => l.name)) })}</p>
          )}
        </div>
      }
    >
      <div className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <p className="text-xs font-medium uppercase text-slate-500 dark:text-slate-400">{t('history.keyHerbs')}</p>
          <p>{herbs.length ? intl.formatList(herbs) : '—'}</p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase text-slate-500 dark:text-slate-400">{t('history.dietFocus')}</p>
          <p>{diet.length ? intl.formatList(diet) : '—'}</p>
        </div>
      </div>
      {saved.length > 0 && (
        <p className="mt-2 flex items-start gap-1.5 text-sm">
          <Bookmark aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-current text-brand-700 dark:text-brand-300" />
          <span>{t('history.saved.items', { items: intl.formatList(saved) })}</span>
        </p>
      )}
    </HistoryCard>
  );
}

const TAB =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-900';

/** SPEC §2 'History': analyses and recommendations tabs, counts, dates and the personal report. */
export function HistoryPage() {
  const { user } = useUser();
  const userId = user?.id ?? 0;
  const analyses = useTongueAnalyses(userId);
  const recs = useRecommendations(userId);
  const { toast } = useToast();
  const intl = useIntl();
  const failed = useFailureToast();
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'recommendations' ? 'recommendations' : 'analyses';
  // 'Saved Recommendations' (the profile) opens the check-ins whose advice the person kept.
  const savedOnly = tab === 'recommendations' && params.get('saved') === '1';
  const shownRecs = savedOnly ? (recs.data ?? []).filter((r) => savedItems(r).length > 0) : (recs.data ?? []);
  // Check-ins, not analyses plus recommendation sets: one check-in makes one of each (issue 15).
  const total = analyses.data?.length ?? 0;

  async function deleteCheckIn(analysisId: number) {
    try {
      await apiRequest('DELETE', `/api/tongue-analysis/${analysisId}`);
      // Everything that showed the check-in must forget it: history, home, progress, results.
      await refreshAccountData();
      toast({ title: intl.formatMessage({ id: 'checkIn.delete.done' }) });
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  function report(analysisId: number) {
    const analysis = analyses.data?.find((a) => a.id === analysisId);
    if (!analysis) {
      toast({
        title: t('history.report.missing.title'),
        description: t('history.report.missing.detail'),
        variant: 'destructive',
      });
      return;
    }
    const now = new Date();
    downloadTextFile(
      personalReportFileName(analysis.id, now),
      buildPersonalReport(analysis, recs.data ?? [], user ?? {}, now, locale),
    );
    toast({ title: t('history.report.done.title'), description: t('history.report.done.detail') });
  }

  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('history.title')}</h1>
        <Badge aria-label={t('history.totalLabel', { count: total })}>{t('history.total', { count: total })}</Badge>
      </div>
      <Link to="/trends" className="text-sm text-brand-700 underline dark:text-brand-300">
        {intl.formatMessage({ id: 'records.trends.link' })}
      </Link>
      <Tabs.Root value={tab} onValueChange={(v) => setParams(v === 'recommendations' ? { tab: v } : {}, { replace: true })}>
        <Tabs.List aria-label={t('history.tabs')} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tabs.Trigger value="analyses" className={TAB}>
            {t('history.tab.analyses')}
          </Tabs.Trigger>
          <Tabs.Trigger value="recommendations" className={TAB}>
            {t('history.tab.recommendations')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="analyses" className="mt-4 space-y-3">
          {analyses.isLoading ? (
            <SkeletonRows />
          ) : analyses.isError ? (
            <p role="alert">{t('history.analyses.failed')}</p>
          ) : analyses.data?.length ? (
            analyses.data.map((a) => (
              <AnalysisCard key={a.id} analysis={a} onReport={() => report(a.id)} onDelete={() => deleteCheckIn(a.id)} />
            ))
          ) : (
            <p className="py-8 text-center text-slate-500 dark:text-slate-400">{t('history.analyses.empty')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="recommendations" className="mt-4 space-y-3">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={savedOnly}
            onClick={() => setParams(savedOnly ? { tab } : { tab, saved: '1' }, { replace: true })}
          >
            <Bookmark aria-hidden="true" className={cn('h-4 w-4', savedOnly && 'fill-current')} /> {t('history.saved.only')}
          </Button>
          {recs.isLoading ? (
            <SkeletonRows />
          ) : recs.isError ? (
            <p role="alert">{t('history.recommendations.failed')}</p>
          ) : shownRecs.length ? (
            shownRecs.map((r) => <RecommendationCard key={r.id} rec={r} />)
          ) : (
            <p className="py-8 text-center text-slate-600 dark:text-slate-300">
              {t(savedOnly ? 'history.saved.empty' : 'history.recommendations.empty')}
            </p>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
