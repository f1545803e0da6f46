import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_BASIC_ANALYSIS, FALLBACK_MESSAGE, POLLING_TIMEOUT_MESSAGE } from '../../../contract/analysis.ts';
import type { TongueAssessment } from '../../../contract/assessment.ts';
import { DEFAULT_LOCALE, pregnancyStatusOf, type Locale } from '../../../contract/person.ts';
import { DEFAULT_ESTIMATED_TIME } from '../../../contract/constants.ts';
import type { AnalysisStartInput, PractitionerAnalysis } from '../../../contract/practitioner.ts';
import type { Db } from '../../db/client.ts';
import { patients, practitionerAnalyses } from '../../db/schema.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { AnalysisProvider, AnalysisRequest } from '../../jobs/providers/types.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import { ImageStore, type ImageRow } from '../../storage/image-store.ts';
import { findOwnImage } from './own-image.ts';
import { ageFromDateOfBirth } from './patient-age.ts';

type PatientRow = typeof patients.$inferSelect;

export const ANALYSIS_NOT_FOUND = 'Analysis not found';
export const PROCESSING_MESSAGE = 'Analysis in progress';
/**
 * A job still 'processing' after this long lost its process (restart, crash): the webhook
 * provider's own worst case is 21 exchanges of at most 20 s plus 117 s of polling waits.
 */
export const STALE_JOB_MS = 15 * 60 * 1000;
/** Analyses one practitioner may have running at once: the worker pool is shared by everyone. */
export const MAX_RUNNING_ANALYSES = 5;
export const TOO_MANY_ANALYSES = 'Several analyses are still running. Please wait for them to finish and try again.';
/** Lifetime of the signed image URL given to an external service: it polls for at most ~9 minutes. */
const SIGNED_URL_TTL_S = 15 * 60;

export interface AnalysisDeps {
  db: Db;
  images: ImageStore;
  engine: EnginePool;
  provider: AnalysisProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const hasAnyTongueField = (t: TongueAssessment | undefined): t is TongueAssessment =>
  Boolean(
    t && (t.bodyColor || t.coating || t.texture || t.size || t.shape || t.moisture || t.signs?.length || t.practitionerNotes),
  );

/**
 * Practitioner analyses as database-backed jobs: start() records the job and answers the SPEC §3
 * 'processing' object at once; the tongue engine (worker pool) and the provider (built-in engine
 * or external webhook) run behind it; get() reads the row, so any instance can answer a poll.
 */
export class PractitionerAnalyses {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: AnalysisDeps) {}

