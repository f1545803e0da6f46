import { Camera } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useLatestProgress } from '../api/use-progress.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDescribeLastCheckIn } from './last-check-in.ts';

/** 'Ready for today's check-in?' with the real date of the last one. */
export function CheckInCard({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data, isPlaceholderData } = useLatestProgress(userId);
  const t = useT();
  const describeLastCheckIn = useDescribeLastCheckIn();
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
