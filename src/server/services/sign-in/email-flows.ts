import type { Locale } from '../../../contract/person.ts';
import { SIGN_IN_MESSAGES } from '../../../contract/sign-in.ts';
import { hashPassword } from '../../auth/password.ts';
import type { AddressHolder } from '../accounts.ts';
import { issueToken, redeemCode, redeemLink, type RedeemedToken, type TokenPurpose } from '../../auth/one-time-tokens.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { composeMail, type MailKind } from '../../mail/messages.ts';
import {
  changeEmail,
  createAccount,
  findAccount,
  findAccountByEmail,
  markEmailVerified,
  setPasswordHash,
  type AccountKind,
  type AccountRecord,
} from './account-kinds.ts';

/** What a mailing service call needs: the database, the mailer, where links point, the reader. */
export interface MailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  kind: AccountKind;
  /** The request's language: the message's language when the account has none of its own. */
  locale: Locale;
}

/** The app page each mailed link opens (the page posts the token; a mail scanner's GET uses nothing). */
const LINK_PAGES: Record<AccountKind, Record<TokenPurpose, string>> = {
  user: {
    'sign-in': '/login/email',
    'password-reset': '/reset-password',
    'verify-email': '/verify-email',
    'change-email': '/confirm-email',
  },
  practitioner: {
    'sign-in': '/practitioner/login/email',
    'password-reset': '/practitioner/reset-password',
    'verify-email': '/practitioner/verify-email',
    'change-email': '/practitioner/confirm-email',
  },
};

function mail(
  ctx: MailContext,
  kind: MailKind,
  to: string,
  locale: Locale | null,
  values: { link?: string; code?: string; newEmail?: string } = {},
) {
  ctx.mailer.send(composeMail(kind, locale ?? ctx.locale, { to, ...values }));
}

async function mailToken(ctx: MailContext, account: AccountRecord | null, purpose: TokenPurpose, kind: MailKind, to: string) {
  const issued = await issueToken(ctx.db, { kind: ctx.kind, id: account?.id ?? null }, purpose, to);
  const link = `${ctx.publicUrl}${LINK_PAGES[ctx.kind][purpose]}?token=${issued.token}`;
  mail(ctx, kind, to, account?.locale ?? null, { link, code: issued.code });
}

/**
 * A sign-in link and code for an address. The address gets one whether or not an account uses
 * it (the account is made when the link or code is used), so the answer never tells. The shared
 * demo logins get none.
 */
export async function sendSignInLink(ctx: MailContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, ctx.kind, email);
  if (account?.isDemo) return;
  await mailToken(ctx, account, 'sign-in', 'sign-in', account?.email ?? email);
}

export interface EmailSignIn {
  account: AccountRecord;
  created: boolean;
  /** The address was proved for the first time by this sign-in. */
  verified: boolean;
}

/**
 * The account a used sign-in link or code opens: its owner's, as long as the account still has
 * the address the message went to; for an address without an account, a new account (made now).
 */
async function accountOfSignIn(
  db: Db,
  kind: AccountKind,
  redeemed: RedeemedToken | null,
  locale: Locale | null,
): Promise<EmailSignIn | null> {
  if (!redeemed) return null;
  if (redeemed.owner.id !== null) {
    const account = await findAccount(db, kind, redeemed.owner.id);
    if (!account || account.email?.toLowerCase() !== redeemed.email.toLowerCase()) return null;
    if (account.emailVerified) return { account, created: false, verified: false };
    if (!(await markEmailVerified(db, kind, account.id))) return null;
    return { account: { ...account, emailVerified: true }, created: false, verified: true };
  }
  const existing = await findAccountByEmail(db, kind, redeemed.email);
  if (existing) return accountOfSignIn(db, kind, { owner: { kind, id: existing.id }, email: redeemed.email }, locale);
  const account = await createAccount(db, kind, {
    email: redeemed.email,
    emailVerified: true,
    firstName: null,
    lastName: null,
    authProvider: 'email',
    locale,
  });
  return { account, created: true, verified: false };
}

/** `locale`: the interface language the link was opened in; an account the link makes keeps it. */
export async function signInWithLink(
  db: Db,
  kind: AccountKind,
  token: string,
  locale: Locale | null = null,
): Promise<EmailSignIn | null> {
  return accountOfSignIn(db, kind, await redeemLink(db, kind, 'sign-in', token), locale);
}

export async function signInWithCode(
  db: Db,
  kind: AccountKind,
  email: string,
  code: string,
  locale: Locale | null = null,
): Promise<EmailSignIn | null> {
  return accountOfSignIn(db, kind, await redeemCode(db, kind, email, code), locale);
}

/**
 * A link to choose a new password. An address without an account of this kind is told so in
 * its own mailbox (and only there); the answer to the caller is the same either way.
 */
