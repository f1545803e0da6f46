import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const practitioners = pgTable(
  'practitioners',
  {
    id: id(),
    username: text('username').notNull(),
    /** argon2id hash; null for an account made by a provider or an email link that never set one. */
    password: text('password'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** When the address was last proved by a link or code we mailed (or a provider that verified it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The address was typed at registration while another account of the kind held it (decision
     * 0109): shown to this account as its own, but never used to find an account or to send mail
     * until a link mailed to it is used after the other account let it go.
     */
    emailUnclaimed: boolean('email_unclaimed').notNull().default(false),
    licenseNumber: text('license_number').notNull(),
    licenseState: text('license_state'),
    specializations: text('specializations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer('years_experience'),
    clinicName: text('clinic_name'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    accountType: text('account_type').notNull().default('trial'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('practitioners_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('practitioners_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.emailUnclaimed}`),
  ],
);

export const patients = pgTable(
  'patients',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    email: text('email'),
    phone: text('phone'),
    chiefComplaint: text('chief_complaint').notNull(),
    historyOfPresent: text('history_of_present'),
    previousTreatments: text('previous_treatments'),
    complexFactors: text('complex_factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    constitutionalType: text('constitutional_type'),
    /** The last CCMQ result (contract/constitution.ts); constitutionalType holds its primary constitution. */
    constitution: jsonb('constitution'),
    /** Pregnancy status (contract/person.ts); null = not asked. */
    pregnancyStatus: text('pregnancy_status'),
    isActive: boolean('is_active').notNull().default(true),
    lastVisit: timestamp('last_visit', { withTimezone: true }),
    /** Lower-cased, accent-free name + chief complaint, kept by the app for search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  // The roster's order (newest first, id breaking ties; read backwards, which matches ORDER BY ... DESC
  // with its NULLS FIRST), so a page and the keyset after it are one index range.
  (t) => [index('patients_roster_idx').on(t.practitionerId, t.createdAt, t.id)],
);

/** Patients per practitioner, kept by triggers (migration 0008): the roster total costs no count over the roster. */
export const rosterCounts = pgTable('roster_counts', {
  practitionerId: integer('practitioner_id')
    .primaryKey()
    .references(() => practitioners.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  active: integer('active').notNull().default(0),
  /** Moves whenever a statement changes this practitioner's patients (migration 0016): a cached roster page of another version is stale. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** argon2id hash; null for an account made by a provider or an email link that never set one. */
    password: text('password'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** When the address was last proved by a link or code we mailed (or a provider that verified it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** As for practitioners: an address another account held when it was typed (decision 0109). */
    emailUnclaimed: boolean('email_unclaimed').notNull().default(false),
    avatarUrl: text('avatar_url'),
    authProvider: text('auth_provider').notNull().default('email'),
    gender: text('gender'),
    age: integer('age'),
    height: real('height'),
    weight: real('weight'),
    language: text('language').notNull().default('english'),
    healthConcerns: text('health_concerns'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** Pregnancy status (contract/person.ts); null = not asked. */
    pregnancyStatus: text('pregnancy_status'),
    /** The last CCMQ result (contract/constitution.ts): shown on the home card, steers the advice. */
    constitution: jsonb('constitution'),
    /** Created as a public demo login (DEMO_ACCOUNTS); the login page lists only these. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Privacy mode (issue 11, item 7): check-in photos are analysed in the browser and never uploaded. */
    analyseOnDevice: boolean('analyse_on_device').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.emailUnclaimed}`),
  ],
);

/** Uploaded images, content-addressed on disk; owned by a user or a practitioner. */
export const images = pgTable(
  'images',
  {
    id: id(),
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    /** Sibling images derived by the engine (mask overlay). */
    overlayOf: integer('overlay_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_user_idx').on(t.userId),
    index('images_practitioner_idx').on(t.practitionerId),
    index('images_overlay_idx').on(t.overlayOf),
  ],
);

export const diagnosticSessions = pgTable(
  'diagnostic_sessions',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    tongueImageUrl: text('tongue_image_url'),
    tongueAnalysis: jsonb('tongue_analysis'),
    manualTongueAssessment: jsonb('manual_tongue_assessment'),
    pulseFindings: jsonb('pulse_findings'),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    practitionerNotes: text('practitioner_notes'),
    aiAnalysis: jsonb('ai_analysis'),
    primaryPattern: text('primary_pattern'),
    contributingFactors: text('contributing_factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recommendedFormula: text('recommended_formula'),
    acupuncturePoints: text('acupuncture_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lifestyleRecommendations: text('lifestyle_recommendations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confidenceScore: real('confidence_score'),
    clinicalCoherence: real('clinical_coherence'),
    affectedOrgans: text('affected_organs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pathologicalFactors: text('pathological_factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    treatmentPrinciple: text('treatment_principle'),
    formulaModifications: text('formula_modifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    drugInteractions: text('drug_interactions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    prognosisNotes: text('prognosis_notes'),
    sessionDate: timestamp('session_date', { withTimezone: true }).notNull().defaultNow(),
    followUpDate: timestamp('follow_up_date', { withTimezone: true }),
    sessionStatus: text('session_status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_patient_idx').on(t.patientId, t.sessionDate),
    index('sessions_practitioner_idx').on(t.practitionerId, t.sessionDate),
  ],
);

/** Practitioner analyses in flight or done (SPEC §3 external result object), polled by analysis_id. */
/**
 * A practitioner's calibrated camera (issue 18, item 6): the colour correction fitted on one
 * photo of a white or grey card or a 24-patch checker. Analyses name the profile they applied.
 */
export const cameraProfiles = pgTable(
  'camera_profiles',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** white | grey | checker */
    reference: text('reference').notNull(),
    /** the engine's CameraCorrection: { kind: 'gains', gains } or { kind: 'matrix', matrix } */
    correction: jsonb('correction').notNull(),
    /** mean CIE76 colour error left on the reference after correction */
    residual: real('residual').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('camera_profiles_name_key').on(t.practitionerId, sql`lower(${t.name})`)],
);

export const practitionerAnalyses = pgTable(
  'practitioner_analyses',
  {
    id: text('id').primaryKey(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    result: jsonb('result'),
    /** What the job needs to run on any instance: the request body and the reader's locale. */
    input: jsonb('input'),
    /** The instance running the job, until lease_expires_at (decision 0020, leases: issue 14). */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practitioner_analyses_owner_idx').on(t.practitionerId, t.patientId),
    // Recovery looks only at unfinished jobs whose lease ran out.
    index('practitioner_analyses_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** Photo bytes when several instances share one PostgreSQL (decision 0035): content-addressed like the files. */
export const imageBlobs = pgTable('image_blobs', {
  sha256: text('sha256').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const tongueAnalyses = pgTable(
  'tongue_analyses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    analysisResult: jsonb('analysis_result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tongue_analyses_user_idx').on(t.userId, t.createdAt)],
);

export const healthQuestionnaires = pgTable(
  'health_questionnaires',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-5, or null when the slider was left untouched (not answered, issue 12 item 6). */
    energyLevel: integer('energy_level'),
    sleepQuality: integer('sleep_quality'),
    digestion: integer('digestion'),
    discomforts: text('discomforts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'Anything else we should know?' */
    notes: text('notes'),
    /** 'Medicines you take' */
    medications: text('medications'),
    createdAt: createdAt(),
  },
  (t) => [index('health_questionnaires_user_idx').on(t.userId, t.createdAt)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tongueAnalysisId: integer('tongue_analysis_id').references(() => tongueAnalyses.id, { onDelete: 'set null' }),
    healthQuestionnaireId: integer('health_questionnaire_id').references(() => healthQuestionnaires.id, {
      onDelete: 'set null',
    }),
    pattern: text('pattern'),
    observations: text('observations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    herbs: jsonb('herbs')
      .notNull()
      .default(sql`'[]'::jsonb`),
    diet: jsonb('diet')
      .notNull()
      .default(sql`'[]'::jsonb`),
    lifestyle: jsonb('lifestyle')
      .notNull()
      .default(sql`'[]'::jsonb`),
    savedByUser: boolean('saved_by_user').notNull().default(false),
    /** What keeps the person safe: 'see a doctor' red flags, named herb-medicine interactions, cautions that apply to them. */
    safety: jsonb('safety'),
    createdAt: createdAt(),
  },
  (t) => [index('recommendations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Items of a recommendation saved one by one on the home list (SPEC flattened ids): the item
 * is named by its list (herb, diet, lifestyle) and its position in that list.
 */
export const savedRecommendationItems = pgTable(
  'saved_recommendation_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_items_item_key').on(t.recommendationId, t.kind, t.position),
    index('saved_items_user_idx').on(t.userId),
  ],
);

export const progressTracking = pgTable(
  'progress_tracking',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /** The check-in's questionnaire that wrote this point: deleting the check-in deletes it. */
    questionnaireId: integer('questionnaire_id').references(() => healthQuestionnaires.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
    /** Percent, or null when the check-in left that scale unanswered. */
    energy: integer('energy'),
    digestion: integer('digestion'),
    sleep: integer('sleep'),
  },
  (t) => [index('progress_user_date_idx').on(t.userId, t.date)],
);

/**
 * One-time links and codes we mail (decision 0050): only the SHA-256 of the link's secret and of
 * the code are stored; a row is deleted when it is used, so it signs in (or resets, verifies,
 * changes) once. The account is a consumer or a practitioner; neither for a sign-in link to an
 * address with no account yet (the account is made when the link is used).
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    /** 'user' or 'practitioner': which sign-in page the link belongs to. */
    accountKind: text('account_kind').notNull(),
    /** 'sign-in', 'password-reset', 'verify-email' or 'change-email'. */
    purpose: text('purpose').notNull(),
    /** SHA-256 (hex) of the link's secret. */
    token: text('token').notNull().unique(),
    /** SHA-256 (hex) of the 6-digit code mailed with a sign-in link. */
    codeHash: text('code_hash'),
    /** Wrong codes tried against this row; at the limit the row is deleted. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The address the message went to (for 'change-email': the new address). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_tokens_user_idx').on(t.userId),
    index('login_tokens_practitioner_idx').on(t.practitionerId),
    index('login_tokens_email_idx').on(t.accountKind, sql`lower(${t.email})`),
    index('login_tokens_expiry_idx').on(t.expiresAt),
  ],
);

/** Provider identities (issuer's subject) linked to an account of either kind (decision 0051). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    /** The provider's name in OIDC_PROVIDERS ('google', 'apple', ...). */
    provider: text('provider').notNull(),
    /** The ID token's subject ('sub') at that provider. */
    socialId: text('social_id').notNull(),
    /** The address the provider gave when it was linked, shown beside the link. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    // One identity opens one consumer account and one practitioner account at most.
    uniqueIndex('social_accounts_user_identity_key')
      .on(t.provider, t.socialId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('social_accounts_practitioner_identity_key')
      .on(t.provider, t.socialId)
      .where(sql`${t.practitionerId} IS NOT NULL`),
    index('social_accounts_user_idx').on(t.userId),
    index('social_accounts_practitioner_idx').on(t.practitionerId),
    check('social_accounts_one_owner', sql`num_nonnulls(${t.userId}, ${t.practitionerId}) = 1`),
  ],
);

/**
 * An OpenID Connect sign-in in flight, from the redirect to the provider until its callback: the
 * browser holds a random key in a cookie, only its SHA-256 is stored here, with the state, nonce
 * and PKCE verifier the callback must match. The row is deleted when the callback uses it.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    keyHash: text('key_hash').primaryKey(),
    provider: text('provider').notNull(),
    accountKind: text('account_kind').notNull(),
    /** 'sign-in', or 'link' to add the identity to the signed-in account named below. */
    intent: text('intent').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The interface language the sign-in started from: an account the flow makes keeps it (null: English). */
    locale: text('locale'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_flows_expiry_idx').on(t.expiresAt)],
);

/**
 * The account's security list: each sign-in with its method, time and address, and each change
 * of a way in (provider linked or unlinked, password reset, email verified or changed).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    /** contract/sign-in.ts SECURITY_EVENTS */
    event: text('event').notNull(),
    /** 'password', 'email-link', 'email-code' or a provider's name. */
    method: text('method'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_user_idx').on(t.userId, t.createdAt),
    index('security_events_practitioner_idx').on(t.practitionerId, t.createdAt),
    check('security_events_one_owner', sql`num_nonnulls(${t.userId}, ${t.practitionerId}) = 1`),
  ],
);

/** Server-side login sessions: only the SHA-256 of the cookie token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_practitioner_idx').on(t.practitionerId)],
);

/** Fixed-window counters for rate limiting, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
