import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  CALIBRATION_REFUSALS,
  CAMERA_PROFILE_MESSAGES,
  CAMERA_PROFILES_MAX,
  type AppliedCameraProfile,
  type CalibrationReference,
  type CameraCorrectionData,
  type CameraProfile,
  type CameraProfileCreate,
} from '../../../contract/camera.ts';
import type { Db } from '../../db/client.ts';
import { cameraProfiles } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../errors.ts';
import type { EnginePool } from '../../jobs/engine-pool.ts';
import { normaliseImage } from '../../storage/normalise-image.ts';
import { decodeImageBase64 } from '../consumer/tongue-analyses.ts';

type ProfileRow = typeof cameraProfiles.$inferSelect;

function toCameraProfile(row: ProfileRow): CameraProfile {
  return {
    id: row.id,
    name: row.name,
    reference: row.reference as CalibrationReference,
    residual: Math.round(row.residual * 100) / 100,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The practitioner's camera profiles, by name. */
export async function listCameraProfiles(db: Db, practitionerId: number): Promise<CameraProfile[]> {
  const rows = await db
    .select()
    .from(cameraProfiles)
    .where(eq(cameraProfiles.practitionerId, practitionerId))
    .orderBy(asc(sql`lower(${cameraProfiles.name})`), asc(cameraProfiles.id));
  return rows.map(toCameraProfile);
}

async function nameTaken(db: Db, practitionerId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: cameraProfiles.id })
    .from(cameraProfiles)
    .where(and(eq(cameraProfiles.practitionerId, practitionerId), sql`lower(${cameraProfiles.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}

/**
 * 'Calibrate this camera': the photo is checked like any upload (never kept), the engine finds the
 * card or chart and fits the correction in the worker pool, and the profile is stored under its
 * name. A photo where no reference is found answers 422 with the reason and what to do.
 */
export async function createCameraProfile(
  deps: { db: Db; engine: EnginePool },
  practitionerId: number,
  input: CameraProfileCreate,
): Promise<CameraProfile> {
  const { db } = deps;
  if (await nameTaken(db, practitionerId, input.name)) throw conflict(CAMERA_PROFILE_MESSAGES.nameTaken);
  const [held] = await db.select({ n: count() }).from(cameraProfiles).where(eq(cameraProfiles.practitionerId, practitionerId));
  if ((held?.n ?? 0) >= CAMERA_PROFILES_MAX) throw conflict(CAMERA_PROFILE_MESSAGES.tooMany);
  const photo = await normaliseImage(decodeImageBase64(input.imageBase64, CAMERA_PROFILE_MESSAGES.notBase64));
  const result = await deps.engine.calibrate(photo.data, input.reference);
  if (!result.ok)
    throw new HttpError(422, CALIBRATION_REFUSALS[result.reason], [{ field: 'imageBase64', message: result.reason }]);
  try {
    const [row] = await db
      .insert(cameraProfiles)
      .values({
        practitionerId,
        name: input.name,
        reference: input.reference,
        correction: result.correction,
        residual: result.residual,
      })
      .returning();
    return toCameraProfile(row);
  } catch (error) {
    // Two calibrations with the same name at once: the unique index decides.
    if (await nameTaken(db, practitionerId, input.name)) throw conflict(CAMERA_PROFILE_MESSAGES.nameTaken);
    throw error;
  }
}

export async function deleteCameraProfile(db: Db, practitionerId: number, profileId: number): Promise<void> {
  const gone = await db
    .delete(cameraProfiles)
    .where(and(eq(cameraProfiles.id, profileId), eq(cameraProfiles.practitionerId, practitionerId)))
    .returning({ id: cameraProfiles.id });
  if (gone.length === 0) throw notFound(CAMERA_PROFILE_MESSAGES.notFound);
}

/** The correction of one of the practitioner's profiles, with what the analysis records of it; 404 for anyone else's. */
export async function findOwnCameraProfile(
  db: Db,
  practitionerId: number,
  profileId: number,
): Promise<{ applied: AppliedCameraProfile; correction: CameraCorrectionData }> {
  const [row] = await db
    .select()
    .from(cameraProfiles)
    .where(and(eq(cameraProfiles.id, profileId), eq(cameraProfiles.practitionerId, practitionerId)))
    .limit(1);
  if (!row) throw notFound(CAMERA_PROFILE_MESSAGES.notFound);
  return { applied: { id: row.id, name: row.name }, correction: row.correction as CameraCorrectionData };
}
