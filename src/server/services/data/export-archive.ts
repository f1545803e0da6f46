import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { EXPORT_FORMAT_VERSION } from '../../../contract/account-data.ts';
import type { ImageRow, ImageStore } from '../../storage/image-store.ts';

export interface ExportContents {
  /** Every record, as the API shows it (never a password, hash or token). */
  records: Record<string, unknown>;
  /** Photos and the engine's overlays, written as photos/{id}.jpg. */
  photos: readonly ImageRow[];
}

/**
 * A zip of someone's data: export.json (every record, an index of the photos, and any photo
 * whose file could not be found) and each photo file, stored as is (JPEG does not compress).
 * Streamed: photos are read from disk while the zip is sent.
 */
export async function exportArchive(store: ImageStore, contents: ExportContents, exportedAt = new Date()): Promise<Readable> {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const all = contents.photos;
  const found = new Set((await store.present(all)).map((row) => row.id));
  const named = (row: ImageRow) => ({ row, name: `photos/${row.id}${row.overlayOf !== null ? `-overlay-of-${row.overlayOf}` : ''}.jpg` });
  const present = all.filter((row) => found.has(row.id)).map(named);
  const missing = all.filter((row) => !found.has(row.id)).map(named);
  const index = {
    format: EXPORT_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    ...contents.records,
    photos: present.map((p) => ({
      file: p.name,
      url: `/api/images/${p.row.id}`,
      overlayOf: p.row.overlayOf,
      width: p.row.width,
      height: p.row.height,
      createdAt: p.row.createdAt.toISOString(),
    })),
    // Said, not hidden: a photo whose file was lost is listed here instead of silently left out.
    missingPhotos: missing.map((p) => ({ url: `/api/images/${p.row.id}`, createdAt: p.row.createdAt.toISOString() })),
  };
  zip.on('warning', (warning) => zip.emit('error', warning));
  zip.append(JSON.stringify(index, null, 2), { name: 'export.json' });
  // Read one photo at a time as the zip is sent, from files or the database alike; JPEG is stored as is.
  for (const p of present) zip.append(store.openStream(p.row), { name: p.name, store: true });
  void zip.finalize();
  return zip;
}

/**
 * Content-Disposition for a download: an ASCII fallback name, and the real name (accents,
 * Chinese) for browsers that read RFC 6266's filename*.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
