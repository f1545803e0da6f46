import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Practitioner, PractitionerRegisterInput, User, UserRegisterInput } from '../../contract/auth.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/password.ts';
import { DEMO_ACCOUNTS } from '../../contract/constants.ts';
import { DEFAULT_LOCALE, LANGUAGE_OF_LOCALE, localeOfLanguage, pregnancyStatusOf, type Locale } from '../../contract/person.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { practitioners, users } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { SERVER_MESSAGES } from '../../contract/api-messages.ts';
import { SIGN_IN_MESSAGES, type PractitionerLicenceInput } from '../../contract/sign-in.ts';
import { cachedUser, userChanged } from './user-cache.ts';

type UserRow = typeof users.$inferSelect;
type PractitionerRow = typeof practitioners.$inferSelect;

export const INVALID_CREDENTIALS = SERVER_MESSAGES.invalidCredentials;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The consumer as responses show it: the password hash never leaves this module. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    authProvider: row.authProvider,
    gender: row.gender,
    age: row.age,
    height: row.height,
    weight: row.weight,
    language: row.language,
    healthConcerns: row.healthConcerns,
    pregnancyStatus: pregnancyStatusOf(row.pregnancyStatus),
    onboardingCompleted: row.onboardingCompleted,
    analyseOnDevice: row.analyseOnDevice,
    lastLogin: iso(row.lastLogin),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicPractitioner(row: PractitionerRow): Practitioner {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    specializations: row.specializations,
    yearsExperience: row.yearsExperience,
    clinicName: row.clinicName,
    address: row.address,
    phone: row.phone,
    website: row.website,
    accountType: row.accountType,
    subscriptionStatus: row.subscriptionStatus,
    lastLogin: iso(row.lastLogin),
    createdAt: row.createdAt.toISOString(),
  };
}

/** PostgreSQL unique violation on one of our case-insensitive unique indexes. */
function duplicateField(error: unknown): 'username' | 'email' | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (code !== '23505') return null;
  return constraint.includes('email') ? 'email' : 'username';
}

const DUPLICATE_MESSAGES = {
  username: SERVER_MESSAGES.usernameTaken,
  email: SIGN_IN_MESSAGES.emailTaken,
} as const;

/** Runs an account insert, turning a duplicate username or email into a 409 with a clear message. */
async function insertUnique<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    const field = duplicateField(error);
    if (field) throw conflict(DUPLICATE_MESSAGES[field]);
    throw error;
  }
}

/** The account that holds an address, as a notice to its mailbox needs it. */
export interface AddressHolder {
  email: string;
  /** The consumer's profile language; null for practitioners (their mail follows the request). */
  locale: Locale | null;
  isDemo: boolean;
}

/** A registered account, and the account that already held its address, if any (decision 0109). */
export interface Registration<A> {
  account: A;
  addressHolder: AddressHolder | null;
}

/** The account of the kind that holds this address (its own, not one it only typed). */
async function addressHolder(db: Db, kind: 'user' | 'practitioner', email: string): Promise<AddressHolder | null> {
  const held = eq(sql`lower(${kind === 'user' ? users.email : practitioners.email})`, email.toLowerCase());
  if (kind === 'user') {
    const [row] = await db
      .select({ email: users.email, language: users.language, isDemo: users.isDemo })
      .from(users)
      .where(and(held, eq(users.emailUnclaimed, false)))
      .limit(1);
    return row ? { email: row.email ?? email, locale: localeOfLanguage(row.language), isDemo: row.isDemo } : null;
  }
  const [row] = await db
    .select({ email: practitioners.email })
    .from(practitioners)
    .where(and(held, eq(practitioners.emailUnclaimed, false)))
    .limit(1);
  return row ? { email: row.email, locale: null, isDemo: false } : null;
}

/**
 * Registers an account the same way whether or not its address is taken, so registration never
 * tells who has an account (issue 16). A taken address is kept on the new account as typed but
 * unclaimed: it finds no account and gets no mail until a link mailed to it is used after the
 * holder let it go. Same queries either way; a registration of the same address at the same
 * moment (the unique index refuses the second) is retried as unclaimed. A taken username is still
 * refused: people sign in with it.
 */
