import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app.ts';

/** The consumer API of SPEC §7 (users, onboarding, progress, tongue analysis, questionnaire, recommendations). */
export const consumerRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
