import { ArrowLeft, Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, CardContent, Spinner } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { usePatients } from '../api/patients.ts';
import { PractitionerGate } from '../shared/practitioner-gate.tsx';
import { PatientCard } from './patient-card.tsx';
import { useDebounced } from './use-debounced.ts';
import { useT } from '../../../i18n/use-t.ts';

const PAGE_SIZE = 24;
const INTENT_HINTS = { consult: 'patients.intent.consult', report: 'patients.intent.report' } as const;
const isIntent = (v: string | null): v is keyof typeof INTENT_HINTS => v === 'consult' || v === 'report';

/** SPEC §2 'Patient management', searched and paged on the server. */
export function PatientManagementPage() {
  return <PractitionerGate>{(p) => <PatientManagement practitioner={p} />}</PractitionerGate>;
}

function PatientManagement({ practitioner }: { practitioner: StoredPractitioner }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const query = useDebounced(search.trim());
  const patients = usePatients(practitioner.id, query, PAGE_SIZE, page * PAGE_SIZE);
  const total = patients.data?.total ?? 0;
  const list = patients.data?.patients ?? [];
  const t = useT();
  const intent = params.get('intent');
  const hint = isIntent(intent) ? t(INTENT_HINTS[intent]) : null;

  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => void navigate('/practitioner/dashboard')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('patients.back')}
        </Button>
        <Button onClick={() => void navigate('/practitioner/add-patient')}>
          <UserPlus aria-hidden="true" className="h-4 w-4" /> {t('patients.addNew')}
        </Button>
      </div>
      <h1 className="mt-4 text-2xl font-bold">{t('patients.title')}</h1>
      {hint && (
        <p className="mt-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800 dark:bg-brand-900 dark:text-brand-100" role="note">
          {hint}
        </p>
      )}
      <div className="mt-6 flex items-center gap-3">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="absolute left-3 top-3 h-4 w-4 text-slate-400" />
          <Input
            type="search"
            aria-label={t('patients.search')}
            placeholder={t('patients.searchPlaceholder')}
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
        </div>
        <Badge aria-label={t('patients.count', { count: total })} data-testid="patient-count">
          {total}
        </Badge>
      </div>
      {patients.isLoading ? (
        <Spinner label={t('patients.loading')} />
      ) : patients.isError ? (
        <p role="alert" className="mt-8 text-red-600">
          {t('patients.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <Card className="mt-8">
          <CardContent className="space-y-3 p-8 text-center">
            {query ? (
              <>
                <p className="font-semibold">{t('patients.notFound')}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{t('patients.noMatch', { query })}</p>
                <Button variant="outline" onClick={() => setSearch('')}>
                  {t('patients.clearSearch')}
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold">{t('patients.none')}</p>
                <Button onClick={() => void navigate('/practitioner/add-patient')}>{t('patients.addFirst')}</Button>
              </>
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('patients.list')}>
            {list.map((p) => (
              <li key={p.id}>
                <PatientCard patient={p} />
              </li>
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <nav aria-label={t('patients.pages')} className="mt-6 flex items-center justify-center gap-4 text-sm">
              <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                {t('patients.previous')}
              </Button>
              <span>
                {t('patients.range', { from: page * PAGE_SIZE + 1, to: Math.min(total, (page + 1) * PAGE_SIZE), total })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={(page + 1) * PAGE_SIZE >= total}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('patients.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
