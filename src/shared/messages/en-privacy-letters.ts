// What the trust sends a person about their personal data, in English (Hindi: hi-privacy-letters.ts,
// same shape): a rights request's answer, the erasure answer when donation records must stay, and
// a breach notice (DPDP Rules rule 7). Server-side texts: no public page imports them.
import type { Widen } from './widen';

export const privacyLetters = {
  answerSubject: 'Your request to the trust (no. {id})',
  answerIntro: 'This is the trust’s answer to your request no. {id} about your personal data.',
  answerRefused: 'We cannot do what you asked, for this reason: {reason}',
  answerContact:
    'Questions, or not satisfied? Our privacy contact: {contact}. You may also complain to the Data Protection Board of India.',
  answerSms: 'The trust has answered your request no. {id}: {text}',
  /** The erasure answer to someone who gave donations (Income-tax rule 17AA; decision 0034). */
  erasureDonations:
    'We have erased your other personal data. The records of your {count} donation(s) stay: the Income-tax Rules (rule 17AA) require a trust to keep its accounts and the vouchers behind them for 10 years. They are erased when those 10 years end, and used for nothing else meanwhile.',
  breachSubject: 'A security incident involving your personal data',
  breachIntro: 'We are writing to tell you of a personal-data breach at the trust that may involve data you gave us ({kinds}).',
  breachWhen: 'We learned of it on {date}.',
  breachClosing:
    'We have reported it to the Data Protection Board of India. If you have questions, or want to know what we hold about you, write to our privacy contact or use {url}.',
  breachSms: 'The trust: a data breach may involve your data ({kinds}). {text} Details: {url}',
  kinds: {
    volunteers: 'a volunteer application',
    partners: 'a partner application',
    contact_messages: 'a contact message',
    slot_coordinators: 'a slot coordinator’s sign-in',
    parents: 'a student application (parent’s phone or e-mail)',
    donations: 'a donation',
  },
} as const;
export type PrivacyLetters = Widen<typeof privacyLetters>;
