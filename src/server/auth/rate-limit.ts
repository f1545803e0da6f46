import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { SERVER_MESSAGES } from '../../contract/api-messages.ts';

export interface RateLimits {
  /** Failed sign-ins allowed per account per window (OWASP: lock out guessing, not people). */
  failuresPerAccount: number;
  /** Failed sign-ins allowed per client address per window. */
  failuresPerAddress: number;
  /** All sign-in and sign-up requests per client address per window: generous, for shared addresses. */
  requestsPerAddress: number;
  /** Messages (sign-in links, resets, confirmations) mailed to one email address per window. */
  mailsPerEmail: number;
  /** Messages one client address may have us mail per window. */
  mailsPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  failuresPerAccount: 10,
  failuresPerAddress: 50,
  requestsPerAddress: 300,
  mailsPerEmail: 5,
  mailsPerAddress: 30,
  windowSeconds: 15 * 60,
};

export const TOO_MANY_ATTEMPTS = SERVER_MESSAGES.tooManyAttempts;

/**
 * Fixed-window counters kept in the database, so several app instances share them.
 * Returns the count after this hit.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The count in the current window, without adding to it. */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limits
    WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${windowSeconds})`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Forgets counters whose window ended long ago (they hold addresses and usernames). */
export async function purgeStaleCounters(db: Db, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

// node-postgres returns { rows }, PGlite returns { rows } too, but typed differently.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Guards one sign-in attempt: overall cap per address, then the failure counters. */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
  ) {}

  async beforeAttempt(address: string, account?: string): Promise<void> {
    const { windowSeconds } = this.limits;
    if ((await hit(this.db, `req:${address}`, windowSeconds)) > this.limits.requestsPerAddress) throw tooMany();
    if (account === undefined) return;
    if ((await peek(this.db, `fail-addr:${address}`, windowSeconds)) >= this.limits.failuresPerAddress) throw tooMany();
    if ((await peek(this.db, `fail-acct:${account}`, windowSeconds)) >= this.limits.failuresPerAccount) throw tooMany();
  }

  /**
   * Before we mail an address: caps per client address and per email address (whether or not an
   * account uses it, so the cap itself says nothing about accounts).
   */
  async beforeMail(address: string, email: string): Promise<void> {
    const { windowSeconds } = this.limits;
    if ((await hit(this.db, `req:${address}`, windowSeconds)) > this.limits.requestsPerAddress) throw tooMany();
    if ((await hit(this.db, `mail-addr:${address}`, windowSeconds)) > this.limits.mailsPerAddress) throw tooMany();
    if ((await hit(this.db, `mail-to:${email.toLowerCase()}`, windowSeconds)) > this.limits.mailsPerEmail) throw tooMany();
  }

  /**
   * Whether one more message may go to this address now (counted like `beforeMail`'s), for mail
   * the caller sends without telling anyone: over the cap it is simply not sent.
   */
  async mayMailTo(email: string): Promise<boolean> {
    return (await hit(this.db, `mail-to:${email.toLowerCase()}`, this.limits.windowSeconds)) <= this.limits.mailsPerEmail;
  }

  /**
   * Before a registration: a refused one (the username or email is taken) says that account
   * exists, so refusals count against the client address like wrong passwords do, and an address
   * that has used up its failures can neither register nor sign in for the window.
   */
  async beforeRegistration(address: string): Promise<void> {
    const { windowSeconds } = this.limits;
    if ((await hit(this.db, `req:${address}`, windowSeconds)) > this.limits.requestsPerAddress) throw tooMany();
    if ((await peek(this.db, `fail-addr:${address}`, windowSeconds)) >= this.limits.failuresPerAddress) throw tooMany();
  }

  async refusedRegistration(address: string): Promise<void> {
    await hit(this.db, `fail-addr:${address}`, this.limits.windowSeconds);
  }

  async failed(address: string, account: string): Promise<void> {
    await hit(this.db, `fail-addr:${address}`, this.limits.windowSeconds);
    await hit(this.db, `fail-acct:${account}`, this.limits.windowSeconds);
  }

  async succeeded(account: string): Promise<void> {
    await reset(this.db, `fail-acct:${account}`);
  }
}

function tooMany(): HttpError {
  return new HttpError(429, TOO_MANY_ATTEMPTS);
}
