import type { AppliedCameraProfile } from '../../contract/camera.ts';
import type { Locale } from '../../contract/person.ts';
import { recordText } from './record-texts.ts';

/** How one visit's photo was read: what a comparison needs to know before it trusts a change. */
export interface PhotoReading {
  /** Whether the engine read a photo at this visit (its overlay exists). */
  read: boolean;
  /** The tongue head that read it (head-version.ts); absent for analyses stored before versions were kept. */
  headVersion?: string;
  /** The camera profile applied; null = none; undefined = stored before profiles existed. */
  cameraProfile?: AppliedCameraProfile | null;
}

/**
 * What the reader must know before taking a change between two visits' photo readings as the
 * tongue's: a refitted analysis moves the readings of the same tongue (as the consumer's
 * baseline already allows for, decision 0061), and so does a different colour correction
 * (decision 0060). Said only where both visits' facts are known and differ.
 */
export function readingCaveats(earlier: PhotoReading, later: PhotoReading, locale: Locale): string[] {
  if (!earlier.read || !later.read) return [];
  const out: string[] = [];
  if (earlier.headVersion && later.headVersion && earlier.headVersion !== later.headVersion)
    out.push(recordText(locale, 'compare.caveat-reader'));
  const before = earlier.cameraProfile;
  const after = later.cameraProfile;
  if (before !== undefined && after !== undefined && (before?.id ?? null) !== (after?.id ?? null)) {
    const name = (p: AppliedCameraProfile | null) => p?.name ?? recordText(locale, 'compare.no-profile');
    out.push(recordText(locale, 'compare.caveat-camera', { before: name(before), after: name(after) }));
  }
  return out;
}
