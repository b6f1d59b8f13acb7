// What other features may use of personal data's services (decision 0032): the consent records a
// submission writes, the access log a record's opening writes, the masks of lists, the one-time
// codes that prove a phone number or an e-mail address (the donor statement's, decision 0037), and
// the retention period staff set for a kind a feature erases itself (decision 0034: the students'
// applications' hourly job reads `application_drafts` and `withdrawn_applications`, their cycle
// erasure `applications_after_cycle`, with `retentionDays(db, kind)`).
export { consentsOf, recordConsents, recordWebConsents, submittedConsent } from './consents';
export { logStaffAccess } from './access-log';
export {
  type CodeChannel,
  codeLimiters,
  codeRefusal,
  deliverCode,
  destinationHash,
  destinationKeyOf,
  e164,
  issueCode,
  normalisedDestination,
  provenBy,
  verifyCode,
} from './one-time-codes';
export { retentionDays } from './retention-elsewhere';
