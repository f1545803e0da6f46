import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { analysisRoutes } from './analyses.ts';
import { cameraProfileRoutes } from './camera-profiles.ts';
import { licenceRoutes } from './licence.ts';
import { patientRoutes } from './patients.ts';
import { recordRoutes } from './records.ts';
import { sessionRoutes } from './sessions.ts';
import { uploadRoutes } from './uploads.ts';

/** The practitioner API of SPEC §7 (patients, sessions, uploads, analyses) deleting or exporting records, and completing the licence. */
export const practitionerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(patientRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(uploadRoutes(ctx));
    await app.register(analysisRoutes(ctx));
    await app.register(recordRoutes(ctx));
    await app.register(licenceRoutes(ctx));
    await app.register(cameraProfileRoutes(ctx));
  };
