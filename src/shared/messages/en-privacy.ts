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
