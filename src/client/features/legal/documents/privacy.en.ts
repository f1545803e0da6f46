import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-25',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Your account: username, email, name, the sign-in method you use, a one-way hash of your password if you set one (never the password itself), whether your email address is confirmed, and the Google, Apple or other sign-in accounts you link (the provider’s account identifier and the email it gave).',
        'If you use the personal check-in: your profile answers (gender, age, height, weight, language, health concerns, pregnancy status when you give it), each tongue photo, the engine’s reading of it, your questionnaire answers and free text, the recommendations made from them and your progress figures.',
        'If you are a practitioner: your professional details and the patient records you keep: patient details, consultations, tongue photos, pulse and symptom notes, analyses and reports.',
        'Photos are stripped of their metadata (location, camera details) when they arrive. We store no advertising identifiers and use no tracking cookies; besides the sign-in cookie, two cookies remember the language and the theme you chose, so that the first page can be sent already drawn in them.',
      ],
    },
    {
      heading: 'Where it is stored',
      paragraphs: [
        'In the database and file storage of the server that runs this app: by default an embedded database and a folder of photos on that server; in larger installations a PostgreSQL database and shared storage. Photos are served only to their owner’s signed-in session.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Until you delete it. A sign-in lasts 30 days unless you sign out sooner. Counters that protect sign-in against guessing last 15 minutes. Sign-in links and codes we email are stored only as one-way hashes and deleted when used or after 15 minutes. Your security list (each sign-in and change of a sign-in method, with its time and network address) is kept 90 days.',
        'When you delete a check-in, a session, a patient or your account, the records and the photo files go at once; they are not kept in an archive.',
      ],
    },
    {
      heading: 'Who processes it',
      paragraphs: [
        'Our own analysis engine runs on our server. When an installation is configured to use an external analysis service for practitioners, that service receives the consultation’s clinical fields and a link to the tongue photo that works for 15 minutes only.',
        'We do not sell or share your data with anyone else.',
      ],
    },
    {
      heading: 'Your rights: see, take and erase your data',
      paragraphs: [
        'Consumers: Profile → Privacy & Security lets you download everything we hold about you (a zip of your records and photos), delete a single check-in from your history, or delete your account with everything in it.',
        'Practitioners: each patient’s page lets you export that patient’s record or delete it with all its sessions and photos; your settings let you delete your account once no patient record remains.',
        'You can change your password and sign out of all devices at any time.',
      ],
    },
    {
      heading: 'Educational use',
      paragraphs: [
        'MTC Health gives educational information about Traditional Chinese Medicine. It is not medical advice, does not diagnose disease and does not replace a doctor. If you have severe, sudden or worrying symptoms, see a doctor or call your emergency number.',
      ],
    },
  ],
};