export async function sendPasswordReset(ctx: MailContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, ctx.kind, email);
  if (account?.isDemo) return;
  if (!account?.email) {
    mail(ctx, 'reset-without-account', email, null);
    return;
  }
  await mailToken(ctx, account, 'password-reset', 'password-reset', account.email);
}

/** Sets the new password of a used reset link; the link also proves the address. */
export async function resetPassword(
  db: Db,
  kind: AccountKind,
  token: string,
  newPassword: string,
): Promise<AccountRecord | null> {
  const redeemed = await redeemLink(db, kind, 'password-reset', token);
  if (!redeemed?.owner.id) return null;
  const account = await findAccount(db, kind, redeemed.owner.id);
  if (!account || account.isDemo || account.email?.toLowerCase() !== redeemed.email.toLowerCase()) return null;
  // Tokens go only to an address's holder, so this cannot fail; if it ever did, the link is void.
  if (!(await markEmailVerified(db, kind, account.id))) return null;
  await setPasswordHash(db, kind, account.id, await hashPassword(newPassword));
  return { ...account, hasPassword: true, emailVerified: true };
}

/**
 * A link that proves the signed-in account's current address. An address the account only typed
 * while another account holds it gets no link: that mailbox is told, and the answer is the same.
 */
export async function sendVerification(ctx: MailContext, accountId: number): Promise<void> {
  const account = await findAccount(ctx.db, ctx.kind, accountId);
  if (!account?.email) throw conflict(SIGN_IN_MESSAGES.noEmail);
  if (account.emailVerified) throw conflict(SIGN_IN_MESSAGES.alreadyVerified);
  if (account.emailUnclaimed) {
    const holder = await findAccountByEmail(ctx.db, ctx.kind, account.email);
    if (holder) {
      if (!holder.isDemo) mail(ctx, 'email-in-use', holder.email ?? account.email, holder.locale);
      return;
    }
  }
  await mailToken(ctx, account, 'verify-email', 'verify-email', account.email);
}

/** Marks the address proved, if the account still has the address the link went to. */
export async function verifyEmail(db: Db, kind: AccountKind, token: string): Promise<AccountRecord | null> {
  const redeemed = await redeemLink(db, kind, 'verify-email', token);
  if (!redeemed?.owner.id) return null;
  const account = await findAccount(db, kind, redeemed.owner.id);
  if (!account || account.email?.toLowerCase() !== redeemed.email.toLowerCase()) return null;
  // Only the mailbox's reader holds the link, so saying the address is taken tells nobody else.
  if (!(await markEmailVerified(db, kind, account.id))) throw conflict(SIGN_IN_MESSAGES.emailTaken);
  return { ...account, emailVerified: true, emailUnclaimed: false };
}

/**
 * Tells the holder of an address that a new account was just registered with it (decision 0109).
 * The registration itself answers as for any new address, so it reveals nothing.
 */
export function noticeRegistrationWithHeldAddress(ctx: MailContext, holder: AddressHolder): void {
  if (!holder.isDemo) mail(ctx, 'registration-notice', holder.email, holder.locale);
}

/**
 * Starts moving the signed-in account to a new address: the change happens only when the link
 * mailed to the new address is used, and the old address is told. When another account of the
 * kind has the new address, only that mailbox hears of it; the caller's answer is the same.
 */
export async function sendEmailChange(ctx: MailContext, accountId: number, newEmail: string): Promise<void> {
  const account = await findAccount(ctx.db, ctx.kind, accountId);
  if (!account) throw new HttpError(401, 'Please log in to continue');
  if (account.email?.toLowerCase() === newEmail.toLowerCase()) {
    throw new HttpError(400, SIGN_IN_MESSAGES.sameEmail, [{ field: 'email', message: SIGN_IN_MESSAGES.sameEmail }]);
  }
  if (await findAccountByEmail(ctx.db, ctx.kind, newEmail)) {
    mail(ctx, 'email-in-use', newEmail, account.locale);
    return;
  }
  await mailToken(ctx, account, 'change-email', 'change-email', newEmail);
  // An address the account only typed belongs to another account's reader: no notice goes there.
  if (account.email && !account.emailUnclaimed) mail(ctx, 'change-notice', account.email, account.locale, { newEmail });
}

/** Moves the account to the address the used link went to (which it thereby proved). */
export async function confirmEmailChange(db: Db, kind: AccountKind, token: string): Promise<AccountRecord | null> {
  const redeemed = await redeemLink(db, kind, 'change-email', token);
  if (!redeemed?.owner.id) return null;
  const account = await findAccount(db, kind, redeemed.owner.id);
  if (!account) return null;
  if (!(await changeEmail(db, kind, account.id, redeemed.email))) throw conflict(SIGN_IN_MESSAGES.emailTaken);
  return { ...account, email: redeemed.email, emailVerified: true, emailUnclaimed: false };
}
