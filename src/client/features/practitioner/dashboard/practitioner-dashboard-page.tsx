import { LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePractitionerSession } from '../auth/use-practitioner-session.ts';

/** SPEC §2 practitioner dashboard (header; the roster arrives with the practitioner workspace). */
export function PractitionerDashboardPage() {
  const { practitioner, verified, logout } = usePractitionerSession();
  const navigate = useNavigate();
  if (!practitioner) return verified ? <Navigate to="/practitioner/login" replace /> : <p className="p-6">Loading...</p>;
  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            Welcome, Dr. {practitioner.firstName} {practitioner.lastName}
          </h1>
          <p className="text-sm text-slate-500">
            License {practitioner.licenseNumber}
            {practitioner.licenseState ? ` · ${practitioner.licenseState}` : ''}
          </p>
        </div>
        <Button variant="outline" onClick={() => void logout().then(() => navigate('/practitioner/login'))}>
          <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
        </Button>
      </header>
    </div>
  );
}
