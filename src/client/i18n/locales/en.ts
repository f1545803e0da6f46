/**
 * The English catalogue: every text of the interface, by message id (ICU message syntax). The
 * SPEC's English strings are these texts exactly. es.ts and zh.ts must hold the same ids: the
 * `Catalog` type makes a missing one a type error, and tests/client/i18n-catalogues.test.ts
 * fails on an id no code uses.
 */
export const en = {
  'language.label': 'Language',
  'language.en': 'English',
  'language.es': 'Español',
  'language.zh': '中文',

  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.loading': 'Loading...',
  'common.error': 'Error',

  'confirm.typeToConfirm': 'Type {word} to confirm',

  'account.password.title': 'Change password',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.submit': 'Change password',
  'account.password.saving': 'Saving...',
  'account.password.done': 'Password changed',
  'account.password.doneDetail': 'You stay signed in here; every other device was signed out.',
  'account.signOutEverywhere.title': 'Sign out of all devices',
  'account.signOutEverywhere.detail': 'Ends every session of this account, this one included.',
  'account.signOutEverywhere.button': 'Sign out everywhere',
  'account.failed': 'That did not work',

  'privacy.page.title': 'Privacy & Security',
  'privacy.export.title': 'Download my data',
  'privacy.export.detail': 'A zip file with every record we hold about you (as JSON) and every tongue photo.',
  'privacy.export.button': 'Download my data',
  'privacy.export.started': 'Your download has started',
  'privacy.delete.title': 'Delete my account',
  'privacy.delete.detail':
    'Deletes your account, every check-in, every photo and every recommendation for good. This cannot be undone.',
  'privacy.delete.button': 'Delete my account',
  'privacy.delete.confirmTitle': 'Delete your account for good?',
  'privacy.delete.done': 'Your account and all your data were deleted',
  'privacy.links': 'How we handle your data: {terms} and {privacy}.',

  'checkIn.delete.button': 'Delete this check-in',
  'checkIn.delete.confirmTitle': 'Delete this check-in?',
  'checkIn.delete.confirmDetail': 'Its photo, analysis, answers and recommendations are deleted for good.',
  'checkIn.delete.done': 'Check-in deleted',

  'practitioner.settings.title': 'Account settings',
  'practitioner.settings.link': 'Settings',
  'practitioner.delete.title': 'Delete my practitioner account',
  'practitioner.delete.detail':
    'Your account can be deleted once no patient record remains: export and delete each patient first.',
  'practitioner.delete.button': 'Delete my account',
  'practitioner.delete.confirmTitle': 'Delete your practitioner account for good?',
  'practitioner.delete.done': 'Your practitioner account was deleted',

  'patient.export.button': 'Export patient record',
  'patient.delete.button': 'Delete patient',
  'patient.delete.confirmTitle': 'Delete {name} and everything of theirs?',
  'patient.delete.confirmDetail':
    'Every session, analysis and tongue photo of this patient is deleted for good. Archive keeps the record instead.',
  'patient.delete.done': 'Patient deleted',
  'session.delete.button': 'Delete session',
  'session.delete.confirmTitle': 'Delete this session?',
  'session.delete.confirmDetail': 'The session, its analysis and its tongue photo are deleted for good.',
  'session.delete.done': 'Session deleted',

  'safety.emergency.title': 'Get medical help now',
  'safety.seeDoctor.title': 'Please see a doctor',
  'safety.herbsWithheld': 'We have left out herbal suggestions for this check-in.',
  'safety.notices.title': 'Left out for your safety',
  'safety.advice.withheld': 'Diet and lifestyle suggestions are withheld until a doctor has seen you.',

  'legal.terms.link': 'Terms of Service',
  'legal.privacy.link': 'Privacy Policy',
  'legal.back': 'Back',
  'legal.updated': 'Last updated {date}',
} as const;

export type MessageId = keyof typeof en;
/** Every locale's catalogue holds exactly the English ids. */
export type Catalog = Readonly<Record<MessageId, string>>;
