import { CheckCircle2, Info } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { LiveHint } from '../../../engine/tongue/index.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The live-frame hint before the photo is taken, announced politely (it changes only when the
 * frame's state changes, never on every check).
 */
export function CaptureHint({ hint, className }: { hint: LiveHint | null; className?: string }) {
  const intl = useIntl();
  return (
    <div aria-live="polite" role="status" aria-label={intl.formatMessage({ id: 'capture.hint.label' })} className={className}>
      {hint && (
        <p
          data-testid="capture-hint"
          data-hint={hint}
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
            hint === 'ok' ? 'bg-emerald-700 text-white' : 'bg-amber-300 text-slate-900',
          )}
        >
          {hint === 'ok' ? (
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Info aria-hidden="true" className="h-4 w-4" />
          )}
          {intl.formatMessage({ id: `capture.hint.${hint}` })}
        </p>
      )}
    </div>
  );
}
