import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CameraProfile } from '../../../../contract/camera.ts';
import { Label } from '../../../components/ui/form-controls.tsx';
import { Select } from '../shared/select.tsx';

/**
 * Which calibrated camera took this consultation's photo (issue 18, item 6). With exactly one
 * profile it is chosen from the start (a clinic with one calibrated camera uses it every time);
 * 'None' analyses the colours as the camera gave them.
 */
export function CameraProfilePicker({
  profiles,
  value,
  onChange,
}: {
  profiles: CameraProfile[] | undefined;
  value: number | null | undefined;
  onChange: (profileId: number | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const only = profiles?.length === 1 ? profiles[0].id : null;
  useEffect(() => {
    if (value === undefined && profiles) onChange(only);
  }, [value, profiles, only, onChange]);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{intl.formatMessage({ id: 'camera.select.label' })}</Label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{intl.formatMessage({ id: 'camera.select.none' })}</option>
        {profiles?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      {profiles?.length === 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <Link to="/practitioner/settings" className="underline">
            {intl.formatMessage({ id: 'camera.select.hint' })}
          </Link>
        </p>
      )}
    </div>
  );
}
