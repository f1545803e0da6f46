import type { LegalDocument } from './types.ts';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-24',
  sections: [
    {
      heading: 'What MTC Health is',
      paragraphs: [
        'MTC Health offers educational information about Traditional Chinese Medicine (TCM): a tongue-photo check-in with general guidance for individuals, and tools for licensed TCM practitioners to keep patient records and support their own pattern differentiation.',
      ],
    },
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Nothing in the app is medical advice, a diagnosis or a prescription. Readings of a tongue photo can be wrong, especially in poor light or on an unfamiliar camera. Herbal, dietary and lifestyle suggestions for individuals are general and carry no doses.',
        'Do not delay seeing a doctor because of anything shown here. Chest pain, bleeding, fainting, sudden weight loss, black stools or bleeding in pregnancy need a doctor now.',
        'Ask a qualified practitioner or pharmacist before taking any herb, especially if you are pregnant, breastfeeding, take medicines or have a long-term condition.',
      ],
    },
    {
      heading: 'Practitioners',
      paragraphs: [
        'Practitioner accounts are for licensed practitioners. The analysis supports, and never replaces, your own clinical judgement; you remain responsible for every diagnosis, formula, dose and referral, and for the consent of the patients whose records you keep.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself and tell us if you think someone else used your account. You may delete your account at any time from your settings.',
        'Do not upload photos of other people without their consent, try to reach data that is not yours, or overload the service.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'Your photos and records stay yours. We use them only to provide the service to you, as the Privacy Policy describes.',
      ],
    },
    {
      heading: 'Changes and availability',
      paragraphs: [
        'We may change these terms; the date above shows the latest version. The service is provided as it is, without a promise that it is always available or free of errors.',
      ],
    },
  ],
};