async function insertRegistration<T>(
  db: Db,
  kind: 'user' | 'practitioner',
  email: string,
  insert: (emailUnclaimed: boolean) => Promise<T>,
): Promise<{ row: T; addressHolder: AddressHolder | null }> {
  const holder = await addressHolder(db, kind, email);
  try {
    return { row: await insert(holder !== null), addressHolder: holder };
  } catch (error) {
    if (holder || duplicateField(error) !== 'email') {
      const field = duplicateField(error);
      if (field) throw conflict(DUPLICATE_MESSAGES[field]);
      throw error;
    }
    const row = await insertUnique(() => insert(true));
    return { row, addressHolder: await addressHolder(db, kind, email) };
  }
}

/**
 * Checks a password against the account found by username (if any). An unknown username, or an
 * account without a password (made by a provider or an email link), spends the same time as a
 * wrong password, so none of them reveals which usernames exist.
 */
async function passwordMatches(row: { password: string | null } | undefined, password: string): Promise<boolean> {
  if (!row?.password) {
    await burnPasswordCheck(password);
    return false;
  }
  return verifyPassword(row.password, password);
}

/**
 * A new consumer account; its profile starts in the language the person signed up in (the app
 * sends its interface language as Accept-Language), so onboarding does not fall back to English.
 */
export async function registerUser(
  db: Db,
  input: UserRegisterInput,
  context: { locale: Locale } = { locale: DEFAULT_LOCALE },
): Promise<Registration<User>> {
  const passwordHash = await hashPassword(input.password);
  const { row: rows, addressHolder: holder } = await insertRegistration(db, 'user', input.email, (emailUnclaimed) =>
    db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        emailUnclaimed,
        password: passwordHash,
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        language: LANGUAGE_OF_LOCALE[context.locale],
        authProvider: 'email',
        lastLogin: new Date(),
      })
      .returning(),
  );
  return { account: toPublicUser(rows[0]), addressHolder: holder };
}

/**
 * The password sign-in both kinds of account share: the account by username (any case), the
 * password checked in the same time whether or not it exists, and the last login noted. Answers
 * the account's id, or null.
 */
async function signInWithPassword(
  db: Db,
  kind: 'user' | 'practitioner',
  username: string,
  password: string,
): Promise<number | null> {
  const table = kind === 'user' ? users : practitioners;
  const [row] = await db
    .select({ id: table.id, password: table.password })
    .from(table)
    .where(eq(sql`lower(${table.username})`, username.toLowerCase()))
    .limit(1);
  if (!(await passwordMatches(row, password)) || !row) return null;
  await db.update(table).set({ lastLogin: new Date() }).where(eq(table.id, row.id));
  if (kind === 'user') userChanged(db, row.id);
  return row.id;
}

export async function authenticateUser(db: Db, username: string, password: string): Promise<User | null> {
  const id = await signInWithPassword(db, 'user', username, password);
  return id === null ? null : findUser(db, id);
}

/**
 * Replaces an account's password when the current one is given correctly. Answers false for a
 * wrong current password (the caller throttles and refuses).
 */
export async function changePassword(
  db: Db,
  kind: 'user' | 'practitioner',
  id: number,
  current: string,
  next: string,
): Promise<boolean> {
  const table = kind === 'user' ? users : practitioners;
  const [row] = await db.select({ password: table.password }).from(table).where(eq(table.id, id)).limit(1);
  // An account without a password sets one through 'Forgot password' (a mailed link), not here.
  if (!row?.password || !(await verifyPassword(row.password, current))) return false;
  await db
    .update(table)
    .set({ password: await hashPassword(next) })
    .where(eq(table.id, id));
  if (kind === 'user') userChanged(db, id);
  return true;
}

const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUser(db: Db, id: number): Promise<User | null> {
  return cachedUser(db, id, async () => {
    const [row] = await userById(db).execute({ id });
    return row ? toPublicUser(row) : null;
  });
}

