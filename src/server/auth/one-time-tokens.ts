import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { EMAIL_TOKEN_MINUTES, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LENGTH } from '../../contract/sign-in.ts';
import type { Db } from '../db/client.ts';
import { loginTokens } from '../db/schema.ts';
import type { Principal } from './sessions.ts';

/** What a mailed link or code lets its holder do. */
export type TokenPurpose = 'sign-in' | 'password-reset' | 'verify-email' | 'change-email';

export interface TokenOwner {
  kind: Principal['kind'];
  /** The account; null for a sign-in link to an address that has no account yet. */
  id: number | null;
}

/** A used token's row: whose it was and which address it went to. */
export interface RedeemedToken {
  owner: TokenOwner;
  email: string;
}

export interface IssuedToken {
  /** Goes into the link: `${row id}.${secret}`. */
  token: string;
  /** The 6-digit code of a sign-in message. */
  code?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

function sameHash(a: Buffer, hex: string | null): boolean {
  if (hex === null) return false;
  const b = Buffer.from(hex, 'hex');
  return b.length === a.length && timingSafeEqual(a, b);
}

function ownerOf(row: { accountKind: string; userId: number | null; practitionerId: number | null }): TokenOwner {
  const kind = row.accountKind === 'practitioner' ? 'practitioner' : 'user';
  return { kind, id: kind === 'user' ? row.userId : row.practitionerId };
}

/**
 * Issues a one-time link (and for sign-in a code) for an address: only SHA-256 hashes are stored,
 * valid EMAIL_TOKEN_MINUTES. A new one replaces any earlier one of the same purpose for the same
 * address, so at most one code per address can be guessed at.
 */
export async function issueToken(db: Db, owner: TokenOwner, purpose: TokenPurpose, email: string): Promise<IssuedToken> {
  const secret = randomBytes(32).toString('base64url');
  const code =
    purpose === 'sign-in' ? String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0') : undefined;
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(loginTokens)
      .where(
        and(
          eq(loginTokens.accountKind, owner.kind),
          eq(loginTokens.purpose, purpose),
          eq(sql`lower(${loginTokens.email})`, email.toLowerCase()),
        ),
      );
    const [inserted] = await tx
      .insert(loginTokens)
      .values({
        accountKind: owner.kind,
        userId: owner.kind === 'user' ? owner.id : null,
        practitionerId: owner.kind === 'practitioner' ? owner.id : null,
        purpose,
        token: sha256(secret).toString('hex'),
        codeHash: code ? sha256(code).toString('hex') : null,
        email,
        expiresAt: new Date(Date.now() + EMAIL_TOKEN_MINUTES * 60_000),
      })
      .returning({ id: loginTokens.id });
    return inserted;
  });
  return { token: `${row.id}.${secret}`, code };
}

/**
 * Uses a link once: the secret is compared with the stored hash in constant time, and the row is
 * deleted in the same statement that claims it, so two simultaneous uses cannot both succeed.
 * null for a wrong, expired, used or foreign token (one answer for all).
 */
export async function redeemLink(
  db: Db,
  kind: Principal['kind'],
  purpose: TokenPurpose,
  token: string,
): Promise<RedeemedToken | null> {
  const [idText, secret] = token.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || !secret) return null;
  const [row] = await db
    .select()
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.id, id),
        eq(loginTokens.accountKind, kind),
        eq(loginTokens.purpose, purpose),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || !sameHash(sha256(secret), row.token)) return null;
  const [claimed] = await db
    .delete(loginTokens)
    .where(and(eq(loginTokens.id, row.id), eq(loginTokens.token, row.token)))
    .returning();
  return claimed ? { owner: ownerOf(claimed), email: claimed.email } : null;
}

/**
 * Uses a mailed sign-in code once. Every live code of the address is compared in constant time
 * (no early exit); a wrong code counts against them, and after SIGN_IN_CODE_ATTEMPTS wrong codes
 * they stop working, so six digits cannot be guessed in the time they live.
 */
export async function redeemCode(db: Db, kind: Principal['kind'], email: string, code: string): Promise<RedeemedToken | null> {
  const live = await db
    .select()
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.accountKind, kind),
        eq(loginTokens.purpose, 'sign-in'),
        eq(sql`lower(${loginTokens.email})`, email.toLowerCase()),
        gt(loginTokens.expiresAt, new Date()),
      ),
    );
  const given = sha256(code);
  let match: (typeof live)[number] | undefined;
  for (const row of live) if (sameHash(given, row.codeHash) && !match) match = row;
  if (match) {
    const [claimed] = await db
      .delete(loginTokens)
      .where(and(eq(loginTokens.id, match.id), eq(loginTokens.token, match.token)))
      .returning();
    if (claimed) return { owner: ownerOf(claimed), email: claimed.email };
    return null;
  }
  if (live.length > 0) {
    const ids = live.map((r) => r.id);
    await db
      .update(loginTokens)
      .set({ codeAttempts: sql`${loginTokens.codeAttempts} + 1` })
      .where(inArray(loginTokens.id, ids));
    await db.delete(loginTokens).where(and(inArray(loginTokens.id, ids), gte(loginTokens.codeAttempts, SIGN_IN_CODE_ATTEMPTS)));
  }
  return null;
}

/** Housekeeping: links and codes past their time. */
export async function purgeExpiredTokens(db: Db): Promise<void> {
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, new Date()));
}
