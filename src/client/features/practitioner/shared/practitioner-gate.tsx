import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { StoredPractitioner } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { usePractitionerSession } from '../auth/use-practitioner-session.ts';

/**
 * The SPEC §2 login guard of the add-patient and patient pages: without a practitioner it shows
 * 'Please log in as a practitioner first.' with Go to Login. The stored record only paints the
 * page; the server session confirms it behind (and every call checks it again).
 */
export function PractitionerGate({ children }: { children: (practitioner: StoredPractitioner) => ReactNode }) {
  const { practitioner, verified } = usePractitionerSession();
  const navigate = useNavigate();
  const t = useT();
  if (practitioner) return <>{children(practitioner)}</>;
  if (!verified) return <p className="p-6">{t('pgate.loading')}</p>;
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="space-y-4 p-6 text-center">
          <p role="alert">{t('pgate.loginFirst')}</p>
          <Button onClick={() => void navigate('/practitioner/login')}>{t('pgate.goToLogin')}</Button>
        </CardContent>
      </Card>
    </main>
  );
}
