import { useId, useState } from 'react';
import { UserSchema } from '../../../../contract/auth.ts';
import { useUser } from '../../../app/user-context.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { apiJson } from '../../../lib/api.ts';

/**
 * Privacy mode (issue 11, item 7): 'Analyse on this device (photo stays on your phone)'. The
 * choice is the user's setting on the server, so it follows them to the next check-in and to
 * the Privacy & Security page, where the same switch changes it.
 */
export function PrivacyModeSwitch({ disabled = false }: { disabled?: boolean }) {
  const { user, setSignedIn } = useUser();
  const { toast } = useToast();
  // The choice being saved, shown at once (the switch follows the click, not the network).
  const [saving, setSaving] = useState<boolean | null>(null);
  const t = useT();
  const id = useId();
  if (!user) return null;

  async function choose(analyseOnDevice: boolean) {
    if (!user) return;
    setSaving(analyseOnDevice);
    try {
      setSignedIn(await apiJson('PUT', `/api/users/${user.id}/privacy-mode`, { analyseOnDevice }, UserSchema));
    } catch {
      toast({ title: t('privacyMode.saveFailed'), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-brand-600"
        checked={saving ?? user.analyseOnDevice}
        disabled={disabled || saving !== null}
        aria-describedby={`${id}-detail`}
        onChange={(e) => void choose(e.target.checked)}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('privacyMode.label')}
        </label>
        <p id={`${id}-detail`} className="text-xs text-slate-600 dark:text-slate-300">
          {t('privacyMode.detail')}
        </p>
      </div>
    </div>
  );
}
