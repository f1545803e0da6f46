import { z } from 'zod';
import { safeText } from './assessment.ts';
import { accountPassword } from './auth.ts';
import { EMAIL_TOKEN_MINUTES, SIGN_IN_CODE_LENGTH } from './constants.ts';
import { SIGN_IN_MESSAGES } from './messages.ts';

export { EMAIL_TOKEN_MINUTES, SIGN_IN_CODE_LENGTH, SIGN_IN_MESSAGES };

/*
 * Ways in besides a username and password (issue 16): OpenID Connect providers, email links and
 * 6-digit codes, password reset, email verification and email change (decisions 0050-0052).
 */

/** Wrong codes tried against one mailed code before it stops working. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** Sign-ins and changes shown in the security list. */
export const SECURITY_EVENTS_SHOWN = 20;

const email = z.email({ error: SIGN_IN_MESSAGES.email }).max(254);

/** POST .../email-link, .../password/forgot, .../email/change: one address. */
export const EmailAddressSchema = z.object({ email });
export type EmailAddressInput = z.infer<typeof EmailAddressSchema>;

/** A link's token as we write it: the row id, a dot, 32 random bytes in base64url. */
export const EMAIL_TOKEN_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/;
const token = z.string({ error: SIGN_IN_MESSAGES.token }).regex(EMAIL_TOKEN_PATTERN, SIGN_IN_MESSAGES.token);

/** POST .../email-link/redeem, .../email/verify, .../email/change/confirm: the token of a mailed link. */
export const EmailTokenSchema = z.object({ token });

/**
 * `GET /api/auth/oidc/{provider}?locale=es`: the interface language the sign-in starts from, so an
 * account the provider's answer makes keeps it. Optional; a value that is not one of our locales
 * is ignored rather than refused (the person is mid-navigation, not filling a form).
 */
export const SignInStartQuerySchema = z.object({ locale: z.unknown().optional() });
export type EmailTokenInput = z.infer<typeof EmailTokenSchema>;

/** POST .../email-code: the address and the code mailed to it. */
export const EmailCodeSchema = z.object({
  email,
  code: z
    .string({ error: SIGN_IN_MESSAGES.code })
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), SIGN_IN_MESSAGES.code),
});
export type EmailCodeInput = z.infer<typeof EmailCodeSchema>;

/** POST .../password/reset: the mailed token and the new password (SPEC §5's minimum). */
export const PasswordResetSchema = z.object({ token, newPassword: accountPassword });
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/** PUT /api/practitioners/{id}/licence: what an account made by a provider or an email link still lacks. */
export const PractitionerLicenceSchema = z.object({
  firstName: safeText(100, SIGN_IN_MESSAGES.firstName).trim().min(1, SIGN_IN_MESSAGES.firstName),
  lastName: safeText(100, SIGN_IN_MESSAGES.lastName).trim().min(1, SIGN_IN_MESSAGES.lastName),
  licenseNumber: safeText(100, SIGN_IN_MESSAGES.licenseNumber).trim().min(1, SIGN_IN_MESSAGES.licenseNumber),
  licenseState: safeText(100).trim().optional(),
});
export type PractitionerLicenceInput = z.infer<typeof PractitionerLicenceSchema>;

/** A provider offered on the sign-in pages (GET /api/auth/sign-in-options). */
export interface SignInProvider {
  id: string;
  label: string;
}
export interface SignInOptions {
  providers: SignInProvider[];
}

/** Why an OpenID Connect sign-in came back without signing in: ?signInError= on the sign-in page. */
export const OIDC_ERROR_CODES = [
  /** No flow of this browser matches the answer (other window, expired, replayed, forged state). */
  'state',
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  'token',
  /** The provider refused the code: expired, used already, or issued for another redirect URI. */
  'grant',
  /** The person cancelled at the provider (or it answered with an error). */
  'cancelled',
  /** The provider could not be reached or its configuration read. */
  'unavailable',
  /** An account already uses the provider's email address and cannot be linked automatically. */
  'email-in-use',
  /** A practitioner account needs an email address and the provider shared none. */
  'email-required',
  /** The identity is linked to another account already. */
  'already-linked',
  /** The account to link to was signed out meanwhile. */
  'signed-out',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

/** What the security list records. */
export const SECURITY_EVENTS = [
  'sign-in',
  'sign-up',
  'provider-linked',
  'provider-unlinked',
  'password-reset',
  'password-changed',
  'email-verified',
  'email-changed',
  'signed-out-everywhere',
] as const;
export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

/** 'password', 'email-link', 'email-code', or a provider's id. */
export type SignInMethod = string;

export interface SecurityEvent {
  event: SecurityEventName;
  method: SignInMethod | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface LinkedProvider {
  id: string;
  label: string;
  /** The address the provider gave when it was linked. */
  email: string | null;
  linkedAt: string;
}

/** GET /api/auth/security, /api/practitioners/security: the ways in and the recent sign-ins. */
export interface SecurityOverview {
  email: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  linked: LinkedProvider[];
  events: SecurityEvent[];
}

/** How the client reads the security overview (issue 11 §5). */
export const SecurityOverviewSchema: z.ZodType<SecurityOverview> = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  linked: z.array(z.object({ id: z.string(), label: z.string(), email: z.string().nullable(), linkedAt: z.string() })),
  events: z.array(
    z.object({
      event: z.enum(SECURITY_EVENTS),
      method: z.string().nullable(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

/** A message answer (202 for mail on its way). */
export interface MessageResponse {
  message: string;
}
