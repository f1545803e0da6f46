import { useUser } from '../../../app/user-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { CheckInCard } from './check-in-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RecommendationsCard } from './recommendations-card.tsx';

/** SPEC §2 'Consumer home': profile, check-in, current recommendations, weekly progress. */
export function HomePage() {
  const { user } = useUser();
  const t = useT();
  if (!user) return null;
  return (
    // Phones: the SPEC's single column; wider screens: the blocks in a grid.
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start">
      <h1 className="sr-only">{t('home.title')}</h1>
      <ProfileCard user={user} />
      <CheckInCard userId={user.id} />
      <RecommendationsCard userId={user.id} />
      <ProgressCard userId={user.id} />
    </div>
  );
}
