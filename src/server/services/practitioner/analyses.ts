import { storedPractitionerAnalysis } from '../../../engine/analysis/stored-analysis.ts';
import type { StoredTongueFindings } from '../../../engine/records/tongue-record.ts';
import { constitutionOf } from '../../../engine/constitution/constitution-prior.ts';
import type { ConstitutionResult } from '../../../contract/constitution.ts';
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_BASIC_ANALYSIS, FALLBACK_MESSAGE, POLLING_TIMEOUT_MESSAGE } from '../../../contract/analysis.ts';
import type { TongueAssessment } from '../../../contract/assessment.ts';
import { DEFAULT_LOCALE, pregnancyStatusOf, type Locale } from '../../../contract/person.ts';
import { DEFAULT_ESTIMATED_TIME } from '../../../contract/constants.ts';
import type { AppliedCameraProfile, CameraCorrectionData } from '../../../contract/camera.ts';
import type { AnalysisStage, AnalysisStartInput, PractitionerAnalysis } from '../../../contract/practitioner.ts';
import type { Db } from '../../db/client.ts';
import { patients, practitionerAnalyses } from '../../db/schema.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { AnalysisProvider, AnalysisRequest } from '../../jobs/providers/types.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import type { AppMetrics } from '../../metrics.ts';
import { ImageStore, type ImageRow } from '../../storage/image-store.ts';
import { findOwnCameraProfile } from './camera-profiles.ts';
import { findOwnImage } from './own-image.ts';
import { ageFromDateOfBirth } from './patient-age.ts';
import { SERVER_MESSAGES } from '../../../contract/api-messages.ts';

type PatientRow = typeof patients.$inferSelect;

export const ANALYSIS_NOT_FOUND = SERVER_MESSAGES.analysisNotFound;
export const PROCESSING_MESSAGE = 'Analysis in progress';
/**
 * A job still 'processing' after this long lost its process (restart, crash): the webhook
 * provider's own worst case is 21 exchanges of at most 20 s plus 117 s of polling waits.
 */
export const STALE_JOB_MS = 15 * 60 * 1000;
/** Analyses one practitioner may have running at once: the worker pool is shared by everyone. */
export const MAX_RUNNING_ANALYSES = 5;
export const TOO_MANY_ANALYSES = SERVER_MESSAGES.tooManyAnalyses;
/** Lifetime of the signed image URL given to an external service: it polls for at most ~9 minutes. */
const SIGNED_URL_TTL_S = 15 * 60;

/** How long a job is an instance's own without a renewal; a job whose instance died is taken over after it. */
export const DEFAULT_LEASE_MS = 60_000;
/** How often an instance looks for jobs whose lease ran out. */
export const DEFAULT_RECOVERY_POLL_MS = 5_000;
/** A job is tried this many times (its first run and takeovers) before it answers the basic fallback. */
export const MAX_ATTEMPTS = 3;
/** How long graceful shutdown waits for running jobs before handing them back. */
export const SHUTDOWN_GRACE_MS = 5_000;

export interface AnalysisDeps {
  db: Db;
  images: ImageStore;
  engine: EnginePool;
  provider: AnalysisProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  metrics?: AppMetrics;
  leaseMs?: number;
  recoveryPollMs?: number;
}

/** What a job row keeps so that any instance can run it. */
interface JobInput {
  request: AnalysisStartInput;
  locale: Locale;
  /** The camera profile named at the start, read then: deleting it later does not change a running job. */
  camera?: { applied: AppliedCameraProfile; correction: CameraCorrectionData };
}

type JobRow = typeof practitionerAnalyses.$inferSelect;

/** Jobs not finished yet, whichever instance holds them (the metrics' queue depth). */
export async function analysisQueueDepth(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(practitionerAnalyses).where(eq(practitionerAnalyses.status, 'processing'));
  return row?.n ?? 0;
}

const hasAnyTongueField = (t: TongueAssessment | undefined): t is TongueAssessment =>
  Boolean(
    t && (t.bodyColor || t.coating || t.texture || t.size || t.shape || t.moisture || t.signs?.length || t.practitionerNotes),
  );

