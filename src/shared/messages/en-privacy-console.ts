// The staff console's privacy screens (issue 24), in a module of their own so that no public
// page's chunk carries them.

/** The console's privacy screens (English only, like the rest of the console). */
export const privacyConsole = {
  notices: {
    title: 'Privacy notices',
    intro:
      'The notice each public form shows above its button. Saving a changed text makes a new version; every submission keeps the version its sender saw.',
    form: 'Form',
    version: 'Version',
    hash: 'Fingerprint',
    savedBy: 'Saved',
    intro_en: 'Introduction',
    intro_hi: 'Introduction (Hindi)',
    items_en: 'Fields and purposes, one a line ("Field: purpose")',
    items_hi: 'Fields and purposes (Hindi), one a line',
    purpose: 'Purpose “{key}”',
    purposeHi: 'Purpose “{key}” (Hindi)',
    optional: 'optional (an unticked box)',
    required: 'needed for the form',
    saveVersion: 'Save as a new version',
    unchanged: 'Nothing changed: the version stays {version}.',
    savedVersion: 'Saved as version {version}.',
    forms: {
      volunteer: 'Volunteer application',
      partner: 'Partner application',
      contact: 'Contact message',
      donation: 'Donation',
      slot_coordinators: 'Slot coordinators',
      rights_request: 'Rights request',
      student_application: 'Student application',
    },
  },
  accessLog: {
    title: 'Access log',
    intro:
      'Every opening of a personal record in the console and every export: who, what, which record or filter, and when. Kept at least a year.',
    when: 'When',
    who: 'Who',
    action: 'Action',
    what: 'Record',
    filter: 'Filter',
    empty: 'Nothing has been opened or exported yet.',
    view: 'Opened',
    export: 'Exported',
  },
  consents: {
    title: 'Consents',
    purpose: 'Purpose',
    action: 'Given or withdrawn',
    notice: 'Notice',
    channel: 'Channel',
    given: 'Given',
    withdrawn: 'Withdrawn',
  },
  settings: {
    privacy: 'Privacy contact',
    name: 'Name or designation',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
  },
  nav: { notices: 'Privacy notices', accessLog: 'Access log' },
} as const;

/** What every e-mail the site sends ends with (issue 24): how to stop it. */
export const privacyMail = {
  stop: 'To stop these messages or withdraw a consent you gave us: {url}',
  stopLink: 'Stop these messages or withdraw a consent',
  codeSubject: 'Your code: {code}',
  codeText: 'Your code for the trust’s privacy page is {code}. It works for 10 minutes. If you did not ask for it, ignore this message.',
  codeSms: '{code} is your code for the trust’s privacy page. It works for 10 minutes.',
  codeSent: 'If we hold records with this phone number or e-mail address, a code is on its way.',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'That code has expired. Please ask for a new one.',
  codeUsedUp: 'That code can no longer be used. Please ask for a new one.',
} as const;
