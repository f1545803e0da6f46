import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CcmqAnswersSchema } from '../../../contract/constitution.ts';
import { imageIdOfUrl } from '../../../contract/practitioner.ts';
import { CompareQuerySchema, HistoryPdfQuerySchema, ReportPdfQuerySchema, TrendQuerySchema } from '../../../contract/records.ts';
import { ccmqQuestionnaire } from '../../../engine/constitution/questionnaire-view.ts';
import {
  consumerHistoryDocument,
  consumerResultsDocument,
  isoDay,
  patientSummaryDocument,
  sessionReportDocument,
  type ReportDocument,
} from '../../../engine/report/record-report.ts';
import type { AppContext } from '../../app-context.ts';
import { requireSamePractitioner, requireSelf } from '../../auth/guards.ts';
import { ownership } from '../../auth/ownership.ts';
import { renderReportPdf, type PhotoReader } from '../../reports/render-pdf.ts';
import { requestLocale } from '../../request-locale.ts';
import { attachment } from '../../services/data/export-archive.ts';
import { consumerConstitution, saveConsumerConstitution, savePatientConstitution } from '../../services/records/constitution.ts';
import { consumerPerson, consumerTrends, historyCheckIns, resultsCheckIn } from '../../services/records/consumer-records.ts';
import { consumerFhirBundle, patientFhirBundle } from '../../services/records/fhir-export.ts';
import {
  compareVisits,
  loadPatientRecord,
  patientTimeline,
  reportPatient,
  reportPractitioner,
  reportVisit,
  summaryVisits,
} from '../../services/records/practitioner-records.ts';
import { findOwnSessionRow } from '../../services/practitioner/sessions.ts';
import { IdParam } from '../users.ts';
import { PatientParams, PractitionerParams } from '../practitioner/params.ts';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/**
 * Clinical records (issue 17): PDF reports, the findings timeline and visit comparison, FHIR
 * export, and the constitution questionnaire. Every route checks the session and each id it
 * names before reading anything (decision 0030).
 */