export async function registerPractitioner(db: Db, input: PractitionerRegisterInput): Promise<Registration<Practitioner>> {
  const passwordHash = await hashPassword(input.password);
  const { row: rows, addressHolder: holder } = await insertRegistration(db, 'practitioner', input.email, (emailUnclaimed) =>
    db
      .insert(practitioners)
      .values({
        username: input.username,
        password: passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailUnclaimed,
        licenseNumber: input.licenseNumber,
        licenseState: input.licenseState || null,
        specializations: input.specializations ?? [],
        yearsExperience: input.yearsExperience ?? null,
        clinicName: input.clinicName || null,
        address: input.address || null,
        phone: input.phone || null,
        website: input.website || null,
        lastLogin: new Date(),
      })
      .returning(),
  );
  return { account: toPublicPractitioner(rows[0]), addressHolder: holder };
}

export async function authenticatePractitioner(db: Db, username: string, password: string): Promise<Practitioner | null> {
  const id = await signInWithPassword(db, 'practitioner', username, password);
  return id === null ? null : findPractitioner(db, id);
}

export async function findPractitioner(db: Db, id: number): Promise<Practitioner | null> {
  const [row] = await db.select().from(practitioners).where(eq(practitioners.id, id)).limit(1);
  return row ? toPublicPractitioner(row) : null;
}

/** Sets a practitioner's name and licence (null when the account is gone). */
export async function updatePractitionerLicence(
  db: Db,
  id: number,
  input: PractitionerLicenceInput,
): Promise<Practitioner | null> {
  const { firstName, lastName, licenseNumber, licenseState } = input;
  const [row] = await db
    .update(practitioners)
    .set({ firstName, lastName, licenseNumber, licenseState: licenseState || null })
    .where(eq(practitioners.id, id))
    .returning();
  return row ? toPublicPractitioner(row) : null;
}

/**
 * Creates the demo consumer logins that are missing, marks them as demo accounts, and gives any
 * existing one its published password back (the box on the login page must be true).
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const password = await hashPassword(account.password);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, account.username))
      .limit(1);
    if (existing) {
      await db.update(users).set({ password, isDemo: true }).where(eq(users.id, existing.id));
      userChanged(db, existing.id);
      continue;
    }
    await db
      .insert(users)
      .values({ ...account, password, authProvider: 'email', isDemo: true })
      .onConflictDoNothing();
  }
}

/** Usernames of the demo logins that work here: none where demo logins are not allowed. */
export async function demoUsernames(db: Db, allowed: boolean): Promise<string[]> {
  if (!allowed) return [];
  const rows = await db.select({ username: users.username }).from(users).where(eq(users.isDemo, true)).orderBy(users.id);
  return rows.map((r) => r.username);
}

/**
 * Start-up: the public demo logins are created only where a demo is wanted: on the embedded
 * database when it is new (no account of either kind yet), or on any database with
 * DEMO_ACCOUNTS=1; never with DEMO_ACCOUNTS=0. Where they are not allowed (PostgreSQL without
 * DEMO_ACCOUNTS=1, or DEMO_ACCOUNTS=0), demo accounts left by an earlier version are locked:
 * their password becomes a random one nobody knows (their rows stay). Answers the demo usernames
 * that work afterwards.
 */
export async function prepareDemoAccounts(
  db: Db,
  config: { demoAccounts: 'auto' | 'on' | 'off'; demoAccountsAllowed: boolean; databaseUrl: string | undefined },
): Promise<string[]> {
  if (!config.demoAccountsAllowed) {
    // Start-up, before any record is cached; the password is not in the public record anyway.
    await db
      .update(users)
      .set({ password: await hashPassword(randomBytes(32).toString('base64url')) })
      .where(eq(users.isDemo, true));
    return [];
  }
  const wanted = config.demoAccounts === 'on' || (!config.databaseUrl && (await isNewDatabase(db)));
  if (wanted) await seedDemoAccounts(db);
  return demoUsernames(db, true);
}

async function isNewDatabase(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [practitioner] = await db.select({ id: practitioners.id }).from(practitioners).limit(1);
  return !user && !practitioner;
}

/** The public demo accounts cannot be changed, deleted or signed out everywhere by the people who share them. */
export async function isDemoUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isDemo ?? false;
}
