import type { Locale } from '../../../contract/person.ts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LinkedProvider } from '../../../contract/sign-in.ts';
import { SIGN_IN_MESSAGES } from '../../../contract/sign-in.ts';
import { OidcFailure, type ProviderIdentity } from '../../auth/oidc/relying-party.ts';
import type { Db } from '../../db/client.ts';
import { socialAccounts } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../errors.ts';
import {
  createAccount,
  findAccount,
  findAccountByEmail,
  setAuthProvider,
  type AccountKind,
  type AccountRecord,
} from './account-kinds.ts';

/*
 * The account linking rules of decision 0051, in one place.
 */

export interface IdentitySignIn {
  account: AccountRecord;
  /** The account was made by this sign-in. */
  created: boolean;
  /** The identity was linked to the account by this sign-in. */
  linked: boolean;
}

const ownerOf = (kind: AccountKind) => (kind === 'user' ? socialAccounts.userId : socialAccounts.practitionerId);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

async function accountOfIdentity(db: Db, kind: AccountKind, identity: ProviderIdentity): Promise<number | null> {
  const owner = ownerOf(kind);
  const [row] = await db
    .select({ id: owner })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.socialId, identity.subject), isNotNull(owner)))
    .limit(1);
  return row?.id ?? null;
}

async function insertLink(db: Db, kind: AccountKind, accountId: number, identity: ProviderIdentity): Promise<void> {
  await db.insert(socialAccounts).values({
    userId: kind === 'user' ? accountId : null,
    practitionerId: kind === 'practitioner' ? accountId : null,
    provider: identity.provider,
    socialId: identity.subject,
    email: identity.email,
  });
}

/**
 * Signs in with a checked provider identity:
 * 1. an identity linked before opens its account;
 * 2. otherwise an account of this kind with the same address is linked only when both sides proved
 *    the address (the provider says it verified it, and it was verified here): anything less could
 *    hand one person's account to another, so the person is asked to sign in as they used to and
 *    link the provider from their settings ('email-in-use');
 * 3. otherwise a new account is made (a practitioner needs an address: 'email-required').
 */
export async function signInWithIdentity(
  db: Db,
  kind: AccountKind,
  identity: ProviderIdentity,
  locale: Locale | null = null,
): Promise<IdentitySignIn> {
  const knownId = await accountOfIdentity(db, kind, identity);
  if (knownId !== null) {
    const account = await findAccount(db, kind, knownId);
    if (account) return { account, created: false, linked: false };
  }
  // An address the provider does not vouch for proves nothing: it never links, and when another
  // account holds it the new account keeps it unclaimed, so the answer tells nobody (decision 0109).
  let emailUnclaimed = false;
  if (identity.email) {
    const sameAddress = await findAccountByEmail(db, kind, identity.email);
    if (sameAddress && identity.emailVerified) {
      if (!sameAddress.emailVerified || sameAddress.isDemo) throw new OidcFailure('email-in-use');
      await linkIdentity(db, kind, sameAddress.id, identity);
      return { account: sameAddress, created: false, linked: true };
    }
    emailUnclaimed = sameAddress !== null;
  } else if (kind === 'practitioner') {
    throw new OidcFailure('email-required');
  }
  const details = {
    email: identity.email,
    emailVerified: identity.emailVerified,
    emailUnclaimed,
    firstName: identity.firstName,
    lastName: identity.lastName,
    authProvider: identity.provider,
    locale,
  };
  let account: AccountRecord;
  try {
    account = await createAccount(db, kind, details);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    // Someone took the address between the look-up and the insert.
    if (identity.emailVerified) throw new OidcFailure('email-in-use');
    account = await createAccount(db, kind, { ...details, emailUnclaimed: true });
  }
  await insertLink(db, kind, account.id, identity);
  return { account, created: true, linked: true };
}

/**
 * Adds an identity to a signed-in account. An identity already linked to another account of the
 * kind stays there ('already-linked'); linking it again to the same account changes nothing. A
 * consumer whose card said 'Email user' now shows the provider.
 */
export async function linkIdentity(db: Db, kind: AccountKind, accountId: number, identity: ProviderIdentity): Promise<void> {
  const knownId = await accountOfIdentity(db, kind, identity);
  if (knownId === accountId) return;
  if (knownId !== null) throw new OidcFailure('already-linked');
  try {
    await insertLink(db, kind, accountId, identity);
  } catch (error) {
    if (isUniqueViolation(error)) throw new OidcFailure('already-linked');
    throw error;
  }
  if (kind === 'user') {
    const account = await findAccount(db, kind, accountId);
    if (account?.authProvider === 'email') await setAuthProvider(db, accountId, identity.provider);
  }
}

/** The providers linked to an account, oldest first, with their labels. */
export async function linkedProviders(
  db: Db,
  kind: AccountKind,
  accountId: number,
  labelOf: (provider: string) => string,
): Promise<LinkedProvider[]> {
  const rows = await db
    .select()
    .from(socialAccounts)
    .where(eq(ownerOf(kind), accountId))
    .orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
  return rows.map((r) => ({ id: r.provider, label: labelOf(r.provider), email: r.email, linkedAt: r.createdAt.toISOString() }));
}

/**
 * Removes a provider from an account, unless it is the last way in: a password, a verified
 * address (email links) or another provider must remain. A consumer's card label falls back to
 * another linked provider, or 'Email user'.
 */
export async function unlinkProvider(db: Db, kind: AccountKind, accountId: number, provider: string): Promise<void> {
  const owner = ownerOf(kind);
  const account = await findAccount(db, kind, accountId);
  if (!account) throw notFound();
  const links = await db.select().from(socialAccounts).where(eq(owner, accountId)).orderBy(asc(socialAccounts.id));
  const others = links.filter((l) => l.provider !== provider);
  if (others.length === links.length) throw notFound(SIGN_IN_MESSAGES.notLinked);
  const waysIn = (account.hasPassword ? 1 : 0) + (account.emailVerified ? 1 : 0) + others.length;
  if (waysIn === 0) throw conflict(SIGN_IN_MESSAGES.lastWayIn);
  await db.delete(socialAccounts).where(and(eq(owner, accountId), eq(socialAccounts.provider, provider)));
  if (kind === 'user' && account.authProvider === provider) await setAuthProvider(db, accountId, others[0]?.provider ?? 'email');
}
