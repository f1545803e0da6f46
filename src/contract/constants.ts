/** SPEC §9 business constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;
export const YEARS_EXPERIENCE_MIN = 0;
export const YEARS_EXPERIENCE_MAX = 50;
export const AGE_MIN = 1;
export const AGE_MAX = 120;
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 250;
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 500;
export const ONBOARDING_STEPS = 3;
export const DEFAULT_USER_ID = 1;
export const WEEKLY_PROGRESS_DAYS = 7;
export const FLATTENED_ID_RECORD_FACTOR = 1000;
export const FLATTENED_ID_OFFSETS = { herb: 0, diet: 100, lifestyle: 200 } as const;
export const DEFAULT_PROGRESS = {
  balance: 65,
  energy: { value: 55, label: 'Moderate' },
  digestion: { value: 78, label: 'Good' },
  sleep: { value: 42, label: 'Fair' },
} as const;
export const DEFAULT_WEEKLY_PROGRESS = {
  overall: 65,
  trend: 0,
  data: [
    { day: 'Mon', value: 40, isToday: false },
    { day: 'Tue', value: 60, isToday: false },
    { day: 'Wed', value: 50, isToday: false },
    { day: 'Thu', value: 70, isToday: false },
    { day: 'Fri', value: 65, isToday: true },
    { day: 'Sat', value: 0, isToday: false },
    { day: 'Sun', value: 0, isToday: false },
  ],
} as const;
export const POLL_FIRST_DELAY_MS = 3000;
export const POLL_INTERVAL_MS = 6000;
export const POLL_MAX_ATTEMPTS = 20;
/** SPEC §9 default estimate: what the external analysis service takes. */
export const DEFAULT_ESTIMATED_TIME = '30-60 seconds';
/** The built-in engine answers in seconds, so its jobs say so (issue 15; docs/spec-deviations.md). */
export const BUILTIN_ESTIMATED_TIME = 'a few seconds';
export const PRACTITIONER_CAMERA = { width: 1920, height: 1080 } as const;
export const CONSUMER_CAMERA = { width: 1280, height: 720 } as const;
export const MODAL_JPEG_QUALITY = 0.8;
export const SESSION_HISTORY_SHOWN = 5;
export const KEY_HERBS_SHOWN = 3;
export const HISTORY_OBSERVATIONS_SHOWN = 2;
export const APP_VERSION = '1.0.0';
export const STORAGE_KEYS = {
  userId: 'userId',
  theme: 'theme',
  practitioner: 'practitioner',
  /** Ours: the language chosen with the switcher before signing in (docs/spec-deviations.md). */
  locale: 'locale',
} as const;
/**
 * Ours (decision 0106): the browser's stored theme and language, mirrored into cookies so the
 * server can send a first page's prerendered picture that looks as the app will draw it.
 */
export const PREFERENCE_COOKIES = {
  theme: 'mtc_theme',
  locale: 'mtc_locale',
} as const;
/**
 * Ours (decision 0106): the pages the build draws in every language and the server sends drawn,
 * with the file name of each picture. `signedOutOnly`: the app sends a signed-in consumer away
 * from the page (RedirectIfUser), so the picture is sent, and says "signed out", only to a
 * visitor without a consumer session.
 */
export const FIRST_PAINT_PAGES = [
  { path: '/', name: 'landing', signedOutOnly: true },
  { path: '/login', name: 'login', signedOutOnly: true },
  { path: '/practitioner/login', name: 'practitioner-login', signedOutOnly: false },
] as const;
export type FirstPaintPage = (typeof FIRST_PAINT_PAGES)[number];
export const SPECIALIZATIONS = [
  'Dermatology',
  'Pain Management',
  "Women's Health",
  'Mental Health',
  'Digestive Disorders',
  'Respiratory Issues',
  'Cardiovascular Health',
  'Autoimmune Conditions',
  'Fertility',
  'Pediatrics',
  'Geriatrics',
] as const;
export const DISCLAIMER =
  'This report is for educational purposes only and is not medical advice. It does not replace diagnosis or treatment by a qualified healthcare professional.';

/**
 * The two public demo consumer logins the SPEC's login page lists. They exist only where a demo
 * is wanted (the embedded database when it is new, or DEMO_ACCOUNTS=1), and the page shows the
 * box only for those that exist (GET /api/auth/demo-accounts answers their usernames).
 */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo1234', firstName: 'Demo', lastName: 'User', email: 'demo@mtc-health.example' },
  { username: 'test', password: 'test1234', firstName: 'Test', lastName: 'User', email: 'test@mtc-health.example' },
] as const;

/** GET /api/auth/demo-accounts: usernames of the demo logins that exist here (never a password). */
export interface DemoAccountsResponse {
  usernames: string[];
}

/** Links and codes we mail work once, for this long (issue 16). */
export const EMAIL_TOKEN_MINUTES = 15;
/** Digits of the one-time code mailed with a sign-in link. */
export const SIGN_IN_CODE_LENGTH = 6;
/** Camera profiles one practitioner may keep: a clinic has a few cameras, not hundreds. */
export const CAMERA_PROFILES_MAX = 20;

/** SPEC §3's progress label of a measure with nothing behind it: no check-in yet, or a scale never answered. */
export const NO_DATA_LABEL = 'No data yet';
