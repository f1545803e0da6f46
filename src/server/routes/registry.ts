import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app.ts';

/** A resource's routes as a plugin factory over the app context. */
export type RoutePlugin = (ctx: AppContext) => FastifyPluginAsync;

/**
 * Route plugins of the consumer and practitioner areas, registered under /api after the
 * account routes. Each feature adds its plugin here.
 */
export const extraRoutes: RoutePlugin[] = [];
