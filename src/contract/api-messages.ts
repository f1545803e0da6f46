import { BUILTIN_ESTIMATED_TIME, DEFAULT_ESTIMATED_TIME } from './constants.ts';
// The messages without their schemas: every page reads this module (issue 14).
import {
  ACCOUNT_DATA_MESSAGES,
  CAMERA_PROFILE_MESSAGES,
  EMPTY_SESSION_MESSAGE,
  FALLBACK_BASIC_ANALYSIS,
  FALLBACK_MESSAGE,
  LOGIN_MESSAGES,
  ONBOARDING_MESSAGES,
  PATIENT_MESSAGES,
  POLLING_TIMEOUT_MESSAGE,
  PROFILE_RANGE_MESSAGES,
  QUALITY_REFUSALS,
  REGISTER_MESSAGES,
  SIGN_IN_MESSAGES,
  TONGUE_ANALYSIS_MESSAGES,
  tooLongMessage,
} from './messages.ts';
/**
 * Every message a person can read in an API answer or under a form field, in the SPEC's
 * English, by a stable key. The English stays as the SPEC writes it; the client shows each one
 * in the reader's language by its key (src/client/i18n/contract-messages.ts), and a message
 * missing here reaches the reader in English, which the catalogue tests catch.
 *
 * The server's own answers (not found, conflicts, uploads) are written here once and imported
 * by the server.
 */
export const SERVER_MESSAGES = {
  pleaseLogIn: 'Please log in to continue',
  practitionerFirst: 'Please log in as a practitioner first.',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  required: 'Required',
  internal: 'Internal server error',
  crossOrigin: 'Cross-origin request refused',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  userNotFound: 'User not found',
  practitionerNotFound: 'Practitioner not found',
  patientNotFound: 'Patient not found',
  sessionNotFound: 'Session not found',
  analysisNotFound: 'Analysis not found',
  imageNotFound: 'Image not found',
  checkInNotFound: 'Check-in not found',
  tongueAnalysisNotFound: 'Tongue analysis not found',
  questionnaireNotFound: 'Health questionnaire not found',
  recommendationNotFound: 'Recommendation not found',
  recommendationItemNotFound: 'Recommendation item not found',
  noRecommendations: 'No recommendations yet',
  tooManyAnalyses: 'Several analyses are still running. Please wait for them to finish and try again.',
  analysisRunning: 'The analysis is still running; save the session once its results are shown.',
  sendMultipart: 'Send the photo as multipart/form-data.',
  noTongueImage: 'No tongue image was sent (field tongueImage).',
  tooManyParts: 'The upload has too many parts; send one tongueImage with patientId and practitionerId.',
  badMultipart: 'The upload is not a well-formed multipart/form-data body.',
  imageEmpty: 'The file is empty. Please choose a photo.',
  imageNotImage: 'This file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
  imageTooManyPixels: 'The image is too large (more than 48 megapixels). Please upload a smaller photo.',
  imageTooManyBytes: 'The image is larger than 15 MB. Please upload a smaller photo.',
  imageUnreadable: 'The image could not be read; it may be damaged. Please take or choose another photo.',
  imageTooFewPixels: 'The photo is too small (under 32 pixels on a side). Please take or choose a larger photo.',
  invalidCharacters: 'Invalid characters',
  analysisInProgress: 'Analysis in progress',
  checkInFinished: 'This check-in is finished: delete it from your history instead.',
  answersInUse: 'These answers belong to a finished check-in: delete the check-in from your history instead.',
  /** Not the server's: the client's, when a call never reached it (offline, a dropped connection). */
  unreachable: 'Could not reach MTC Health. Check your connection and try again.',
} as const;

/** Messages with a count: matched by pattern, translated with the number. */
export const COUNTED_MESSAGES = {
  patientsRemain: {
    pattern: /^Your account still holds (\d+) patient records?\./,
    english: ACCOUNT_DATA_MESSAGES.patientsRemain,
  },
  tooLong: { pattern: /^Must be at most (\d+) characters$/, english: tooLongMessage },
} as const;

const { patientsRemain: _counted, ...accountData } = ACCOUNT_DATA_MESSAGES;

