import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Practitioner, User } from '../../../contract/auth.ts';
import { DEFAULT_LOCALE, LANGUAGE_OF_LOCALE, localeOfLanguage, type Locale } from '../../../contract/person.ts';
import { SIGN_IN_MESSAGES } from '../../../contract/sign-in.ts';
import type { Principal } from '../../auth/sessions.ts';
import type { Db, DbExecutor } from '../../db/client.ts';
import { practitioners, users } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { findPractitioner, findUser } from '../accounts.ts';
import { userChanged } from '../user-cache.ts';

export type AccountKind = Principal['kind'];

/** What the sign-in services need to know of an account of either kind. */
export interface AccountRecord {
  kind: AccountKind;
  id: number;
  email: string | null;
  emailVerified: boolean;
  /** The address was typed while another account held it: it finds nothing and gets no mail (decision 0109). */
  emailUnclaimed: boolean;
  hasPassword: boolean;
  isDemo: boolean;
  /** The consumer's profile language; null for practitioners (their mail follows the request). */
  locale: Locale | null;
  /** Consumers: 'email' or a provider's id (the SPEC's home-card label). */
  authProvider: string | null;
}

/** A new account made by a provider or an email link. */
export interface NewAccountDetails {
  email: string | null;
  emailVerified: boolean;
  /** The address is another account's: kept as given, but inert (decision 0109). */
  emailUnclaimed?: boolean;
  firstName: string | null;
  lastName: string | null;
  /** 'email', or the provider's id. */
  authProvider: string;
  /** The interface language the person signed in from: a consumer's profile language starts as it. */
  locale?: Locale | null;
}

const tableOf = (kind: AccountKind) => (kind === 'user' ? users : practitioners);

function recordOf(kind: AccountKind, row: typeof users.$inferSelect | typeof practitioners.$inferSelect): AccountRecord {
  const user = kind === 'user' ? (row as typeof users.$inferSelect) : null;
  return {
    kind,
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    emailUnclaimed: row.emailUnclaimed,
    hasPassword: row.password !== null,
    isDemo: user?.isDemo ?? false,
    locale: user ? localeOfLanguage(user.language) : null,
    authProvider: user?.authProvider ?? null,
  };
}

export async function findAccount(db: Db, kind: AccountKind, id: number): Promise<AccountRecord | null> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ? recordOf(kind, row) : null;
}

/**
 * The account of this kind whose address this is (addresses are unique per kind, case aside). An
 * account that only typed the address while another held it is never the answer (decision 0109).
 */
export async function findAccountByEmail(db: Db, kind: AccountKind, email: string): Promise<AccountRecord | null> {
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(sql`lower(${table.email})`, email.toLowerCase()), eq(table.emailUnclaimed, false)))
    .limit(1);
  return row ? recordOf(kind, row) : null;
}

/** The account as the API shows it (never a hash). */
export async function publicAccount(db: Db, kind: AccountKind, id: number): Promise<User | Practitioner | null> {
  return kind === 'user' ? findUser(db, id) : findPractitioner(db, id);
}

/** A username nobody has: from the address or the name, with digits added when taken. */
function usernameBase(details: NewAccountDetails): string {
  const source = details.email?.split('@')[0] ?? [details.firstName, details.lastName].filter(Boolean).join('');
  const base = source
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return base.length >= 3 ? base : `${base}member`.slice(0, 20);
}

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if ((e.code ?? e.cause?.code) !== '23505') return null;
  return e.constraint ?? e.cause?.constraint ?? '';
}

/**
 * Makes the account a provider or an email link signs in for the first time: no password, a
 * generated username; a practitioner's licence is left to complete (empty), a consumer goes
 * through onboarding.
 */
export async function createAccount(db: Db, kind: AccountKind, details: NewAccountDetails): Promise<AccountRecord> {
  const base = usernameBase(details);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const username =
      attempt === 0 ? base : attempt < 6 ? `${base}${randomInt(1000, 10000)}` : `${base}${randomBytes(4).toString('hex')}`;
    try {
      const verifiedAt = details.emailVerified && details.email ? new Date() : null;
      if (kind === 'user') {
        const [row] = await db
          .insert(users)
          .values({
            username,
            password: null,
            email: details.email,
            emailUnclaimed: details.emailUnclaimed ?? false,
            emailVerifiedAt: verifiedAt,
            firstName: details.firstName,
            lastName: details.lastName,
            authProvider: details.authProvider,
            language: LANGUAGE_OF_LOCALE[details.locale ?? DEFAULT_LOCALE],
            lastLogin: new Date(),
          })
          .returning();
        return recordOf(kind, row);
      }
      const [row] = await db
        .insert(practitioners)
        .values({
          username,
          password: null,
          email: details.email ?? '',
          emailUnclaimed: details.emailUnclaimed ?? false,
          emailVerifiedAt: verifiedAt,
          firstName: details.firstName ?? '',
          lastName: details.lastName ?? '',
          licenseNumber: '',
          lastLogin: new Date(),
        })
        .returning();
      return recordOf(kind, row);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes('email')) throw conflict(SIGN_IN_MESSAGES.emailTaken);
    }
  }
  throw new Error('no free username found');
}

export async function setPasswordHash(db: DbExecutor, kind: AccountKind, id: number, hash: string): Promise<void> {
  const table = tableOf(kind);
  await db.update(table).set({ password: hash }).where(eq(table.id, id));
  if (kind === 'user') userChanged(db, id);
}

/**
 * Marks the address as proved (a link or code we mailed to it was used), which also claims an
 * address the account had only typed. False when another account of the kind holds it.
 */
export async function markEmailVerified(db: DbExecutor, kind: AccountKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  try {
    await db.update(table).set({ emailVerifiedAt: new Date(), emailUnclaimed: false }).where(eq(table.id, id));
    if (kind === 'user') userChanged(db, id);
    return true;
  } catch (error) {
    if (uniqueViolation(error) !== null) return false;
    throw error;
  }
}

/** Moves the account to a new, proved address; false when another account of the kind took it. */
export async function changeEmail(db: Db, kind: AccountKind, id: number, email: string): Promise<boolean> {
  const table = tableOf(kind);
  try {
    await db.update(table).set({ email, emailVerifiedAt: new Date(), emailUnclaimed: false }).where(eq(table.id, id));
    if (kind === 'user') userChanged(db, id);
    return true;
  } catch (error) {
    if (uniqueViolation(error) !== null) return false;
    throw error;
  }
}

export async function touchLastLogin(db: DbExecutor, kind: AccountKind, id: number): Promise<void> {
  const table = tableOf(kind);
  await db.update(table).set({ lastLogin: new Date() }).where(eq(table.id, id));
  if (kind === 'user') userChanged(db, id);
}

/** The consumer's home-card label: 'email' or a provider's id. */
export async function setAuthProvider(db: DbExecutor, id: number, provider: string): Promise<void> {
  await db.update(users).set({ authProvider: provider }).where(eq(users.id, id));
  userChanged(db, id);
}
