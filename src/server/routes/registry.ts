import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { consumerRoutes } from './consumer/index.ts';
import { practitionerRoutes } from './practitioner/index.ts';
import { recordsRoutes } from './records/index.ts';

/** A resource's routes as a plugin factory over the app context. */
export type RoutePlugin = (ctx: AppContext) => FastifyPluginAsync;

/** Route plugins of the consumer and practitioner areas, registered under /api after the account routes. */
export const extraRoutes: RoutePlugin[] = [consumerRoutes, practitionerRoutes, recordsRoutes];
