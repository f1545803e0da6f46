import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PractitionerLicenceSchema } from '../../../contract/sign-in.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { notFound } from '../../errors.ts';
import { updatePractitionerLicence } from '../../services/accounts.ts';
import { PractitionerParams } from './params.ts';

/**
 * PUT /api/practitioners/{id}/licence: the name and licence of an account that a provider or an
 * email link made (it starts without them), or a correction of them.
 */
export const licenceRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    api.put(
      '/practitioners/:practitionerId/licence',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner' } }),
        schema: { params: PractitionerParams, body: PractitionerLicenceSchema },
      },
      async (request) => {
        const id = await requireSamePractitioner(db, request, request.params.practitionerId);
        const practitioner = await updatePractitionerLicence(db, id, request.body);
        if (!practitioner) throw notFound();
        return practitioner;
      },
    );
  };
