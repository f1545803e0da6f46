import type { FastifyPluginAsync } from 'fastify';
import { PractitionerRegisterSchema } from '../../contract/auth.ts';
import type { AppContext } from '../app-context.ts';
import { authenticatePractitioner, findPractitioner, registerPractitioner } from '../services/accounts.ts';
import { accountRoutes } from './account-routes.ts';

/** Practitioner accounts: /api/practitioners/register (which signs in), login, logout, me. */
export const practitionerAuthRoutes = (ctx: AppContext): FastifyPluginAsync =>
  accountRoutes(ctx, {
    kind: 'practitioner',
    prefix: '/practitioners',
    registerSchema: PractitionerRegisterSchema,
    register: registerPractitioner,
    authenticate: authenticatePractitioner,
    find: findPractitioner,
    signedOutMessage: 'Please log in as a practitioner first.',
  });
