import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app.ts';

/** The practitioner API of SPEC §7 (patients, sessions, uploads, analyses). */
export const practitionerRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
