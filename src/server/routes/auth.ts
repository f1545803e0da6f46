import type { FastifyPluginAsync } from 'fastify';
import { UserRegisterSchema } from '../../contract/auth.ts';
import type { DemoAccountsResponse } from '../../contract/constants.ts';
import type { AppContext } from '../app-context.ts';
import { authenticateUser, demoUsernames, findUser, registerUser } from '../services/accounts.ts';
import { accountRoutes } from './account-routes.ts';

/** Consumer accounts: /api/auth/register, login, logout, me, and which demo logins exist. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(
      accountRoutes(ctx, {
        kind: 'user',
        prefix: '/auth',
        registerSchema: UserRegisterSchema,
        register: registerUser,
        authenticate: authenticateUser,
        find: findUser,
        signedOutMessage: 'Please log in to continue',
      }),
    );
    // The login page shows the SPEC's demo-account box only when those logins exist here.
    app.get('/auth/demo-accounts', async (): Promise<DemoAccountsResponse> => ({
      usernames: await demoUsernames(ctx.database.db, ctx.config.demoAccountsAllowed),
    }));
  };
