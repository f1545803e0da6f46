import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { FLATTENED_ID_RECORD_FACTOR } from '../../contract/constants.ts';
import { imageIdOfUrl } from '../../contract/practitioner.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import {
  cameraProfiles,
  diagnosticSessions,
  healthQuestionnaires,
  images,
  patients,
  practitionerAnalyses,
  recommendations,
  tongueAnalyses,
} from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import { requirePractitioner, requireUser } from './guards.ts';

/**
 * What an id in a path or body names, and so who must own it. 'self' and 'practitioner' name
 * the caller's own account (403 otherwise); the others name a record that must belong to the
 * caller (404 otherwise, never a hint that it exists).
 */
export type Owned =
  | 'self'
  | 'practitioner'
  | 'patient'
  | 'session'
  | 'analysis'
  | 'image'
  | 'camera-profile'
  | 'check-in'
  | 'questionnaire'
  | 'recommendation'
  | 'recommendation-or-item';

export interface OwnershipRule {
  params?: Record<string, Owned>;
  /** Top-level fields of a JSON body, checked when they hold an id (a broken value is left to validation). */
  body?: Record<string, Owned>;
}

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Uuid = z.uuid();
const CONSUMER_OWNED: readonly Owned[] = ['self', 'check-in', 'questionnaire', 'recommendation', 'recommendation-or-item'];

type Check = (db: Db, callerId: number, raw: unknown) => Promise<void>;

async function exists(query: Promise<unknown[]>, message: string): Promise<void> {
  if ((await query).length === 0) throw notFound(message);
}

// The check on every patient route (issue 14: prepared once).
const ownPatient = preparedQuery((db) =>
  db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, sql.placeholder('id')), eq(patients.practitionerId, sql.placeholder('practitionerId'))))
    .limit(1)
    .prepare('own_patient'),
);

const CHECKS: Record<Owned, Check> = {
  async self(_db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (id.success && id.data !== callerId) throw forbidden();
  },
  async practitioner(_db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (id.success && id.data !== callerId) throw forbidden();
  },
  async patient(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(ownPatient(db).execute({ id: id.data, practitionerId: callerId }), 'Patient not found');
  },
  async session(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: diagnosticSessions.id })
        .from(diagnosticSessions)
        .where(and(eq(diagnosticSessions.id, id.data), eq(diagnosticSessions.practitionerId, callerId)))
        .limit(1),
      'Session not found',
    );
  },
  async analysis(db, callerId, raw) {
    const id = Uuid.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: practitionerAnalyses.id })
        .from(practitionerAnalyses)
        .where(and(eq(practitionerAnalyses.id, id.data), eq(practitionerAnalyses.practitionerId, callerId)))
        .limit(1),
      'Analysis not found',
    );
  },
  // One of our image URLs (/api/images/{id}) that the practitioner uploaded or the engine drew for them.
  async image(db, callerId, raw) {
    const id = imageIdOfUrl(raw);
    if (id === null) return;
    await exists(
      db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, id), eq(images.practitionerId, callerId)))
        .limit(1),
      'Image not found',
    );
  },
  async 'camera-profile'(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: cameraProfiles.id })
        .from(cameraProfiles)
        .where(and(eq(cameraProfiles.id, id.data), eq(cameraProfiles.practitionerId, callerId)))
        .limit(1),
      'Camera profile not found',
    );
  },
  async 'check-in'(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: tongueAnalyses.id })
        .from(tongueAnalyses)
        .where(and(eq(tongueAnalyses.id, id.data), eq(tongueAnalyses.userId, callerId)))
        .limit(1),
      'Check-in not found',
    );
  },
  async questionnaire(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: healthQuestionnaires.id })
        .from(healthQuestionnaires)
        .where(and(eq(healthQuestionnaires.id, id.data), eq(healthQuestionnaires.userId, callerId)))
        .limit(1),
      'Health questionnaire not found',
    );
  },
  async recommendation(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    await exists(
      db
        .select({ id: recommendations.id })
        .from(recommendations)
        .where(and(eq(recommendations.id, id.data), eq(recommendations.userId, callerId)))
        .limit(1),
      'Recommendation not found',
    );
  },
  // SPEC §7 save: the id is a record id, or (home list) a flattened item id = record id x 1000 + offset.
  async 'recommendation-or-item'(db, callerId, raw) {
    const id = Id.safeParse(raw);
    if (!id.success) return;
    const recordOfItem = Math.floor(id.data / FLATTENED_ID_RECORD_FACTOR);
    await exists(
      db
        .select({ id: recommendations.id })
        .from(recommendations)
        .where(
          and(
            eq(recommendations.userId, callerId),
            or(eq(recommendations.id, id.data), recordOfItem > 0 ? eq(recommendations.id, recordOfItem) : undefined),
          ),
        )
        .limit(1),
      'Recommendation not found',
    );
  },
};

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Route options that check ownership: spread them into a route's options (`{ ...ownership(db, rule), schema }`). */
export interface OwnershipHooks {
  onRequest: onRequestAsyncHookHandler;
  preValidation: preValidationAsyncHookHandler;
}

/**
 * The caller's session and every id the request names are checked before the body is parsed
 * (path ids: onRequest) or validated (body ids: preValidation), so a request about someone
 * else's account or record answers 401, 403 or 404 whatever its body — even a body that is not
 * JSON — and never shows validation details of a resource that is not the caller's.
 */
export function ownership(db: Db, rule: OwnershipRule): OwnershipHooks {
  const named = [...Object.values(rule.params ?? {}), ...Object.values(rule.body ?? {})];
  const consumer = named.some((o) => CONSUMER_OWNED.includes(o));
  if (consumer && named.some((o) => !CONSUMER_OWNED.includes(o))) {
    throw new Error('an ownership rule names both consumer and practitioner records');
  }
  const caller = (request: FastifyRequest) => (consumer ? requireUser(db, request) : requirePractitioner(db, request));
  return {
    async onRequest(request: FastifyRequest) {
      const callerId = await caller(request);
      const params = fieldsOf(request.params);
      for (const [name, owned] of Object.entries(rule.params ?? {})) await CHECKS[owned](db, callerId, params[name]);
    },
    async preValidation(request: FastifyRequest) {
      const callerId = await caller(request);
      const body = fieldsOf(request.body);
      for (const [name, owned] of Object.entries(rule.body ?? {})) {
        if (body[name] !== undefined && body[name] !== null) await CHECKS[owned](db, callerId, body[name]);
      }
    },
  };
}
