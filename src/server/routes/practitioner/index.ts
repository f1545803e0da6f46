import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app.ts';
import { analysisRoutes } from './analyses.ts';
import { patientRoutes } from './patients.ts';
import { sessionRoutes } from './sessions.ts';
import { uploadRoutes } from './uploads.ts';

/** The practitioner API of SPEC §7 (patients, sessions, uploads, analyses). */
export const practitionerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(patientRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(uploadRoutes(ctx));
    await app.register(analysisRoutes(ctx));
  };
