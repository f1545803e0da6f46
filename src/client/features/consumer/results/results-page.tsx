import { Bookmark, Download, Leaf, Salad, ShieldCheck, Sun } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ConsumerAdvice, ConsumerRecommendation } from '../../../../contract/consumer.ts';
import { buildResultsReport, resultsReportFileName } from '../../../../engine/report/consumer-results-report.ts';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLocale } from '../../../i18n/locale-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useLatestRecommendation, useSaveRecommendation } from '../api/use-recommendations.ts';
import { useTongueAnalyses } from '../api/use-tongue-analyses.ts';
import { withTimeZone } from '../../../lib/local-dates.ts';
import { downloadTextFile } from '../../../lib/save-blob.ts';
import { SafetyNotice } from './safety-notice.tsx';
import { TrendLine } from './trend-card.tsx';
import { DownloadButton } from '../../records/record-widgets.tsx';

function ResultsSkeleton() {
  const t = useT();
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('results.loading')}
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  );
}

function AdviceCard({ title, icon, items }: { title: string; icon: ReactNode; items: ConsumerAdvice[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-center gap-2">
        {icon}
        <h3 id={titleId} className="text-base font-semibold">
          {title}
        </h3>
      </CardHeader>
      <CardContent>
        {items.length ? (
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.name}>
                <p className="font-medium">{item.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('results.nothingSpecific')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function PhotoWithOverlay({ rec }: { rec: ConsumerRecommendation }) {
  const t = useT();
  if (rec.onDevice) {
    return (
      <Card>
        <CardContent className="flex items-center gap-3 pt-5 text-sm">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
          <p>
            <span className="font-medium">{t('results.photoNotStored')}</span>{' '}
            <span className="text-slate-600 dark:text-slate-300">{t('results.photoNotStoredDetail')}</span>
          </p>
        </CardContent>
      </Card>
    );
  }
  if (!rec.imageUrl) return null;
  return (
    <Card>
      <CardContent className="grid grid-cols-2 gap-3 pt-5">
        <figure className="space-y-1">
          <img
            src={rec.imageUrl}
            alt={t('results.photo')}
            className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
          />
          <figcaption className="text-center text-xs text-slate-500 dark:text-slate-400">{t('results.photoCaption')}</figcaption>
        </figure>
        {rec.overlayUrl && (
          <figure className="space-y-1">
            <img
              src={rec.overlayUrl}
              alt={t('results.overlay')}
              className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
            />
            <figcaption className="text-center text-xs text-slate-500 dark:text-slate-400">
              {t('results.overlayCaption')}
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

/** SPEC §2 'Results': the latest recommendation with its photo, pattern, observations and advice. */
export function ResultsPage() {
  const { user } = useUser();
  const userId = user?.id ?? 0;
  const { data: rec, isLoading, isError } = useLatestRecommendation(userId);
  const save = useSaveRecommendation(userId);
  const analyses = useTongueAnalyses(userId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = useT();
  const { locale } = useLocale();

  if (isLoading) return <ResultsSkeleton />;
  if (isError || !rec) {
    return (
      <section className="space-y-4 text-center">
        <h1 className="text-2xl font-bold">{t('results.title')}</h1>
        <p className="text-slate-600 dark:text-slate-300">{isError ? t('results.loadFailed') : t('results.none')}</p>
        <Button onClick={() => void navigate('/analysis')}>{t('results.takePhoto')}</Button>
      </section>
    );
  }

  const created = new Date(rec.createdAt);
  const trend = analyses.data?.find((a) => a.id === rec.tongueAnalysisId)?.trend;

  function download(r: ConsumerRecommendation) {
    try {
      const now = new Date();
      downloadTextFile(resultsReportFileName(r.id, now), buildResultsReport(r, user ?? {}, now, locale));
      toast({ title: t('results.report.done.title'), description: t('results.report.done.detail') });
    } catch (error) {
      console.error('Report failed', error);
      toast({ title: t('results.report.failed.title'), description: t('results.report.failed.detail'), variant: 'destructive' });
    }
  }

  function saveAll(r: ConsumerRecommendation) {
    save.mutate(
      { id: r.id },
      {
        onSuccess: () => toast({ title: t('results.saveDone.title'), description: t('results.saveDone.detail') }),
        onError: () =>
          toast({
            title: t('results.saveFailed.title'),
            description: t('results.saveFailed.detail'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <article className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t('results.title')}</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={rec.createdAt}>
            {t('results.when', {
              date: intl.formatDate(created, { dateStyle: 'long' }),
              time: intl.formatTime(created, { timeStyle: 'short' }),
            })}
          </time>
        </p>
      </header>
      <SafetyNotice safety={rec.safety} />
      {/* Phones: one column (SPEC). Wider screens: the photo beside the findings, kept in view. */}
      <div className="space-y-4 md:grid md:grid-cols-2 md:items-start md:gap-6 md:space-y-0">
        <div className="md:sticky md:top-4">
          <PhotoWithOverlay rec={rec} />
        </div>
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('results.pattern')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg font-medium text-brand-700 dark:text-brand-500" data-testid="pattern">
                {rec.pattern ?? t('results.notDetermined')}
              </p>
              <h3 className="mt-4 font-semibold">{t('results.observations')}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label={t('results.observationsList')}>
                {rec.observations.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {trend && (
            <Card>
              <CardHeader>
                <CardTitle>{intl.formatMessage({ id: 'trend.title' })}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2">
                <TrendLine trend={trend} />
                <p className="text-xs text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'trend.detail' })}</p>
              </CardContent>
            </Card>
          )}
          <section className="space-y-3" aria-labelledby="personalized">
            <h2 id="personalized" className="text-lg font-semibold">
              {t('results.personalized')}
            </h2>
            {rec.safety?.herbsWithheld ? null : (
              <AdviceCard
                title={t('results.herbal')}
                icon={<Leaf aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />}
                items={rec.herbs}
              />
            )}
            {rec.safety?.adviceWithheld && (
              <p className="text-sm text-slate-700 dark:text-slate-200">{intl.formatMessage({ id: 'safety.advice.withheld' })}</p>
            )}
            <AdviceCard
              title={t('results.diet')}
              icon={<Salad aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />}
              items={rec.diet}
            />
            <AdviceCard
              title={t('results.lifestyle')}
              icon={<Sun aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />}
              items={rec.lifestyle}
            />
          </section>
        </div>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('common.disclaimer')}</p>
      <div className="grid grid-cols-3 gap-2">
        <Button variant="outline" onClick={() => download(rec)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('results.download')}
        </Button>
        <Button variant="outline" onClick={() => saveAll(rec)} disabled={save.isPending} aria-pressed={rec.savedByUser}>
          <Bookmark aria-hidden="true" className={rec.savedByUser ? 'h-4 w-4 fill-current' : 'h-4 w-4'} />
          {rec.savedByUser ? t('results.saved') : t('results.save')}
        </Button>
        <Button onClick={() => void navigate('/')}>{t('results.done')}</Button>
      </div>
      <DownloadButton
        url={withTimeZone(`/api/users/${userId}/recommendations/${rec.id}/report.pdf`)}
        fallbackName={`tcm-comprehensive-report-${rec.id}.pdf`}
        label="records.pdf.results"
      />
    </article>
  );
}
