import {
  AGE_MAX,
  AGE_MIN,
  CAMERA_PROFILES_MAX,
  EMAIL_TOKEN_MINUTES,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  PASSWORD_MIN,
  SIGN_IN_CODE_LENGTH,
  USERNAME_MIN,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  YEARS_EXPERIENCE_MAX,
  YEARS_EXPERIENCE_MIN,
} from './constants.ts';

/*
 * The messages of the contract's schemas and of the server's refusals, in the SPEC's English,
 * without zod: the client's message lookup (api-messages.ts) reads them on every page, so a
 * first page does not load the schemas (issue 14). Each schema module re-exports its own.
 */

// auth.ts

export const LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
} as const;

export const REGISTER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  username: `Username must be at least ${USERNAME_MIN} characters`,
  password: `Password must be at least ${PASSWORD_MIN} characters`,
  licenseNumber: 'License number is required',
  yearsExperience: `Years of experience must be a whole number from ${YEARS_EXPERIENCE_MIN} to ${YEARS_EXPERIENCE_MAX}`,
} as const;

// account-data.ts

export const ACCOUNT_DATA_MESSAGES = {
  currentPassword: 'Current password is required',
  wrongPassword: 'Current password is incorrect',
  samePassword: 'Choose a new password that differs from the current one',
  confirm: 'Type DELETE to confirm',
  demoAccount: 'The demo accounts are shared by everyone who tries the app: they cannot be changed or deleted.',
  patientsRemain: (n: number) =>
    `Your account still holds ${n} patient record${n === 1 ? '' : 's'}. Export and delete them first, then delete the account.`,
} as const;

// analysis.ts

/** SPEC §8 fallback texts, shown when the external service cannot answer. */
export const FALLBACK_MESSAGE = 'Using basic analysis due to external API unavailability';
export const FALLBACK_BASIC_ANALYSIS = 'Professional TCM analysis will be available once API connection is restored.';
/** SPEC §8 text shown when polling gives up. */
export const POLLING_TIMEOUT_MESSAGE = 'Analysis is taking longer than expected. Results will appear when ready.';

// camera.ts

export const CAMERA_PROFILE_MESSAGES = {
  nameRequired: 'Give the camera a name',
  nameTaken: 'You already have a camera profile with this name',
  imageRequired: 'A photo of the card or chart is required',
  notBase64: 'The image data is not valid base64.',
  tooMany: `You can keep up to ${CAMERA_PROFILES_MAX} camera profiles. Delete one you no longer use first.`,
  notFound: 'Camera profile not found',
} as const;

// consumer.ts

export const TONGUE_ANALYSIS_MESSAGES = {
  imageRequired: 'A tongue photo is required',
  notBase64: 'The image data is not valid base64.',
} as const;

/**
 * Why the quality gate refused a tongue photo (the engine's QualityCode), in words a person can
 * act on: the consumer check-in answers 422 with one, a practitioner's analysis notes it. The
 * engine writes them from here, so the client can show each in the reader's language by its code.
 */
export const QUALITY_REFUSALS = {
  'too-dark': 'The photo is too dark — face a window or turn on a light, then take it again.',
  'too-bright': 'The photo is too bright — parts of it are washed out. Move away from direct light or turn off the flash.',
  'colour-cast': 'The light is too strongly coloured to judge tongue colour — take the photo in daylight or under white light.',
  'no-tongue':
    'No tongue was found in the photo — open your mouth, stick your tongue out and keep it in the middle of the frame.',
  'tongue-too-small': 'The tongue is too small in the photo — move the camera closer so the tongue fills more of the frame.',
  blurred: 'The photo is blurred — hold the camera still, tap to focus on your tongue and take it again.',
} as const;
export type QualityRefusalCode = keyof typeof QUALITY_REFUSALS;

/** SPEC §5 onboarding submit checks, in order, with their toast titles. */
export const ONBOARDING_MESSAGES = {
  firstName: { title: 'Missing information', description: 'Please provide your first name' },
  gender: { title: 'Missing information', description: 'Please select your gender' },
  age: { title: 'Invalid information', description: 'Please provide a valid age' },
  height: { title: 'Invalid information', description: 'Please provide a valid height in cm' },
  weight: { title: 'Invalid information', description: 'Please provide a valid weight in kg' },
} as const;

/** SPEC §5 consumer profile ranges (the server keeps stored values sane). */
export const PROFILE_RANGE_MESSAGES = {
  age: `Age must be between ${AGE_MIN} and ${AGE_MAX}`,
  height: `Height must be between ${HEIGHT_MIN_CM} and ${HEIGHT_MAX_CM} cm`,
  weight: `Weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`,
} as const;

// practitioner.ts

/** SPEC §5 patient form messages, as the user reads them. */
export const PATIENT_MESSAGES = {
  practitionerId: 'Expected number',
  firstName: 'First name is required',
  chiefComplaint: 'Chief complaint is required',
  email: 'Invalid email',
  dateOfBirth: 'Invalid date',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
} as const;

/** Issue 15: a session with no photo, no analysis and no findings is refused (by the page and by the API). */
export const EMPTY_SESSION_MESSAGE = 'Add a tongue photo or some findings before saving the session.';

// sign-in.ts

export const SIGN_IN_MESSAGES = {
  email: REGISTER_MESSAGES.email,
  // The same answer whether or not an account uses the address: nobody can probe for accounts.
  linkSent: `Check your email: if the address can receive mail, a sign-in link and a ${SIGN_IN_CODE_LENGTH}-digit code are on their way. They work once, for ${EMAIL_TOKEN_MINUTES} minutes.`,
  resetSent: `Check your email: a link to choose a new password is on its way if an account uses that address. It works once, for ${EMAIL_TOKEN_MINUTES} minutes.`,
  verificationSent: `A confirmation link is on its way to your address. It works once, for ${EMAIL_TOKEN_MINUTES} minutes.`,
  changeSent: `A confirmation link is on its way to the new address. Your email changes when you open it (within ${EMAIL_TOKEN_MINUTES} minutes).`,
  linkInvalid: 'This link has expired or was already used. Please ask for a new one.',
  codeInvalid: 'That code is not right, has expired or was already used.',
  code: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email`,
  token: 'This link is incomplete. Please open it again from the email.',
  lastWayIn: 'This is your only way to sign in. Set a password or verify your email address before you unlink it.',
  unknownProvider: 'That sign-in provider is not offered here',
  notLinked: 'That provider is not linked to your account',
  emailTaken: 'An account with that email already exists',
  sameEmail: 'That is already your email address',
  noEmail: 'Your account has no email address yet: add one first.',
  alreadyVerified: 'Your email address is already verified',
  licenseNumber: REGISTER_MESSAGES.licenseNumber,
  firstName: REGISTER_MESSAGES.firstName,
  lastName: REGISTER_MESSAGES.lastName,
} as const;

/**
 * A text longer than its field holds. Its own message: under a schema-level 'required' message,
 * zod would otherwise say a 500-character name is missing (exploratory test).
 */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;
