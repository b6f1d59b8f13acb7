// Why each kind of personal data is kept as long as it is: the default reasons the retention
// schedule shows until staff write their own (decision 0034), and the refusals of a period out
// of bounds. Hindi: hi-privacy-retention.ts (same shape).

export const retentionReasons = {
  spam: 'Kept a month in case a real message was marked by mistake.',
  withdrawn: 'Nothing else needs them. Two days, so the dry run shows them for a night; erased within 7 days even if a run fails.',
  contact_messages: 'A question answered is done with; a year covers a follow-up.',
  applications: 'Not taken up: a year covers the next camp season. Someone taken up works from a staff account.',
  rights_requests: 'Proof of the answer, should the Data Protection Board ask: three years (the general limitation period).',
  one_time_codes: 'Useless once expired; a code that proves a consent or a request stays with it.',
  sent_mail: 'Kept three months to answer "did you send it?".',
  access_log: 'Rule 6 of the DPDP Rules asks for at least a year: a year and a month.',
  students:
    'The camp is over; the next year’s selection and the report to funders still name who attended. Two years after the camp’s year ends.',
  donations:
    'Income-tax rule 17AA: a trust keeps its accounts and the vouchers behind them for 10 years. Not less. A donation with an 80G receipt stays as long as its receipt.',
  application_drafts: 'A draft never sent on, or never confirmed by a parent, gave no consent: a week to finish it.',
  withdrawn_applications: 'Withdrawn by the family: the personal data goes within 7 days; the number and dates stay.',
  applications_after_cycle: 'After the cycle closes: six months covers questions about the selection and the waiting list.',
} as const;

export const retentionRefusals = {
  days: 'Give a whole number of days.',
  tooShort: 'Keep it at least {min} days: {reason}',
  tooLong: 'Keep it at most {max} days.',
  unknown: 'There is no such kind of data in the schedule.',
} as const;
