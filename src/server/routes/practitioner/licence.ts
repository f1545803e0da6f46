import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PractitionerLicenceSchema } from '../../../contract/sign-in.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { practitioners } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { toPublicPractitioner } from '../../services/accounts.ts';
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
        const { firstName, lastName, licenseNumber, licenseState } = request.body;
        const [row] = await db
          .update(practitioners)
          .set({ firstName, lastName, licenseNumber, licenseState: licenseState || null })
          .where(eq(practitioners.id, id))
          .returning();
        if (!row) throw notFound();
        return toPublicPractitioner(row);
      },
    );
  };
