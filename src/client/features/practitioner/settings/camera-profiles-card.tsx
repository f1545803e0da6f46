import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  CALIBRATION_REFERENCES,
  CALIBRATION_REFUSALS,
  CAMERA_PROFILE_NAME_MAX,
  CameraProfileFormSchema,
  type CalibrationRefusal,
  type CameraProfile,
  type CameraProfileForm,
} from '../../../../contract/camera.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/form-controls.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useErrorText } from '../../../i18n/contract-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { readAsDataUrl } from '../../consumer/api/submit-check-in.ts';
import { useCalibrateCamera, useCameraProfiles, useDeleteCameraProfile } from '../api/camera-profiles.ts';
import { CameraModal } from '../consultation/camera-modal.tsx';
import { Select } from '../shared/select.tsx';

/** How well the fitted correction brings the reference to its known colour (CIE76 ΔE left). */
function fitQuality(residual: number): 'excellent' | 'good' | 'fair' {
  return residual < 2 ? 'excellent' : residual < 5 ? 'good' : 'fair';
}

const isRefusal = (code: string | undefined): code is CalibrationRefusal =>
  code !== undefined && Object.hasOwn(CALIBRATION_REFUSALS, code);

function ProfileRow({ profile, onDelete }: { profile: CameraProfile; onDelete: () => Promise<void> }) {
  const intl = useIntl();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div>
        <p className="font-medium">{profile.name}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {intl.formatMessage({ id: `camera.reference.${profile.reference}` })} ·{' '}
          {intl.formatMessage(
            { id: `camera.fit.${fitQuality(profile.residual)}` },
            { residual: intl.formatNumber(profile.residual, { maximumFractionDigits: 1 }) },
          )}{' '}
          · {intl.formatDate(profile.createdAt, { dateStyle: 'medium' })}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'camera.delete.label' }, { name: profile.name })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        }
        title={intl.formatMessage({ id: 'camera.delete.confirmTitle' }, { name: profile.name })}
        description={intl.formatMessage({ id: 'camera.delete.confirmDetail' })}
        confirmLabel={intl.formatMessage({ id: 'camera.delete.button' })}
        onConfirm={onDelete}
      />
    </li>
  );
}

/**
 * Settings: the practitioner's camera profiles and 'Calibrate this camera' (issue 18, item 6):
 * a name, what the photo shows (white card, grey card, 24-patch checker) and one photo, chosen
 * or taken; the server finds the reference and fits the correction, or says why it could not.
 */
