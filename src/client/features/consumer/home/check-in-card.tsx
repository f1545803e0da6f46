import { Camera } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useLatestProgress } from '../api/use-progress.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDescribeLastCheckIn } from './last-check-in.ts';
import { useFirstRun } from './use-first-run.ts';

/** 'Ready for today's check-in?' with the real date of the last one; before the first, 'No check-ins yet'. */
export function CheckInCard({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data, isPlaceholderData } = useLatestProgress(userId);
  const t = useT();
  const describeLastCheckIn = useDescribeLastCheckIn();
  const firstRun = useFirstRun(userId);
  if (firstRun)
    return (
      <Card>
        <CardContent className="space-y-3 pt-5" data-testid="first-check-in">
          <h2 className="text-lg font-semibold">{t('home.firstRun.title')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('home.firstRun.text')}</p>
          <Button className="w-full" onClick={() => void navigate('/analysis')}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('home.firstRun.start')}
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent className="space-y-3 pt-5">
        <h2 className="text-lg font-semibold">{t('home.checkIn.title')}</h2>
        <Button className="w-full" onClick={() => void navigate('/analysis')}>
          <Camera aria-hidden="true" className="h-4 w-4" />
          {t('home.checkIn.takePhoto')}
        </Button>
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="last-check-in">
          {t('home.checkIn.last', { when: isPlaceholderData || !data ? '…' : describeLastCheckIn(data.lastCheckIn) })}
        </p>
      </CardContent>
    </Card>
  );
}
