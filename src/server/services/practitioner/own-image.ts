import { imageIdOfUrl } from '../../../contract/practitioner.ts';
import { notFound } from '../../errors.ts';
import type { ImageRow, ImageStore } from '../../storage/image-store.ts';
import { SERVER_MESSAGES } from '../../../contract/api-messages.ts';

export const IMAGE_NOT_FOUND = SERVER_MESSAGES.imageNotFound;

/**
 * The image behind one of our /api/images/{id} URLs, if this practitioner uploaded it for this
 * patient; anything else is 404, like the image route itself.
 */
export async function findOwnImage(
  images: ImageStore,
  imageUrl: string,
  practitionerId: number,
  patientId: number,
): Promise<ImageRow> {
  const id = imageIdOfUrl(imageUrl);
  const row = id !== null ? await images.find(id) : null;
  if (!row || row.practitionerId !== practitionerId || row.patientId !== patientId) throw notFound(IMAGE_NOT_FOUND);
  return row;
}
