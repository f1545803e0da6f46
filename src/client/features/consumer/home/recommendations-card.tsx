import { Bookmark, Leaf, Salad, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { cn } from '../../../lib/cn.ts';
import { useRecommendations, useSaveRecommendation } from '../api/use-recommendations.ts';
import { flattenRecommendations, type HomeItem } from './flatten-recommendations.ts';

/** Items shown before 'View All'. */
const SHOWN_FIRST = 3;
const ICONS = { herb: Leaf, diet: Salad, lifestyle: Sun } as const;

/** SPEC §2 'Current Recommendations': the first record's items, each with a save toggle. */
export function RecommendationsCard({ userId }: { userId: number }) {
  const { data, isLoading } = useRecommendations(userId);
  const save = useSaveRecommendation(userId);
  const { toast } = useToast();
  const [showAll, setShowAll] = useState(false);
  const t = useT();
  const items = flattenRecommendations(data).map((item) =>
    item.fallback
      ? {
          ...item,
          title: t(`home.fallback.${item.fallback}.title`),
          description: t(`home.fallback.${item.fallback}.description`),
        }
      : { ...item, title: item.title || t(`home.recommendations.missing.${item.type}`) },
  );
  const shown = showAll ? items : items.slice(0, SHOWN_FIRST);
  const seeADoctor = data?.[0]?.safety?.seeADoctor;

  function toggle(item: HomeItem) {
    if (item.id === null) return;
    save.mutate(
      { id: item.id, item: true, saved: !item.savedByUser },
      {
        onError: (error) => {
          console.error('Saving the recommendation failed', error);
          toast({
            title: t('home.saveError.title'),
            description: t('home.saveError.detail'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t('home.recommendations.title')}</CardTitle>
        {items.length > SHOWN_FIRST && (
          <Button variant="link" size="sm" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
            {showAll ? t('home.recommendations.showLess') : t('home.recommendations.viewAll')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : items.length === 0 ? (
          // The last check-in withheld its suggestions: say why rather than show an empty card.
          <div className="space-y-1 text-sm">
            <p className="font-medium">{t(seeADoctor ? 'home.recommendations.withheld' : 'home.recommendations.none')}</p>
            {seeADoctor && <p className="text-slate-600 dark:text-slate-300">{seeADoctor}</p>}
          </div>
        ) : (
          <ul className="space-y-2" aria-label={t('home.recommendations.list')}>
            {shown.map((item) => {
              const Icon = ICONS[item.type];
              const pending = save.isPending && save.variables?.id === item.id;
              return (
                <li
                  key={item.id ?? item.title}
                  className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                >
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <div className="min-w-0 flex-1">
                    {item.fallback && (
                      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">{t('home.fallback.label')}</p>
                    )}
                    <p className="font-medium">{item.title}</p>
                    {item.description && <p className="text-sm text-slate-600 dark:text-slate-300">{item.description}</p>}
                    {/* The general herb is suggested before the app knows of a pregnancy or a medicine:
                        ginseng is one to ask about first (it weakens warfarin; an exploratory test). */}
                    {item.fallback === 'herb' && (
                      <p className="text-xs text-amber-800 dark:text-amber-300">{t('home.fallback.herb.caution')}</p>
                    )}
                  </div>
                  <button
                    type="button"
                    aria-pressed={item.savedByUser}
                    aria-label={t(item.savedByUser ? 'home.recommendations.unsave' : 'home.recommendations.save', {
                      title: item.title,
                    })}
                    title={item.id === null ? t('home.recommendations.saveHint') : undefined}
                    disabled={item.id === null || pending}
                    onClick={() => toggle(item)}
                    className={cn(
                      'rounded-full p-2 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800',
                      item.savedByUser ? 'text-brand-700 dark:text-brand-300' : 'text-slate-400',
                    )}
                  >
                    <Bookmark aria-hidden="true" className={cn('h-5 w-5', item.savedByUser && 'fill-current')} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
