import { apiRequest } from './api.ts';
import { saveBlob } from './save-blob.ts';

/** The file name a Content-Disposition header gives (filename* first, for accents and Chinese). */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = header && /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file the server writes (PDF reports, FHIR exports) through the API client, so it
 * carries the interface language (Accept-Language) and the session; returns the file's name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
