// Texts of personal data's pages and pieces (issue 24): the notice above every public form, the
// age gate, the privacy page (the console's privacy screens: en-privacy-console.ts).
// The notices' own words are content staff edit (features/privacy), not catalogue texts.
import { web } from './en-website';

/** The website's privacy texts, part of the website's catalogue (Hindi: hi-privacy.ts). */
export const privacy = {
  noticeTitle: 'Privacy notice',
  /** Before the list of fields and what each is for. */
  itemsTitle: 'What we ask for, and why',
  noticeVersion: 'Notice version {version}',
  optionalTitle: 'Optional (leave unticked if you prefer)',
  contactLine: 'Questions about your data: {name}',
  withdrawLink: 'Withdraw your consent',
  rightsLink: 'Ask to see, correct or erase your data',
  privacyLink: 'Privacy page',
  adult: 'I am 18 or older',
  /** Under the age box: what someone younger does. */
  underAge:
    'Under 18? Please ask a parent or guardian to fill in this form for you. Students apply to the camps through their school or a camp coordinator for now; an online application with a parent’s consent is coming.',
  page: {
    title: web.privacyFrame.footer,
    intro:
      'How the trust handles the personal data you give us through this website, under India’s Digital Personal Data Protection Act 2023.',
    contactTitle: 'Our privacy contact',
    noticesTitle: 'What each form asks for',
    rightsTitle: 'Your rights',
    rightsText:
      'You may ask for a summary of the data we hold about you, have it corrected or erased, name someone to act for you, and raise a grievance. We answer within 90 days, and aim for 30.',
    withdrawText: 'You may withdraw a consent at any time, as easily as you gave it.',
    trackersTitle: 'No trackers',
    trackersText: 'This website loads nothing from other sites: no analytics, no advertising, no fonts or scripts from elsewhere.',
    notSet: 'The trust has not named a privacy contact yet; write to the address on the contact page.',
    name: 'Name or designation',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
  },
  withdraw: {
    title: web.privacyFrame.withdrawTitle,
    intro:
      'Enter the phone number or e-mail address you gave us. We send a 6-digit code to it; then you see each consent you gave with it and withdraw any of them with one tap.',
    channel: 'Send the code to my',
    phone: 'Phone',
    email: 'E-mail',
    destination: 'Phone number or e-mail address',
    sendCode: 'Send me a code',
    codeTitle: 'Enter the code',
    codeSent: 'If we hold records with this phone number or e-mail address, a code is on its way. It works for 10 minutes.',
    code: '6-digit code',
    checkCode: 'Check the code',
    restart: 'Use another number or address',
    listTitle: 'Your consents',
    none: 'No consent given with this phone number or e-mail address is in force.',
    withdrawOne: 'Withdraw: {purpose}',
    withdrawn: 'Withdrawn. We stop using your data for it at once.',
    given: 'Given on {date} ({form})',
  },
  request: {
    title: web.privacyFrame.requestTitle,
    intro:
      'See the data we hold about you, have it corrected or erased, name someone to act for you, or raise a grievance. Enter the phone number or e-mail address you gave us; we send a 6-digit code to it to be sure it is yours.',
    formTitle: 'Your request',
    kind: 'What would you like?',
    kinds: {
      access: 'A summary of the data you hold about me',
      correction: 'Correct my data',
      erasure: 'Erase my data',
      nomination: 'Name someone to act for me (if I die or cannot act)',
      grievance: 'A complaint about how my data was handled',
    },
    details: 'Details (what to correct, whom you name, what went wrong)',
    file: 'Send my request',
    summaryNow: 'Show me the data you hold now',
    filedTitle: 'We have your request',
    filed:
      'Your request no. {id} ({kind}) is with us. We answer by {date} at the latest, and aim for much sooner, to this phone number or address.',
    another: 'Make another request',
    summaryTitle: 'The data we hold about you',
    summaryIntro:
      'Every record we hold with this phone number or e-mail address, the consents you gave with it, and the services that process it for us.',
    records: 'Records',
    noRecords: 'We hold no record with this phone number or e-mail address.',
    record: '{table} no. {id}, since {date}',
    consents: 'Consents in force',
    noConsents: 'None.',
    processors: 'Who processes it for us',
    back: 'Back to my request',
    fields: {
      full_name: 'Full name',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      phone_number: 'Phone',
      role: 'Role',
      message: 'Message',
      status: 'Status',
      organization_name: 'Organisation',
      contact_person: 'Contact person',
      partnership_interest: 'Interest',
      subject: 'Subject',
      standard: 'Class',
      school: 'School',
      village: 'Village',
      district: 'District',
      guardian_name: 'Guardian',
      guardian_phone: "Guardian's phone",
      preferences_note: 'Note',
      username: 'Username',
      kind: 'Request',
      details: 'Details',
      reply: 'Reply',
    },
    tables: {
      volunteer_applications: 'Volunteer application',
      partner_applications: 'Partner application',
      contact_messages: 'Contact message',
      students: 'Camp student',
      slot_coordinators: 'Slot coordinator',
      users: 'Staff account',
      rights_requests: 'Rights request',
    },
  },
  forms: {
    volunteer: 'Volunteer application',
    partner: 'Partner application',
    contact: 'Contact form',
    donation: 'Donation',
    slot_coordinators: 'Slot coordinators’ sign-in',
    rights_request: 'Rights request',
    student_application: 'Application to the camps',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PrivacyMessages = Widen<typeof privacy>;
