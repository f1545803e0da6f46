import type { Practitioner } from '../../../../contract/auth.ts';
import { storedPractitioner } from '../../../lib/storage.ts';

/**
 * Remembers a practitioner who just signed in or registered (SPEC §6's display record). The
 * sign-in pages are first pages, without the query client (issue 14); the session query checks
 * the server again when the next page mounts.
 */
export function rememberPractitioner(p: Practitioner): void {
  storedPractitioner.set(p);
}
