import { useUser } from '../../../app/user-context.tsx';
import { CheckInCard } from './check-in-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RecommendationsCard } from './recommendations-card.tsx';

/** SPEC §2 'Consumer home': profile, check-in, current recommendations, weekly progress. */
export function HomePage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="space-y-4">
      <h1 className="sr-only">Home</h1>
      <ProfileCard user={user} />
      <CheckInCard userId={user.id} />
      <RecommendationsCard userId={user.id} />
      <ProgressCard userId={user.id} />
    </div>
  );
}
