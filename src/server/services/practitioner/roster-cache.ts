import { PATIENT_PAGE_DEFAULT, type Patient } from '../../../contract/practitioner.ts';
import type { Database, Db } from '../../db/client.ts';
import { attachCache, NotifiedCache } from '../../db/notified-cache.ts';

/** NOTIFY channel of migration 0016: the database names every practitioner whose patients rows changed. */
export const ROSTER_CHANGE_CHANNEL = 'mtc_roster_changed';

/** A first page as the roster service builds it. */
export interface FirstPage {
  patients: readonly Patient[];
  /** The `after` value of the next page, when there is one. */
  next: number | null;
}

/** What the roster's count row says: how many patients, and the version of the roster. */
export interface RosterVersion {
  version: number;
  total: number;
}

/** Page sizes kept: the screens' own (the dashboard's 5, the roster's 24) up to the default. */
const MAX_CACHED_LIMIT = PATIENT_PAGE_DEFAULT;
/** Serialised size kept per instance, all practitioners together; the least recently read go first. */
const MAX_CACHED_CHARACTERS = 16 * 1024 * 1024;

/** One practitioner's plain first pages (every status, no search, offset 0), all read at one roster version. */
interface PractitionerPages {
  version: number;
  bySize: Map<number, { page: FirstPage; characters: number }>;
}

/**
 * Each practitioner's plain first roster pages, kept in memory with the roster version they were
 * read at (issue 14, decision 0111). Migration 0016 moves a practitioner's version in the same
 * transaction as any change to their patients, whatever makes it, so a page is answered again
 * only while the version read from the database for this very request is still the one it was
 * read at: on every instance, with no notification to wait for. A hit saves the page's read and
 * its serialisation, not the one-row version read.
 */
class VersionedPages {
  private readonly byPractitioner = new Map<number, PractitionerPages>();
  private characters = 0;

  get(practitionerId: number, version: number, limit: number): FirstPage | undefined {
    const pages = this.byPractitioner.get(practitionerId);
    if (!pages || pages.version !== version) return undefined;
    const hit = pages.bySize.get(limit);
    if (hit) {
      // Most recently read last: Map keeps insertion order, and eviction takes the first.
      this.byPractitioner.delete(practitionerId);
      this.byPractitioner.set(practitionerId, pages);
    }
    return hit?.page;
  }

  set(practitionerId: number, roster: RosterVersion, limit: number, page: FirstPage): void {
    if (limit > MAX_CACHED_LIMIT) return;
    let pages = this.byPractitioner.get(practitionerId);
    if (pages && pages.version !== roster.version) {
      this.drop(practitionerId);
      pages = undefined;
    }
    pages ??= { version: roster.version, bySize: new Map() };
    const characters = patientsJson(page.patients).length;
    this.characters += characters - (pages.bySize.get(limit)?.characters ?? 0);
    pages.bySize.set(limit, { page, characters });
    this.byPractitioner.delete(practitionerId);
    this.byPractitioner.set(practitionerId, pages);
    while (this.characters > MAX_CACHED_CHARACTERS && this.byPractitioner.size > 0) {
      this.drop(this.byPractitioner.keys().next().value!);
    }
  }

  private drop(practitionerId: number): void {
    for (const { characters } of this.byPractitioner.get(practitionerId)?.bySize.values() ?? []) this.characters -= characters;
    this.byPractitioner.delete(practitionerId);
  }
}

/**
 * The roster version last read, trusted until migration 0016's notification names the
 * practitioner: a page kept at it is then answered with no query at all. On the embedded database
 * the notification comes in the committing statement's own answer; on PostgreSQL a hit first waits
 * for the subscription's read barrier (decision 0112), so a change committed through any instance
 * before the request arrived has always been heard.
 */
class HeardVersions extends NotifiedCache<number, RosterVersion> {
  constructor(fence: boolean) {
    super(ROSTER_CHANGE_CHANNEL, Number, fence);
  }
}

const versioned = new WeakMap<Db, VersionedPages>();
const heard = new WeakMap<Db, HeardVersions>();

/** Starts listening for roster changes (until it listens, every first page reads its version). */
export async function attachRosterCache(database: Database): Promise<HeardVersions> {
  return attachCache(database, heard, new HeardVersions(database.kind === 'postgres'));
}

/**
 * A plain first page through the cache: `readVersion` reads the roster's count row (undefined
 * when the practitioner has none yet: nothing is cached), `readPage` the page itself, only when
 * no page of this size is kept at the current version. Pages are frozen: every caller shares them.
 */
export async function cachedFirstPage(
  db: Db,
  practitionerId: number,
  limit: number,
  readVersion: () => Promise<RosterVersion | undefined>,
  readPage: () => Promise<FirstPage>,
): Promise<{ page: FirstPage; total: number }> {
  let pages = versioned.get(db);
  if (!pages) versioned.set(db, (pages = new VersionedPages()));
  const listening = heard.get(db);
  const unchanged = await listening?.lookup(practitionerId);
  if (unchanged) {
    const page = pages.get(practitionerId, unchanged.version, limit);
    if (page !== undefined) return { page, total: unchanged.total };
  }
  const mark = listening?.mark() ?? 0;
  const roster = await readVersion();
  if (!roster) return { page: await readPage(), total: 0 };
  listening?.remember(practitionerId, roster, mark);
  const kept = pages.get(practitionerId, roster.version, limit);
  if (kept !== undefined) return { page: kept, total: roster.total };
  // Read after the version: the page holds every change up to it (and perhaps a later one, which
  // moved the version again, so this page is never answered for a version it predates).
  const page = deepFreeze(await readPage());
  pages.set(practitionerId, roster, limit, page);
  return { page, total: roster.total };
}

const serialised = new WeakMap<readonly Patient[], string>();

/**
 * A page's patients as JSON, written once for a page kept here (frozen, the same object until the
 * roster changes): the cache weighs it and the roster route sends it, and neither writes it again.
 */
export function patientsJson(list: readonly Patient[]): string {
  let json = serialised.get(list);
  if (json === undefined) {
    json = JSON.stringify(list);
    if (Object.isFrozen(list)) serialised.set(list, json);
  }
  return json;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
