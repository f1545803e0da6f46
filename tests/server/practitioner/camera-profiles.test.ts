import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALIBRATION_REFUSALS,
  CAMERA_PROFILE_MESSAGES,
  type CalibrationRefusedBody,
  type CameraProfile,
} from '../../../src/contract/camera.ts';
import type { Patient, PractitionerAnalysis, TongueUploadResponse } from '../../../src/contract/practitioner.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../../support/app.ts';
import { checkerPhoto, greyCardPhoto, noCardPhoto } from '../../support/calibration-photos.ts';
import { DRIVERS } from '../../support/databases.ts';
import { hasSharedData } from '../../support/shared-data.ts';
import { addPatient, tonguePhoto, uploadPhoto, waitForAnalysis } from './helpers.ts';

type Who = { id: number; cookie: string };
const photos = hasSharedData('tongue-seg');

describe.each(DRIVERS)('camera profiles: calibrate a camera, apply it to every analysis, on %s', (kind, available) => {
  let t: TestApp;
  let mei: Who;
  let other: Who;
  let grey: string;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    other = await registerPractitioner(t.app);
    grey = (await greyCardPhoto()).toString('base64');
  });
  afterAll(async () => {
    await t?.close();
  });

  const calibrate = (who: Who, body: Record<string, unknown>, practitionerId = who.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/practitioners/${practitionerId}/camera-profiles`,
      headers: { cookie: who.cookie },
      payload: body,
    });
  const list = async (who: Who) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/practitioners/${who.id}/camera-profiles`, headers: { cookie: who.cookie } })
    ).json<CameraProfile[]>();

  it.runIf(available)('finds a grey card under a tungsten cast, fits it closely and stores the named profile', async () => {
    const res = await calibrate(mei, { name: 'Clinic phone', reference: 'grey', imageBase64: `data:image/png;base64,${grey}` });
    expect(res.statusCode, res.body).toBe(201);
    const profile = res.json<CameraProfile>();
    expect(profile).toMatchObject({ name: 'Clinic phone', reference: 'grey' });
    expect(profile.residual).toBeLessThan(2);
    expect(JSON.stringify(profile)).not.toMatch(/gains|matrix/);
    expect(await list(mei)).toEqual([profile]);
    expect(await list(other)).toEqual([]);
  });

  it.runIf(available)('reads a 24-patch checker filling the guide and fits a matrix', async () => {
    const photo = (await checkerPhoto()).toString('base64');
    const res = await calibrate(mei, { name: 'Exam room camera', reference: 'checker', imageBase64: photo });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CameraProfile>().residual).toBeLessThan(3);
  });

  it.runIf(available)('refuses a photo without a card with the reason and what to do, and stores nothing', async () => {
    const before = await list(mei);
    const res = await calibrate(mei, {
      name: 'Nothing here',
      reference: 'white',
      imageBase64: (await noCardPhoto()).toString('base64'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<CalibrationRefusedBody>()).toEqual({
      message: CALIBRATION_REFUSALS['no-card'],
      errors: [{ field: 'imageBase64', message: 'no-card' }],
    });
    const chart = await calibrate(mei, { name: 'No chart', reference: 'checker', imageBase64: grey });
    expect(chart.statusCode).toBe(422);
    expect(chart.json<CalibrationRefusedBody>().errors[0].message).toBe('chart-not-found');
    expect(await list(mei)).toEqual(before);
  });

  it.runIf(available)('a second profile of the same name (any case) is 409; bad input is 400 with the message', async () => {
    const again = await calibrate(mei, { name: 'clinic PHONE', reference: 'grey', imageBase64: grey });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CAMERA_PROFILE_MESSAGES.nameTaken);
    const noName = await calibrate(mei, { name: '  ', reference: 'grey', imageBase64: grey });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ message: string }>().message).toBe(CAMERA_PROFILE_MESSAGES.nameRequired);
    const notImage = await calibrate(mei, {
      name: 'Text',
      reference: 'grey',
      imageBase64: Buffer.from('hello').toString('base64'),
    });
    expect(notImage.statusCode).toBe(415);
  });

  it.runIf(available)("someone else's account or profile is refused before the body is read", async () => {
    const mine = (await list(mei))[0];
    // Their practitioner id with a body that would not validate: 403, not 400.
    expect((await calibrate(other, { name: '' }, mei.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/practitioners/${mei.id}/camera-profiles` });
    expect(anonymous.statusCode).toBe(401);
    const theirDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/practitioners/${other.id}/camera-profiles/${mine.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirDelete.statusCode).toBe(404);
    expect((await list(mei)).map((p) => p.id)).toContain(mine.id);
  });

  it.runIf(available && photos)(
    'an analysis names the profile it applied; without one it names none; another practitioner cannot use it',
    async () => {
      const patient: Patient = await addPatient(t.app, mei);
      const upload = await uploadPhoto(t.app, mei, patient.id, tonguePhoto('250'));
      const { imageUrl } = upload.json<TongueUploadResponse>();
      const profile = (await list(mei)).find((p) => p.name === 'Clinic phone')!;
      const start = (cameraProfileId?: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/practitioners/${mei.id}/patients/${patient.id}/analysis`,
          headers: { cookie: mei.cookie },
          payload: { imageUrl, ...(cameraProfileId ? { cameraProfileId } : {}) },
        });
      const withProfile = await start(profile.id);
      expect(withProfile.statusCode, withProfile.body).toBe(202);
      const done = await waitForAnalysis(t.app, mei, patient.id, withProfile.json<PractitionerAnalysis>().analysis_id!);
      expect(done.camera_profile).toEqual({ id: profile.id, name: 'Clinic phone' });
      const plain = await start();
      const plainDone = await waitForAnalysis(t.app, mei, patient.id, plain.json<PractitionerAnalysis>().analysis_id!);
      expect(plainDone.camera_profile).toBeNull();
      // Another practitioner naming Mei's profile for their own patient: 404, whatever else is sent.
      const theirPatient = await addPatient(t.app, other);
      const theirs = await t.app.inject({
        method: 'POST',
        url: `/api/practitioners/${other.id}/patients/${theirPatient.id}/analysis`,
        headers: { cookie: other.cookie },
        payload: { cameraProfileId: profile.id, manualAssessment: 'not an object' },
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json<{ message: string }>().message).toBe('Camera profile not found');
      // Deleting the profile leaves the stored analysis naming it.
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/practitioners/${mei.id}/camera-profiles/${profile.id}`,
        headers: { cookie: mei.cookie },
      });
      expect(del.statusCode).toBe(204);
      expect((await waitForAnalysis(t.app, mei, patient.id, done.analysis_id!)).camera_profile?.name).toBe('Clinic phone');
    },
  );
});
