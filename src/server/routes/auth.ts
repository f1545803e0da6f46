import type { FastifyPluginAsync } from 'fastify';
import { UserRegisterSchema } from '../../contract/auth.ts';
import type { AppContext } from '../app.ts';
import { authenticateUser, findUser, registerUser } from '../services/accounts.ts';
import { accountRoutes } from './account-routes.ts';

/** Consumer accounts: /api/auth/register, login, logout, me. */
export const authRoutes = (ctx: AppContext): FastifyPluginAsync =>
  accountRoutes(ctx, {
    kind: 'user',
    prefix: '/auth',
    registerSchema: UserRegisterSchema,
    register: registerUser,
    authenticate: authenticateUser,
    find: findUser,
    signedOutMessage: 'Please log in to continue',
  });
