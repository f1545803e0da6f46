import { apiEn } from './en/api.ts';
import { appEn } from './en/app.ts';
import { consultationEn } from './en/consultation.ts';
import { patientsEn } from './en/patients.ts';
import { practiceEn } from './en/practice.ts';
import { recordsEn } from './en/records.ts';
import { consumerEn } from './en/consumer.ts';
/**
 * The English catalogue: every text of the interface, by message id (ICU message syntax). The
 * SPEC's English strings are these texts exactly. es.ts and zh.ts must hold the same ids: the
 * `Catalog` type makes a missing one a type error, and tests/client/i18n-catalogues.test.ts
 * fails on an id no code uses.
 */
export const coreEn = {
  'language.label': 'Language',
  'language.en': 'English',
  'language.es': 'Español',
  'language.zh': '中文',

  'common.cancel': 'Cancel',
  'common.close': 'Close',

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

  'signin.or': 'or',
  'signin.provider.continue': 'Continue with {provider}',
  'signin.email.title': 'Get a sign-in link by email',
  'signin.email.label': 'Email',
  'signin.email.send': 'Email me a sign-in link',
  'signin.email.sending': 'Sending...',
  'signin.email.sent':
    'Check your email: if the address can receive mail, a sign-in link and a 6-digit code are on their way. They work once, for 15 minutes.',
  'signin.code.label': '6-digit code from the email',
  'signin.code.submit': 'Continue',
  'signin.code.invalid': 'That code is not right, has expired or was already used.',
  'signin.tooMany': 'Too many attempts. Please wait 15 minutes and try again.',
  'signin.failed': 'Sign-in did not work',
  'signin.forgot.link': 'Forgot password?',
  'signin.forgot.title': 'Forgot your password?',
  'signin.forgot.detail': 'Enter the email address of your account, and we will send you a link to choose a new password.',
  'signin.forgot.submit': 'Send the link',
  'signin.forgot.sent':
    'Check your email: a link to choose a new password is on its way if an account uses that address. It works once, for 15 minutes.',
  'signin.reset.title': 'Choose a new password',
  'signin.reset.new': 'New password',
  'signin.reset.submit': 'Save the new password',
  'signin.reset.done': 'Your new password is saved. Every other device was signed out.',
  'signin.link.title': 'Finish signing in',
  'signin.link.detail': 'Continue to sign in to MTC Health in this browser.',
  'signin.link.submit': 'Continue',
  'signin.link.invalid': 'This link has expired or was already used. Please ask for a new one.',
  'signin.link.missing': 'This link is incomplete. Please open it again from the email.',
  'signin.back': 'Back to sign-in',
  'signin.verify.title': 'Confirm your email address',
  'signin.verify.submit': 'Confirm my address',
  'signin.verify.done': 'Your email address is confirmed.',
  'signin.change.title': 'Confirm your new email address',
  'signin.change.submit': 'Use this address',
  'signin.change.done': 'Your account now uses {email}.',
  'signin.error.state': 'This sign-in was started in another window or took too long. Please try again.',
  'signin.error.token': "The provider's answer could not be verified, so you were not signed in. Please try again.",
  'signin.error.grant': 'The provider did not confirm this sign-in (it took too long or was already used). Please try again.',
  'signin.error.cancelled': 'Sign-in was cancelled at the provider.',
  'signin.error.unavailable': 'The provider cannot be reached right now. Please try again later, or use another way in.',
  'signin.error.email-in-use':
    'An account already uses this email address. Sign in as you did before (password or email link), then link the provider under your security settings.',
  'signin.error.email-required': 'The provider did not share an email address, and practitioner accounts need one.',
  'signin.error.already-linked': 'That provider account is already linked to another account.',
  'signin.error.signed-out': 'You were signed out before the provider answered. Please sign in and try again.',
  'signin.methods.title': 'Ways to sign in',
  'signin.methods.email': 'Email address',
  'signin.methods.noEmail': 'No email address yet',
  'signin.methods.verified': 'Verified',
  'signin.methods.unverified': 'Not verified',
  'signin.methods.verify': 'Send a confirmation link',
  'signin.methods.verifySent': 'A confirmation link is on its way to your address. It works once, for 15 minutes.',
  'signin.methods.newEmail': 'New email address',
  'signin.methods.change': 'Change email address',
  'signin.methods.changeSent':
    'A confirmation link is on its way to the new address. Your email changes when you open it (within 15 minutes).',
  'signin.methods.password': 'Password',
  'signin.methods.passwordSet': 'A password is set.',
  'signin.methods.passwordNone': 'No password yet. To choose one, use "Forgot password?" on the sign-in page.',
  'signin.methods.providers': 'Linked accounts',
  'signin.methods.linkedAt': 'Linked on {date}',
  'signin.methods.link': 'Link {provider}',
  'signin.methods.unlink': 'Unlink',
  'signin.methods.linked': '{provider} is now linked to your account.',
  'signin.methods.unlinked': '{provider} was unlinked.',
  'signin.methods.none': 'No provider is linked.',
  'signin.activity.title': 'Recent sign-ins and changes',
  'signin.activity.empty': 'Nothing yet.',
  'signin.activity.line': '{event} · {method}',
  'signin.activity.from': 'from {address}',
  'signin.event.sign-in': 'Signed in',
  'signin.event.sign-up': 'Account created',
  'signin.event.provider-linked': 'Provider linked',
  'signin.event.provider-unlinked': 'Provider unlinked',
  'signin.event.password-reset': 'Password reset by email',
  'signin.event.password-changed': 'Password changed',
  'signin.event.email-verified': 'Email address confirmed',
  'signin.event.email-changed': 'Email address changed',
  'signin.event.signed-out-everywhere': 'Signed out everywhere',
  'signin.method.password': 'password',
  'signin.method.email-link': 'email link',
  'signin.method.email-code': 'email code',
  'signin.licence.title': 'Complete your professional details',
  'signin.licence.detail': 'Your account was opened without them. Your name and licence appear on your dashboard and reports.',
  'signin.licence.firstName': 'First name',
  'signin.licence.lastName': 'Last name',
  'signin.licence.number': 'License number',
  'signin.licence.state': 'License state',
  'signin.licence.submit': 'Save details',
  'signin.licence.saving': 'Saving...',
  'signin.licence.done': 'Your professional details are saved.',
} as const;

export const en = {
  ...coreEn,
  ...appEn,
  ...apiEn,
  ...consumerEn,
  ...recordsEn,
  ...practiceEn,
  ...patientsEn,
  ...consultationEn,
} as const;

export type MessageId = keyof typeof en;
/** Every locale's catalogue holds exactly the English ids. */
export type Catalog = Readonly<Record<MessageId, string>>;