  async start(
    practitionerId: number,
    patient: PatientRow,
    input: AnalysisStartInput,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PractitionerAnalysis> {
    const image = input.imageUrl ? await findOwnImage(this.deps.images, input.imageUrl, practitionerId, patient.id) : null;
    await this.refuseWhenBusy(practitionerId);
    const id = randomUUID();
    const processing: PractitionerAnalysis = {
      status: 'processing',
      analysis_id: id,
      estimated_time: DEFAULT_ESTIMATED_TIME,
      message: PROCESSING_MESSAGE,
      timestamp: new Date().toISOString(),
    };
    await this.deps.db.insert(practitionerAnalyses).values({
      id,
      practitionerId,
      patientId: patient.id,
      imageId: image?.id ?? null,
      status: 'processing',
      result: processing,
    });
    const job = this.run(id, patient, image, input, locale)
      .catch((error: unknown) => this.deps.log.error({ err: error, analysisId: id }, 'practitioner analysis job failed'))
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
    return processing;
  }

  /** The job's current answer; another practitioner's or patient's job is 404. */
  async get(practitionerId: number, patientId: number, analysisId: string, now = Date.now()): Promise<PractitionerAnalysis> {
    const [row] = await this.deps.db
      .select()
      .from(practitionerAnalyses)
      .where(
        and(
          eq(practitionerAnalyses.id, analysisId),
          eq(practitionerAnalyses.practitionerId, practitionerId),
          eq(practitionerAnalyses.patientId, patientId),
        ),
      )
      .limit(1);
    if (!row) throw notFound(ANALYSIS_NOT_FOUND);
    const result = row.result as PractitionerAnalysis;
    if (row.status === 'processing' && now - row.updatedAt.getTime() > STALE_JOB_MS) {
      const lost: PractitionerAnalysis = {
        status: 'fallback',
        analysis_id: row.id,
        message: POLLING_TIMEOUT_MESSAGE,
        basic_analysis: FALLBACK_BASIC_ANALYSIS,
      };
      await this.save(row.id, lost);
      return lost;
    }
    return result;
  }

  /** 429 when this practitioner already has MAX_RUNNING_ANALYSES live jobs (stale ones do not count). */
  private async refuseWhenBusy(practitionerId: number): Promise<void> {
    const [running] = await this.deps.db
      .select({ n: count() })
      .from(practitionerAnalyses)
      .where(
        and(
          eq(practitionerAnalyses.practitionerId, practitionerId),
          eq(practitionerAnalyses.status, 'processing'),
          gt(practitionerAnalyses.updatedAt, new Date(Date.now() - STALE_JOB_MS)),
        ),
      );
    if ((running?.n ?? 0) >= MAX_RUNNING_ANALYSES) throw new HttpError(429, TOO_MANY_ANALYSES);
  }

  /** Waits for the jobs this process runs (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(
    id: string,
    patient: PatientRow,
    image: ImageRow | null,
    input: AnalysisStartInput,
    locale: Locale,
  ): Promise<void> {
    const manual = input.manualAssessment ?? {};
    let request: AnalysisRequest = {
      ...(hasAnyTongueField(manual.tongue) ? { manualAssessment: manual.tongue } : {}),
      ...(manual.pulse ? { pulse: manual.pulse } : {}),
      patient: {
        age: ageFromDateOfBirth(patient.dateOfBirth),
        gender: patient.gender ?? undefined,
        chiefComplaint: patient.chiefComplaint,
        currentSymptoms:
          [manual.symptoms, manual.notes, manual.tongue?.practitionerNotes, manual.pulse?.notes].filter(Boolean).join('. ') ||
          undefined,
        previousTreatments: patient.previousTreatments ?? undefined,
        complexFactors: patient.complexFactors,
        medications: manual.medications,
        pregnancyStatus: pregnancyStatusOf(patient.pregnancyStatus) ?? undefined,
      },
      locale,
    };
    let overlayImageUrl: string | null = null;
    let imageNote: string | null = null;
    try {
      if (image) {
        request = { ...request, imageUrl: `${this.deps.publicUrl}${this.deps.images.signedPath(image.id, SIGNED_URL_TTL_S)}` };
        // The row read when the job started is the photo analysed: it is not read again.
        const tongue = await this.deps.engine.analysePhoto(image);
        if (tongue.ok) {
          request = { ...request, tongueFindings: tongue.findings };
          overlayImageUrl = ImageStore.urlOf(tongue.overlayImageId);
        } else {
          imageNote = tongue.reason;
        }
      }
      const outcome = await this.deps.provider.analyze(request);
      if (outcome.failure)
        this.deps.log.warn({ analysisId: id, failure: outcome.failure }, 'external analysis unavailable; built-in fallback used');
      // Our id stays the job's name whoever answered, so polls and saved sessions find it.
      await this.save(id, {
        ...outcome.result,
        analysis_id: id,
        overlay_image_url: overlayImageUrl,
        image_note: imageNote,
        ...(outcome.alerts?.length ? { safety_alerts: outcome.alerts } : {}),
      });
    } catch (error) {
      this.deps.log.error({ err: error, analysisId: id }, 'practitioner analysis failed; answering the basic fallback');
      await this.save(id, this.fallback(id, overlayImageUrl, imageNote));
    }
  }

  /**
   * SPEC §8: on any failure the result becomes a fallback with the basic message. The provider
   * already fell back to the built-in engine where it could (webhook), so a failure here is the
   * engine's own: it is not run again, the answer says plainly that the analysis is unavailable.
   */
  private fallback(id: string, overlayImageUrl: string | null, imageNote: string | null): PractitionerAnalysis {
    return {
      status: 'fallback',
      analysis_id: id,
      message: FALLBACK_MESSAGE,
      basic_analysis: FALLBACK_BASIC_ANALYSIS,
      overlay_image_url: overlayImageUrl,
      image_note: imageNote,
    };
  }

  private async save(id: string, result: PractitionerAnalysis): Promise<void> {
    await this.deps.db
      .update(practitionerAnalyses)
      .set({ status: result.status, result, updatedAt: new Date() })
      .where(eq(practitionerAnalyses.id, id));
  }
}