/**
 * Practitioner analyses as database-backed jobs: start() records the job and answers the SPEC §3
 * 'processing' object at once; the tongue engine (worker pool) and the provider (built-in engine
 * or external webhook) run behind it; get() reads the row, so any instance can answer a poll.
 *
 * Each running job is leased by one instance (lease_owner, lease_expires_at), renewed while it
 * runs. Every instance looks for jobs whose lease ran out (their instance died) and takes one at
 * a time with FOR UPDATE SKIP LOCKED, so a job is never run by two instances at once; only the
 * lease holder may store the answer. Shutdown waits a little for running jobs, then hands the
 * rest back (lease expired now) for another instance to finish.
 */
export class PractitionerAnalyses {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** This instance's name in lease_owner. */
  readonly instanceId = randomUUID();
  private readonly leaseMs: number;
  private recovery: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly deps: AnalysisDeps) {
    this.leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Starts looking for abandoned jobs every `recoveryPollMs` (with jitter, so instances do not move in step). */
  startRecovery(): void {
    if (this.stopping) return;
    const every = this.deps.recoveryPollMs ?? DEFAULT_RECOVERY_POLL_MS;
    const tick = () => {
      this.recovery = setTimeout(
        () => {
          void this.recoverOne()
            .catch((error: unknown) => this.deps.log.warn({ err: error }, 'analysis job recovery failed'))
            .finally(() => {
              if (!this.stopping) tick();
            });
        },
        every * (0.75 + Math.random() / 2),
      );
      this.recovery.unref();
    };
    tick();
  }

  /** Takes over one job whose lease ran out, if any, and runs it here. Answers whether it found one. */
  async recoverOne(): Promise<boolean> {
    if (this.stopping) return false;
    const taken = await this.deps.db.execute<{ id: string }>(sql`
      UPDATE practitioner_analyses
         SET lease_owner = ${this.instanceId},
             lease_expires_at = now() + make_interval(secs => ${this.leaseMs / 1000}),
             attempts = attempts + 1,
             updated_at = now()
       WHERE id = (SELECT id FROM practitioner_analyses
                    WHERE status = 'processing' AND lease_expires_at < now()
                    ORDER BY lease_expires_at
                    LIMIT 1
                    FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const id = (taken as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (!id) return false;
    const [row] = await this.deps.db.select().from(practitionerAnalyses).where(eq(practitionerAnalyses.id, id)).limit(1);
    if (!row) return false;
    this.deps.metrics?.analysisRecovered.inc();
    this.deps.log.info({ analysisId: id, attempt: row.attempts }, 'took over an analysis job whose lease ran out');
    if (row.attempts > MAX_ATTEMPTS || !row.input) {
      await this.save(id, this.fallback(id, null, null));
      return true;
    }
    this.launch(row);
    return true;
  }

  /**
   * Runs a job. A job this instance has just started is given the patient and image rows
   * start() already read; a job taken over from another instance reads them itself.
   */
  private launch(row: JobRow, rows?: { patient: PatientRow; image: ImageRow | null }): void {
    const job = this.runLeased(row, rows)
      .catch((error: unknown) => this.deps.log.error({ err: error, analysisId: row.id }, 'practitioner analysis job failed'))
      .finally(() => this.inFlight.delete(row.id));
    this.inFlight.set(row.id, job);
  }

  /** Runs a job this instance holds, renewing the lease until it is done. */
  private async runLeased(row: JobRow, rows?: { patient: PatientRow; image: ImageRow | null }): Promise<void> {
    const started = performance.now();
    const renew = setInterval(() => {
      void this.deps.db
        .update(practitionerAnalyses)
        .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${this.leaseMs / 1000})` })
        .where(and(eq(practitionerAnalyses.id, row.id), eq(practitionerAnalyses.leaseOwner, this.instanceId)))
        .catch((error: unknown) => this.deps.log.warn({ err: error, analysisId: row.id }, 'could not renew an analysis lease'));
    }, this.leaseMs / 3);
    renew.unref();
    try {
      const patient = rows?.patient ?? (await this.patientOf(row.patientId));
      const image = rows ? rows.image : row.imageId !== null ? await this.deps.images.find(row.imageId) : null;
      const input = row.input as JobInput;
      if (!patient) return;
      // A job taken over after a crash starts over at the photo, whatever stage it had reached.
      const outcome = await this.run(row.id, patient, image, input, rows === undefined);
      this.deps.metrics?.analysisDuration.observe({ outcome }, (performance.now() - started) / 1000);
    } finally {
      clearInterval(renew);
    }
  }

  async start(
    practitionerId: number,
    patient: PatientRow,
    input: AnalysisStartInput,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PractitionerAnalysis> {
    const image = input.imageUrl ? await findOwnImage(this.deps.images, input.imageUrl, practitionerId, patient.id) : null;
    const camera = input.cameraProfileId
      ? await findOwnCameraProfile(this.deps.db, practitionerId, input.cameraProfileId)
      : undefined;
    await this.refuseWhenBusy(practitionerId);
    const id = randomUUID();
    const processing: PractitionerAnalysis = {
      status: 'processing',
      // A job with a photo reads it first; without one it goes straight to the differentiation.
      stage: image ? 'segmenting' : 'differentiating',
      analysis_id: id,
      estimated_time: this.deps.provider.estimatedTime ?? DEFAULT_ESTIMATED_TIME,
      message: PROCESSING_MESSAGE,
      timestamp: new Date().toISOString(),
    };
    const jobInput: JobInput = { request: input, locale, ...(camera ? { camera } : {}) };
    const [row] = await this.deps.db
      .insert(practitionerAnalyses)
      .values({
        id,
        practitionerId,
        patientId: patient.id,
        imageId: image?.id ?? null,
        status: 'processing',
        result: processing,
        input: jobInput,
        leaseOwner: this.instanceId,
        leaseExpiresAt: sql`now() + make_interval(secs => ${this.leaseMs / 1000})`,
        attempts: 1,
      })
      .returning();
    this.launch(row, { patient, image });
    return processing;
  }

  private async patientOf(id: number): Promise<PatientRow | undefined> {
    const [patient] = await this.deps.db.select().from(patients).where(eq(patients.id, id)).limit(1);
    return patient;
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
    const leaseLost = !row.leaseExpiresAt || now - row.leaseExpiresAt.getTime() > STALE_JOB_MS;
    if (row.status === 'processing' && now - row.updatedAt.getTime() > STALE_JOB_MS && leaseLost) {
      const lost: PractitionerAnalysis = {
        status: 'fallback',
        analysis_id: row.id,
        message: POLLING_TIMEOUT_MESSAGE,
        basic_analysis: FALLBACK_BASIC_ANALYSIS,
      };
      await this.save(row.id, lost, null);
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

  /** Waits for the jobs this process runs (tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * Graceful shutdown: no new takeovers; running jobs get `graceMs` to finish, then the rest are
   * handed back (lease expired now), so another instance takes them over at its next look.
   */
  async shutdown(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    this.stopping = true;
    clearTimeout(this.recovery);
    const all = Promise.allSettled([...this.inFlight.values()]);
    const timedOut = await Promise.race([
      all.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
    ]);
    if (!timedOut) return;
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) return;
    await this.deps.db
      .update(practitionerAnalyses)
      .set({ leaseOwner: null, leaseExpiresAt: sql`now()` })
      .where(and(eq(practitionerAnalyses.leaseOwner, this.instanceId), eq(practitionerAnalyses.status, 'processing')));
    this.deps.log.info({ analysisIds: ids }, 'handed running analysis jobs back for another instance');
  }

  private async run(
    id: string,
    patient: PatientRow,
    image: ImageRow | null,
    job: JobInput,
    takenOver = false,
  ): Promise<'success' | 'fallback' | 'failed'> {
    const { request: input, locale, camera } = job;
    const manual = input.manualAssessment ?? {};
    let request: AnalysisRequest = {
      ...(hasAnyTongueField(manual.tongue) ? { manualAssessment: manual.tongue } : {}),
      ...(manual.pulse ? { pulse: manual.pulse } : {}),
      patient: {
        age: ageFromDateOfBirth(patient.dateOfBirth),
        gender: patient.gender ?? undefined,
        chiefComplaint: patient.chiefComplaint,
        // The record's history of present illness is read too ('knees weak' written there was asked
        // about again: an exploratory test).
        currentSymptoms:
          [manual.symptoms, manual.notes, manual.tongue?.practitionerNotes, manual.pulse?.notes, patient.historyOfPresent]
            .filter(Boolean)
            .join('. ') || undefined,
        previousTreatments: patient.previousTreatments ?? undefined,
        complexFactors: patient.complexFactors,
        medications: manual.medications,
        pregnancyStatus: pregnancyStatusOf(patient.pregnancyStatus) ?? undefined,
        // The constitution taken at intake (CCMQ), or typed by hand: a prior of the built-in differentiation.
        constitution: constitutionOf(patient.constitution as ConstitutionResult | null, patient.constitutionalType),
      },
      locale,
    };
    let overlayImageUrl: string | null = null;
    let imageNote: string | null = null;
    let photoFindings: StoredTongueFindings | null = null;
    try {
      if (image) {
        // start() stored 'segmenting'; a job taken over may have reached a later stage.
        if (takenOver) await this.setStage(id, 'segmenting');
        request = { ...request, imageUrl: `${this.deps.publicUrl}${this.deps.images.signedPath(image.id, SIGNED_URL_TTL_S)}` };
        // The image row start() read (or a takeover read once) is the photo analysed: it is not read again.
        const tongue = await this.deps.engine.analysePhoto(image, camera?.correction);
        if (tongue.ok) {
          request = { ...request, tongueFindings: tongue.findings };
          photoFindings = tongue.findings;
          overlayImageUrl = ImageStore.urlOf(tongue.overlayImageId);
        } else {
          imageNote = tongue.reason;
        }
      }
      // Without a photo the job has been 'differentiating' since start().
      if (image) await this.setStage(id, 'differentiating');
      const outcome = await this.deps.provider.analyze(request);
      if (outcome.failure)
        this.deps.log.warn({ analysisId: id, failure: outcome.failure }, 'external analysis unavailable; built-in fallback used');
      await this.save(
        id,
        storedPractitionerAnalysis(outcome, {
          analysisId: id,
          overlayImageUrl,
          imageNote,
          // Which calibration the photo's reading rests on (none without a photo).
          cameraProfile: image && camera ? camera.applied : null,
          photoFindings,
          manualTongue: manual.tongue,
        }),
      );
      return outcome.result.status === 'success' ? 'success' : 'fallback';
    } catch (error) {
      // A job handed back at shutdown is not this instance's to answer any more.
      if (this.stopping) return 'failed';
      this.deps.log.error({ err: error, analysisId: id }, 'practitioner analysis failed; answering the basic fallback');
      await this.save(id, this.fallback(id, overlayImageUrl, imageNote));
      return 'failed';
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

  /**
   * Says which stage a running job is in (its polls show it); only the lease holder, only while
   * processing. Progress only: a failure to record it is logged, never fails the analysis.
   */
  private async setStage(id: string, stage: AnalysisStage): Promise<void> {
    await this.deps.db
      .update(practitionerAnalyses)
      .set({ result: sql`${practitionerAnalyses.result} || ${JSON.stringify({ stage })}::jsonb`, updatedAt: new Date() })
      .where(
        and(
          eq(practitionerAnalyses.id, id),
          eq(practitionerAnalyses.leaseOwner, this.instanceId),
          eq(practitionerAnalyses.status, 'processing'),
        ),
      )
      .catch((error: unknown) => this.deps.log.warn({ err: error, analysisId: id, stage }, 'could not record an analysis stage'));
  }

  /**
   * Stores an answer. While the job runs, only its lease holder may: a job taken over after its
   * lease ran out, or handed back at shutdown, is not overwritten by the instance that let it go.
   * The 'lost job' fallback of get() is stored by whoever reads it.
   */
  private async save(id: string, result: PractitionerAnalysis, holder: string | null = this.instanceId): Promise<void> {
    await this.deps.db
      .update(practitionerAnalyses)
      .set({ status: result.status, result, updatedAt: new Date(), leaseOwner: null, leaseExpiresAt: null })
      .where(and(eq(practitionerAnalyses.id, id), holder === null ? undefined : eq(practitionerAnalyses.leaseOwner, holder)));
  }
}
