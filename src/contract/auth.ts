import { z } from 'zod';
import { PREGNANCY_STATUSES } from './person.ts';
import { safeText } from './assessment.ts';
import { PASSWORD_MIN, SPECIALIZATIONS, USERNAME_MIN, YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from './constants.ts';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from './messages.ts';

export { LOGIN_MESSAGES, REGISTER_MESSAGES };

/** Passwords are bounded so argon2 never hashes megabytes on request. */
export const PASSWORD_MAX = 200;

/** SPEC §5 consumer login schema. */
export const LoginSchema = z.object({
  username: safeText(100, LOGIN_MESSAGES.username).trim().min(1, LOGIN_MESSAGES.username),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const username = safeText(50, REGISTER_MESSAGES.username).trim().min(USERNAME_MIN, REGISTER_MESSAGES.username);
/** A new account password (SPEC §5: at least 8 characters). */
export const accountPassword = z
  .string({ error: REGISTER_MESSAGES.password })
  .min(PASSWORD_MIN, REGISTER_MESSAGES.password)
  .max(PASSWORD_MAX);
const password = accountPassword;
const email = z.email({ error: REGISTER_MESSAGES.email }).max(254);

/** Consumer sign-up (not in the SPEC's product: see docs/spec-deviations.md). */
export const UserRegisterSchema = z.object({
  username,
  email,
  password,
  firstName: safeText(100, REGISTER_MESSAGES.firstName).trim().min(1, REGISTER_MESSAGES.firstName),
  lastName: safeText(100).trim().optional(),
});
export type UserRegisterInput = z.infer<typeof UserRegisterSchema>;

/** SPEC §5 practitioner registration. */
export const PractitionerRegisterSchema = z.object({
  firstName: safeText(100, REGISTER_MESSAGES.firstName).trim().min(1, REGISTER_MESSAGES.firstName),
  lastName: safeText(100, REGISTER_MESSAGES.lastName).trim().min(1, REGISTER_MESSAGES.lastName),
  email,
  username,
  password,
  licenseNumber: safeText(100, REGISTER_MESSAGES.licenseNumber).trim().min(1, REGISTER_MESSAGES.licenseNumber),
  licenseState: safeText(100).optional(),
  specializations: z.array(z.enum(SPECIALIZATIONS)).max(SPECIALIZATIONS.length).optional(),
  yearsExperience: z
    .number({ error: REGISTER_MESSAGES.yearsExperience })
    .int(REGISTER_MESSAGES.yearsExperience)
    .min(YEARS_EXPERIENCE_MIN, REGISTER_MESSAGES.yearsExperience)
    .max(YEARS_EXPERIENCE_MAX, REGISTER_MESSAGES.yearsExperience)
    .optional(),
  clinicName: safeText(200).optional(),
  address: safeText(500).optional(),
  phone: safeText(50).optional(),
  website: safeText(300).optional(),
});
export type PractitionerRegisterInput = z.infer<typeof PractitionerRegisterSchema>;

/** The consumer as every response shows it: never a password or hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  authProvider: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  language: z.string(),
  healthConcerns: z.string().nullable(),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).nullable(),
  onboardingCompleted: z.boolean(),
  /** Ours (privacy mode): check-in photos are analysed in the browser and never uploaded. */
  analyseOnDevice: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const PractitionerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  licenseNumber: z.string(),
  licenseState: z.string().nullable(),
  specializations: z.array(z.string()),
  yearsExperience: z.number().nullable(),
  clinicName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  accountType: z.string(),
  subscriptionStatus: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type Practitioner = z.infer<typeof PractitionerSchema>;

/** What the practitioner pages keep in local storage (SPEC §3): a display cache, not identity. */
export type StoredPractitioner = Pick<
  Practitioner,
  'id' | 'firstName' | 'lastName' | 'licenseNumber' | 'licenseState' | 'accountType'
>;

export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