export function CameraProfilesCard({ practitionerId }: { practitionerId: number }) {
  const intl = useIntl();
  const { toast } = useToast();
  const errorText = useErrorText();
  const profiles = useCameraProfiles(practitionerId);
  const calibrate = useCalibrateCamera(practitionerId);
  const remove = useDeleteCameraProfile(practitionerId);
  const form = useForm<CameraProfileForm>({
    resolver: zodResolver(CameraProfileFormSchema),
    defaultValues: { name: '', reference: 'grey' },
  });
  const { errors } = form.formState;
  const reference = useWatch({ control: form.control, name: 'reference' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<CameraProfile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // From the press until the answer (the photo is read before the request starts): a second press does nothing.
  const [working, setWorking] = useState(false);
  const workingNow = useRef(false);
  const busy = working || calibrate.isPending;
  const ids = { title: useId(), name: useId(), reference: useId(), file: useId(), nameError: useId() };

  // The name is the contract's to check (the FieldError under it); the photo is read only once the name passes.
  const calibrateCamera = form.handleSubmit(async ({ name, reference }) => {
    if (!photo) {
      setProblem(intl.formatMessage({ id: 'camera.photo.required' }));
      return;
    }
    try {
      const profile = await calibrate.mutateAsync({ name, reference, imageBase64: await readAsDataUrl(photo) });
      setSaved(profile);
      form.resetField('name');
      setPhoto(null);
    } catch (error) {
      const code = error instanceof ApiError ? error.errors?.[0]?.message : undefined;
      if (error instanceof ApiError && error.status === 422 && isRefusal(code)) {
        setProblem(intl.formatMessage({ id: `camera.refusal.${code}` }));
      } else if (error instanceof ApiError && error.status === 409) {
        form.setError('name', { message: errorText(error, 'account.failed') });
      } else {
        setProblem(errorText(error, 'account.failed'));
      }
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (workingNow.current) return;
    workingNow.current = true;
    setWorking(true);
    setProblem(null);
    setSaved(null);
    void calibrateCamera(e).finally(() => {
      workingNow.current = false;
      setWorking(false);
    });
  };

  const deleteProfile = async (profile: CameraProfile) => {
    try {
      await remove.mutateAsync(profile.id);
      toast({ title: intl.formatMessage({ id: 'camera.delete.done' }, { name: profile.name }) });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'account.failed' }),
        description: errorText(error, 'account.failed'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <Card role="region" aria-labelledby={ids.title}>
      <CardHeader>
        <CardTitle id={ids.title}>{intl.formatMessage({ id: 'camera.profiles.title' })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{intl.formatMessage({ id: 'camera.profiles.detail' })}</p>
        {profiles.data?.length ? (
          <ul aria-label={intl.formatMessage({ id: 'camera.profiles.title' })} className="divide-y divide-slate-200">
            {profiles.data.map((p) => (
              <ProfileRow key={p.id} profile={p} onDelete={() => deleteProfile(p)} />
            ))}
          </ul>
        ) : (
          profiles.isSuccess && (
            <p className="text-sm text-slate-500 dark:text-slate-400">{intl.formatMessage({ id: 'camera.profiles.none' })}</p>
          )
        )}
        <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
          <h3 className="font-semibold">{intl.formatMessage({ id: 'camera.calibrate.title' })}</h3>
          <div className="space-y-1">
            <Label htmlFor={ids.name}>{intl.formatMessage({ id: 'camera.name.label' })}</Label>
            <Input
              id={ids.name}
              maxLength={CAMERA_PROFILE_NAME_MAX}
              placeholder={intl.formatMessage({ id: 'camera.name.placeholder' })}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={ids.nameError}
              {...form.register('name')}
            />
            <FieldError id={ids.nameError} message={errors.name?.message} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.reference}>{intl.formatMessage({ id: 'camera.reference.label' })}</Label>
            <Select id={ids.reference} {...form.register('reference')}>
              {CALIBRATION_REFERENCES.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `camera.reference.${r}` })}
                </option>
              ))}
            </Select>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {intl.formatMessage({ id: `camera.howto.${reference}` })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" onClick={() => setCameraOpen(true)}>
              <Camera aria-hidden="true" className="h-4 w-4" /> {intl.formatMessage({ id: 'camera.photo.take' })}
            </Button>
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" className="h-4 w-4" /> {intl.formatMessage({ id: 'camera.photo.choose' })}
            </Button>
            <label htmlFor={ids.file} className="sr-only">
              {intl.formatMessage({ id: 'camera.photo.label' })}
            </label>
            {/* Opened by the visible button; hidden from assistive technology so it is not a second, duplicate control. */}
            <input
              id={ids.file}
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                setPhoto(e.target.files?.[0] ?? null);
                setProblem(null);
                e.target.value = '';
              }}
            />
            {photo && <span className="text-sm text-slate-600 dark:text-slate-300">{photo.name}</span>}
          </div>
          <div aria-live="polite">
            {problem && (
              <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900">
                {problem}
              </p>
            )}
            {saved && (
              <p role="status" className="rounded-md border border-emerald-400 bg-emerald-50 p-3 text-sm text-slate-900">
                {intl.formatMessage(
                  { id: 'camera.calibrate.done' },
                  { name: saved.name, residual: intl.formatNumber(saved.residual, { maximumFractionDigits: 1 }) },
                )}
              </p>
            )}
          </div>
          {/* aria-disabled, not disabled, as on the consultation: the pressed button keeps the focus while it works */}
          <Button type="submit" aria-disabled={busy} aria-busy={busy}>
            {intl.formatMessage({ id: busy ? 'camera.calibrate.working' : 'camera.calibrate.button' })}
          </Button>
        </form>
      </CardContent>
      <CameraModal
        guidance={false}
        ownWords
        title={intl.formatMessage({ id: 'camera.calibrate.captureTitle' })}
        description={intl.formatMessage({ id: 'camera.calibrate.captureDescription' })}
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        onCapture={(file) => {
          setPhoto(file);
          setProblem(null);
        }}
      />
    </Card>
  );
}
