import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalysisStartSchema } from '../../../contract/practitioner.ts';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireSamePractitioner } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { createAnalysisProvider } from '../../jobs/providers/create-provider.ts';
import { PractitionerAnalyses } from '../../services/practitioner/analyses.ts';
import { findOwnPatientRow } from '../../services/practitioner/patients.ts';
import { AnalysisParams, PatientParams } from './params.ts';

/**
 * The practitioner analysis (SPEC §3 external result, §4 states, §7 polling): POST starts a job
 * and answers 'processing' with analysis_id and estimated_time; GET by analysis_id answers the
 * job's state from the database until it is 'success' or 'fallback'.
 */
export const analysisRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const analyses = new PractitionerAnalyses({
      db,
      images: ctx.images,
      engine: ctx.engine,
      provider: createAnalysisProvider(ctx.config, (input) => ctx.engine.analyse(input)),
      publicUrl: ctx.config.publicUrl,
      log: app.log,
      metrics: ctx.metrics,
      leaseMs: ctx.config.analysisLeaseMs,
      recoveryPollMs: ctx.config.analysisRecoveryMs,
    });
    // Jobs whose instance died are taken over once this instance serves.
    void ctx.startup.then(() => analyses.startRecovery());
    // Running jobs get a moment to write their answer, the rest go back to the other instances,
    // before the database and the worker pool close.
    app.addHook('onClose', async () => analyses.shutdown());

    api.post(
      '/practitioners/:practitionerId/patients/:patientId/analysis',
      {
        ...ownership(db, {
          params: { practitionerId: 'practitioner', patientId: 'patient' },
          body: { imageUrl: 'image', cameraProfileId: 'camera-profile' },
        }),
        schema: { params: PatientParams, body: AnalysisStartSchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const patient = await findOwnPatientRow(db, practitionerId, request.params.patientId);
        return reply.status(202).send(await analyses.start(practitionerId, patient, request.body, requestLocale(request)));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/analysis/:analysisId',
      {
        ...ownership(db, {
          params: { practitionerId: 'practitioner', patientId: 'patient', analysisId: 'analysis' },
        }),
        schema: { params: AnalysisParams },
      },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return analyses.get(practitionerId, request.params.patientId, request.params.analysisId);
      },
    );
  };