export const API_MESSAGES = {
  ...SERVER_MESSAGES,
  loginUsername: LOGIN_MESSAGES.username,
  loginPassword: LOGIN_MESSAGES.password,
  registerFirstName: REGISTER_MESSAGES.firstName,
  registerLastName: REGISTER_MESSAGES.lastName,
  registerEmail: REGISTER_MESSAGES.email,
  registerUsername: REGISTER_MESSAGES.username,
  registerPassword: REGISTER_MESSAGES.password,
  registerLicenseNumber: REGISTER_MESSAGES.licenseNumber,
  registerYearsExperience: REGISTER_MESSAGES.yearsExperience,
  patientPractitionerId: PATIENT_MESSAGES.practitionerId,
  patientChiefComplaint: PATIENT_MESSAGES.chiefComplaint,
  patientEmail: PATIENT_MESSAGES.email,
  patientDateOfBirth: PATIENT_MESSAGES.dateOfBirth,
  patientDateOfBirthFuture: PATIENT_MESSAGES.dateOfBirthFuture,
  sessionEmpty: EMPTY_SESSION_MESSAGE,
  tongueImageRequired: TONGUE_ANALYSIS_MESSAGES.imageRequired,
  tongueNotBase64: TONGUE_ANALYSIS_MESSAGES.notBase64,
  qualityTooDark: QUALITY_REFUSALS['too-dark'],
  qualityTooBright: QUALITY_REFUSALS['too-bright'],
  qualityColourCast: QUALITY_REFUSALS['colour-cast'],
  qualityNoTongue: QUALITY_REFUSALS['no-tongue'],
  qualityTongueTooSmall: QUALITY_REFUSALS['tongue-too-small'],
  qualityBlurred: QUALITY_REFUSALS.blurred,
  onboardingMissing: ONBOARDING_MESSAGES.firstName.title,
  onboardingInvalid: ONBOARDING_MESSAGES.age.title,
  onboardingFirstName: ONBOARDING_MESSAGES.firstName.description,
  onboardingGender: ONBOARDING_MESSAGES.gender.description,
  onboardingAge: ONBOARDING_MESSAGES.age.description,
  onboardingHeight: ONBOARDING_MESSAGES.height.description,
  onboardingWeight: ONBOARDING_MESSAGES.weight.description,
  rangeAge: PROFILE_RANGE_MESSAGES.age,
  rangeHeight: PROFILE_RANGE_MESSAGES.height,
  rangeWeight: PROFILE_RANGE_MESSAGES.weight,
  accountCurrentPassword: accountData.currentPassword,
  accountWrongPassword: accountData.wrongPassword,
  accountSamePassword: accountData.samePassword,
  accountConfirm: accountData.confirm,
  accountDemo: accountData.demoAccount,
  signInLinkSent: SIGN_IN_MESSAGES.linkSent,
  signInResetSent: SIGN_IN_MESSAGES.resetSent,
  signInVerificationSent: SIGN_IN_MESSAGES.verificationSent,
  signInChangeSent: SIGN_IN_MESSAGES.changeSent,
  signInLinkInvalid: SIGN_IN_MESSAGES.linkInvalid,
  signInCodeInvalid: SIGN_IN_MESSAGES.codeInvalid,
  signInCode: SIGN_IN_MESSAGES.code,
  signInToken: SIGN_IN_MESSAGES.token,
  signInLastWayIn: SIGN_IN_MESSAGES.lastWayIn,
  signInUnknownProvider: SIGN_IN_MESSAGES.unknownProvider,
  signInNotLinked: SIGN_IN_MESSAGES.notLinked,
  signInEmailTaken: SIGN_IN_MESSAGES.emailTaken,
  signInSameEmail: SIGN_IN_MESSAGES.sameEmail,
  signInNoEmail: SIGN_IN_MESSAGES.noEmail,
  signInAlreadyVerified: SIGN_IN_MESSAGES.alreadyVerified,
  analysisFallback: FALLBACK_MESSAGE,
  analysisFallbackBasic: FALLBACK_BASIC_ANALYSIS,
  analysisTimeout: POLLING_TIMEOUT_MESSAGE,
  estimateExternal: DEFAULT_ESTIMATED_TIME,
  estimateBuiltin: BUILTIN_ESTIMATED_TIME,
  cameraNameRequired: CAMERA_PROFILE_MESSAGES.nameRequired,
  cameraNameTaken: CAMERA_PROFILE_MESSAGES.nameTaken,
  cameraImageRequired: CAMERA_PROFILE_MESSAGES.imageRequired,
  cameraTooMany: CAMERA_PROFILE_MESSAGES.tooMany,
  cameraProfileNotFound: CAMERA_PROFILE_MESSAGES.notFound,
} as const;
export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * The key of each quality-gate refusal by its code: the consumer's 422 answer names the code (as
 * the message of its imageBase64 error) and the on-device analysis answers it, so the client
 * translates the refusal by its code; a practitioner's image_note, text alone, by its text.
 */
export const QUALITY_REFUSAL_KEYS = {
  'too-dark': 'qualityTooDark',
  'too-bright': 'qualityTooBright',
  'colour-cast': 'qualityColourCast',
  'no-tongue': 'qualityNoTongue',
  'tongue-too-small': 'qualityTongueTooSmall',
  blurred: 'qualityBlurred',
} as const satisfies Record<keyof typeof QUALITY_REFUSALS, ApiMessageKey>;

/** The key of a quality-gate refusal's code, or null for any other code. */
export function qualityRefusalKey(code: string | null | undefined): ApiMessageKey | null {
  return code && Object.hasOwn(QUALITY_REFUSAL_KEYS, code)
    ? QUALITY_REFUSAL_KEYS[code as keyof typeof QUALITY_REFUSAL_KEYS]
    : null;
}

const KEY_OF_TEXT = new Map<string, ApiMessageKey>(
  (Object.entries(API_MESSAGES) as [ApiMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a message the API or a contract schema writes, or null for a text that is not ours. */
export function apiMessageKey(text: string): ApiMessageKey | null {
  return KEY_OF_TEXT.get(text) ?? null;
}
