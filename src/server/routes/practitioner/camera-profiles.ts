import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CameraProfileCreateSchema, MAX_CALIBRATION_BASE64_CHARS } from '../../../contract/camera.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { createCameraProfile, deleteCameraProfile, listCameraProfiles } from '../../services/practitioner/camera-profiles.ts';
import { IdParam } from '../users.ts';
import { PractitionerParams } from './params.ts';

/** Room for the largest base64 photo plus the rest of the JSON body. */
const CALIBRATION_BODY_LIMIT = MAX_CALIBRATION_BASE64_CHARS + 64 * 1024;

/**
 * The practitioner's camera profiles (issue 18, item 6): list, calibrate a camera from one photo
 * of a reference card or chart (201 with the profile, 422 with the reason when none is found),
 * delete. The practitioner and the profile are checked before the body is read.
 */
export const cameraProfileRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    api.get(
      '/practitioners/:practitionerId/camera-profiles',
      { ...ownership(db, { params: { practitionerId: 'practitioner' } }), schema: { params: PractitionerParams } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return listCameraProfiles(db, practitionerId);
      },
    );

    api.post(
      '/practitioners/:practitionerId/camera-profiles',
      {
        bodyLimit: CALIBRATION_BODY_LIMIT,
        ...ownership(db, { params: { practitionerId: 'practitioner' } }),
        schema: { params: PractitionerParams, body: CameraProfileCreateSchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return reply.status(201).send(await createCameraProfile({ db, engine: ctx.engine }, practitionerId, request.body));
      },
    );

    api.delete(
      '/practitioners/:practitionerId/camera-profiles/:profileId',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner', profileId: 'camera-profile' } }),
        schema: { params: PractitionerParams.extend({ profileId: IdParam }) },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        await deleteCameraProfile(db, practitionerId, request.params.profileId);
        return reply.status(204).send();
      },
    );
  };