export const recordsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const ownPatient = ownership(db, { params: { practitionerId: 'practitioner', patientId: 'patient' } });
    const ownUser = ownership(db, { params: { userId: 'self' } });
    const userParams = z.object({ userId: IdParam });

    /** Photos of the caller's own records only: any other image reads as missing. */
    const photoReader =
      (owner: { practitionerId?: number; userId?: number }): PhotoReader =>
      async (url) => {
        const id = imageIdOfUrl(url);
        const row = id === null ? null : await ctx.images.find(id);
        if (!row) return null;
        if (owner.practitionerId !== undefined && row.practitionerId !== owner.practitionerId) return null;
        if (owner.userId !== undefined && row.userId !== owner.userId) return null;
        return ctx.images.readBytes(row);
      };

    const sendPdf = async (reply: FastifyReply, doc: ReportDocument, reader: PhotoReader) =>
      reply
        .type('application/pdf')
        .header('content-disposition', attachment(doc.fileName))
        .header('cache-control', 'no-store')
        .send(await renderReportPdf(doc, reader));

    // ---- practitioner -------------------------------------------------------------------

    api.get(
      '/practitioners/:practitionerId/sessions/:sessionId/report.pdf',
      {
        ...ownership(db, { params: { practitionerId: 'practitioner', sessionId: 'session' } }),
        schema: { params: PractitionerParams.extend({ sessionId: IdParam }), querystring: ReportPdfQuerySchema },
      },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const session = await findOwnSessionRow(db, practitionerId, request.params.sessionId);
        const record = await loadPatientRecord(db, practitionerId, session.patientId);
        const locale = requestLocale(request);
        const doc = sessionReportDocument({
          locale,
          practitioner: reportPractitioner(record.practitioner),
          patient: reportPatient(record.patient, locale),
          visit: reportVisit(session),
          generatedAt: new Date(),
          timeZone: request.query.tz,
        });
        return sendPdf(reply, doc, photoReader({ practitionerId }));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/summary.pdf',
      { ...ownPatient, schema: { params: PatientParams, querystring: ReportPdfQuerySchema } },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const record = await loadPatientRecord(db, practitionerId, request.params.patientId);
        const locale = requestLocale(request);
        const doc = patientSummaryDocument({
          locale,
          practitioner: reportPractitioner(record.practitioner),
          patient: reportPatient(record.patient, locale),
          visits: summaryVisits(record, locale),
          generatedAt: new Date(),
          timeZone: request.query.tz,
        });
        return sendPdf(reply, doc, photoReader({ practitionerId }));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/fhir',
      { ...ownPatient, schema: { params: PatientParams } },
      async (request, reply) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const bundle = await patientFhirBundle(db, practitionerId, request.params.patientId, ctx.config.publicUrl);
        return reply
          .type(FHIR_JSON)
          .header('content-disposition', attachment(`patient-${request.params.patientId}-fhir-${isoDay(new Date())}.json`))
          .header('cache-control', 'no-store')
          .send(JSON.stringify(bundle));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/timeline',
      { ...ownPatient, schema: { params: PatientParams } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return patientTimeline(db, practitionerId, request.params.patientId, requestLocale(request));
      },
    );

    api.get(
      '/practitioners/:practitionerId/patients/:patientId/compare',
      { ...ownPatient, schema: { params: PatientParams, querystring: CompareQuerySchema } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        const { a, b } = request.query;
        return compareVisits(db, practitionerId, request.params.patientId, [a, b], requestLocale(request));
      },
    );

    api.put(
      '/practitioners/:practitionerId/patients/:patientId/constitution',
      { ...ownPatient, schema: { params: PatientParams, body: CcmqAnswersSchema } },
      async (request) => {
        const practitionerId = await requireSamePractitioner(db, request, request.params.practitionerId);
        return savePatientConstitution(db, practitionerId, request.params.patientId, request.body.answers);
      },
    );

    // ---- consumer -----------------------------------------------------------------------

    api.get(
      '/users/:userId/recommendations/:recommendationId/report.pdf',
      {
        ...ownership(db, { params: { userId: 'self', recommendationId: 'recommendation' } }),
        schema: { params: userParams.extend({ recommendationId: IdParam }), querystring: ReportPdfQuerySchema },
      },
      async (request, reply) => {
        const userId = await requireSelf(db, request, request.params.userId);
        const person = await consumerPerson(db, userId);
        const checkIn = await resultsCheckIn(db, ctx.engine, userId, request.params.recommendationId, person.locale);
        const doc = consumerResultsDocument({
          locale: person.locale,
          id: request.params.recommendationId,
          person,
          checkIn,
          generatedAt: new Date(),
          timeZone: request.query.tz,
        });
        return sendPdf(reply, doc, photoReader({ userId }));
      },
    );

    api.get(
      '/users/:userId/history.pdf',
      { ...ownUser, schema: { params: userParams, querystring: HistoryPdfQuerySchema } },
      async (request, reply) => {
        const userId = await requireSelf(db, request, request.params.userId);
        const person = await consumerPerson(db, userId);
        // Calendar dates of the reader's calendar (`tz`, else UTC): today is the reader's today.
        const { tz } = request.query;
        const to = request.query.to ?? isoDay(new Date(), tz);
        const fromDate = new Date(`${to}T00:00:00Z`);
        fromDate.setUTCDate(fromDate.getUTCDate() - 90);
        const from = request.query.from ?? fromDate.toISOString().slice(0, 10);
        const doc = consumerHistoryDocument({
          locale: person.locale,
          userId,
          person,
          from,
          to,
          checkIns: await historyCheckIns(db, userId, from, to, person.locale, tz),
          generatedAt: new Date(),
          timeZone: tz,
        });
        return sendPdf(reply, doc, photoReader({ userId }));
      },
    );

    api.get('/users/:userId/fhir', { ...ownUser, schema: { params: userParams } }, async (request, reply) => {
      const userId = await requireSelf(db, request, request.params.userId);
      const bundle = await consumerFhirBundle(db, userId, ctx.config.publicUrl);
      return reply
        .type(FHIR_JSON)
        .header('content-disposition', attachment(`mtc-health-fhir-${userId}-${isoDay(new Date())}.json`))
        .header('cache-control', 'no-store')
        .send(JSON.stringify(bundle));
    });

    api.get(
      '/users/:userId/trends',
      { ...ownUser, schema: { params: userParams, querystring: TrendQuerySchema } },
      async (request) => {
        const userId = await requireSelf(db, request, request.params.userId);
        const person = await consumerPerson(db, userId);
        return consumerTrends(db, userId, request.query.days, person.locale);
      },
    );

    api.get('/users/:userId/constitution', { ...ownUser, schema: { params: userParams } }, async (request) => {
      const userId = await requireSelf(db, request, request.params.userId);
      return { result: await consumerConstitution(db, userId) };
    });

    api.put(
      '/users/:userId/constitution',
      { ...ownUser, schema: { params: userParams, body: CcmqAnswersSchema } },
      async (request) => {
        const userId = await requireSelf(db, request, request.params.userId);
        return saveConsumerConstitution(db, userId, request.body.answers);
      },
    );

    // The questions themselves are public content, in the reader's language.
    api.get('/constitution/questionnaire', async (request) => ccmqQuestionnaire(requestLocale(request)));
  };
