import { format } from 'date-fns';
import { Bookmark, Download, Leaf, Salad, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DISCLAIMER } from '../../../../contract/constants.ts';
import type { ConsumerAdvice, ConsumerRecommendation } from '../../../../contract/consumer.ts';
import { buildResultsReport, resultsReportFileName } from '../../../../engine/report/consumer-results-report.ts';
import { useUser } from '../../../app/user-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLatestRecommendation, useSaveRecommendation } from '../api/use-recommendations.ts';
import { downloadTextFile } from '../download-text-file.ts';
import { SafetyNotice } from './safety-notice.tsx';
import { DownloadButton } from '../../records/record-widgets.tsx';

function ResultsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your results
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  );
}

function AdviceCard({ title, icon, items }: { title: string; icon: ReactNode; items: ConsumerAdvice[] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        {icon}
        <h3 className="text-base font-semibold">{title}</h3>
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
          <p className="text-sm text-slate-500">Nothing specific for now.</p>
        )}
      </CardContent>
    </Card>
  );
}

function PhotoWithOverlay({ rec }: { rec: ConsumerRecommendation }) {
  if (!rec.imageUrl) return null;
  return (
    <Card>
      <CardContent className="grid grid-cols-2 gap-3 pt-5">
        <figure className="space-y-1">
          <img src={rec.imageUrl} alt="Your tongue photo" className="aspect-square w-full rounded-lg bg-slate-100 object-cover" />
          <figcaption className="text-center text-xs text-slate-500">Your photo</figcaption>
        </figure>
        {rec.overlayUrl && (
          <figure className="space-y-1">
            <img
              src={rec.overlayUrl}
              alt="Your tongue photo with the analysed outline and regions (tip, sides, centre, root) drawn on it"
              className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
            />
            <figcaption className="text-center text-xs text-slate-500">What the analysis looked at</figcaption>
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
  const { toast } = useToast();
  const navigate = useNavigate();
  const intl = useIntl();

  if (isLoading) return <ResultsSkeleton />;
  if (isError || !rec) {
    return (
      <section className="space-y-4 text-center">
        <h1 className="text-2xl font-bold">Your Analysis Results</h1>
        <p className="text-slate-600 dark:text-slate-300">
          {isError
            ? 'Your results could not be loaded. Please try again.'
            : 'No results yet. Take a tongue photo to get your first analysis.'}
        </p>
        <Button onClick={() => void navigate('/analysis')}>Take Tongue Photo</Button>
      </section>
    );
  }

  const created = new Date(rec.createdAt);

  function download(r: ConsumerRecommendation) {
    try {
      const now = new Date();
      downloadTextFile(resultsReportFileName(r.id, now), buildResultsReport(r, user ?? {}, now));
      toast({ title: 'Report Generated', description: 'Your comprehensive TCM report has been downloaded' });
    } catch (error) {
      console.error('Report failed', error);
      toast({ title: 'Error', description: 'Failed to generate report', variant: 'destructive' });
    }
  }

  function saveAll(r: ConsumerRecommendation) {
    save.mutate(
      { id: r.id },
      {
        onSuccess: () =>
          toast({ title: 'Recommendations Saved', description: 'Your recommendations have been saved successfully.' }),
        onError: () =>
          toast({
            title: 'Error Saving Recommendations',
            description: 'There was an error saving your recommendations.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <article className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">Your Analysis Results</h1>
        <p className="text-sm text-slate-500">
          <time dateTime={rec.createdAt}>
            {format(created, 'MMMM d, yyyy')} at {format(created, 'h:mm a')}
          </time>
        </p>
      </header>
      <SafetyNotice safety={rec.safety} />
      <PhotoWithOverlay rec={rec} />
      <Card>
        <CardHeader>
          <CardTitle>TCM Pattern</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-lg font-medium text-brand-700 dark:text-brand-500" data-testid="pattern">
            {rec.pattern ?? 'Not determined'}
          </p>
          <h3 className="mt-4 font-semibold">Key Observations</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label="Key observations">
            {rec.observations.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <section className="space-y-3" aria-labelledby="personalized">
        <h2 id="personalized" className="text-lg font-semibold">
          Personalized Recommendations
        </h2>
        {rec.safety?.herbsWithheld ? null : (
          <AdviceCard
            title="Herbal Support"
            icon={<Leaf aria-hidden="true" className="h-5 w-5 text-brand-700" />}
            items={rec.herbs}
          />
        )}
        {rec.safety?.adviceWithheld && (
          <p className="text-sm text-slate-700 dark:text-slate-200">{intl.formatMessage({ id: 'safety.advice.withheld' })}</p>
        )}
        <AdviceCard
          title="Dietary Adjustments"
          icon={<Salad aria-hidden="true" className="h-5 w-5 text-brand-700" />}
          items={rec.diet}
        />
        <AdviceCard
          title="Lifestyle Practices"
          icon={<Sun aria-hidden="true" className="h-5 w-5 text-brand-700" />}
          items={rec.lifestyle}
        />
      </section>
      <p className="text-xs text-slate-500">{DISCLAIMER}</p>
      <div className="grid grid-cols-3 gap-2">
        <Button variant="outline" onClick={() => download(rec)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download Report
        </Button>
        <Button variant="outline" onClick={() => saveAll(rec)} disabled={save.isPending} aria-pressed={rec.savedByUser}>
          <Bookmark aria-hidden="true" className={rec.savedByUser ? 'h-4 w-4 fill-current' : 'h-4 w-4'} />
          {rec.savedByUser ? 'Saved' : 'Save'}
        </Button>
        <Button onClick={() => void navigate('/')}>Done</Button>
      </div>
      <DownloadButton
        url={`/api/users/${userId}/recommendations/${rec.id}/report.pdf`}
        fallbackName={`tcm-comprehensive-report-${rec.id}.pdf`}
        label="records.pdf.results"
      />
    </article>
  );
}
