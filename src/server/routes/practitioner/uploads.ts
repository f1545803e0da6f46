import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TongueUploadResponse } from '../../../contract/practitioner.ts';
import type { AppContext } from '../../app-context.ts';
import { requirePractitioner } from '../../auth/guards.ts';
import { forbidden, HttpError } from '../../errors.ts';
import { findOwnPatientRow } from '../../services/practitioner/patients.ts';
import { ImageStore } from '../../storage/image-store.ts';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '../../storage/normalise-image.ts';
import { IdParam } from '../users.ts';

export const UPLOAD_MESSAGES = {
  noFile: 'No tongue image was sent (field tongueImage).',
  fields: 'patientId and practitionerId must be numbers.',
  malformed: 'The upload is not a well-formed multipart/form-data body.',
  tooManyParts: 'The upload has too many parts; send one tongueImage with patientId and practitionerId.',
} as const;

/** Multipart limits that say the body is too large, rather than malformed. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failure while reading the form means for the caller: our own refusals pass through,
 * limits are 413, and anything the multipart parser chokes on (no or wrong boundary, a body cut
 * short, never closed) is the client's malformed request: 400, never a 500.
 */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, IMAGE_MESSAGES.tooManyBytes);
  if (code && TOO_LARGE.has(code)) return new HttpError(413, UPLOAD_MESSAGES.tooManyParts);
  return new HttpError(400, UPLOAD_MESSAGES.malformed);
}

/** Reads the SPEC §7 multipart form: tongueImage, patientId, practitionerId (any order). */
async function readTongueForm(request: FastifyRequest): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'tongueImage' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!bytes) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  return { bytes, fields };
}

/**
 * POST /api/upload/tongue-image: the photo is content-checked and normalised by the image store
 * and kept for this practitioner and patient; its imageUrl is readable only by that practitioner.
 */
export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    // Registered here, so only this plugin's routes accept multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    app.post('/upload/tongue-image', async (request, reply) => {
      const practitionerId = await requirePractitioner(db, request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data.');
      let form: Awaited<ReturnType<typeof readTongueForm>>;
      try {
        form = await readTongueForm(request);
      } catch (error) {
        throw uploadError(error);
      }
      const patientId = IdParam.safeParse(form.fields.patientId);
      const claimedPractitioner = IdParam.safeParse(form.fields.practitionerId);
      if (!patientId.success || !claimedPractitioner.success) throw new HttpError(400, UPLOAD_MESSAGES.fields);
      if (claimedPractitioner.data !== practitionerId) throw forbidden();
      await findOwnPatientRow(db, practitionerId, patientId.data);
      const image = await ctx.images.saveUpload(form.bytes, { practitionerId, patientId: patientId.data });
      const body: TongueUploadResponse = {
        imageUrl: ImageStore.urlOf(image.id),
        imageId: image.id,
        width: image.width,
        height: image.height,
      };
      return reply.status(201).send(body);
    });
  };
