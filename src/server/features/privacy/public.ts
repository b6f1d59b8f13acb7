// What other features may use of personal data's services (decision 0032): the consent records a
// submission writes, the access log a record's opening writes, and the masks of lists; and the
// retention period staff set for a kind a feature erases itself (decision 0034: the students'
// applications' hourly job reads `application_drafts`, `withdrawn_applications` and
// `applications_after_cycle` with `retentionDays(db, kind)`).
export { consentsOf, recordConsents, recordWebConsents, submittedConsent } from './consents';
export { logStaffAccess } from './access-log';
export { destinationHash, issueCode, verifyCode } from './one-time-codes';
export { retentionDays } from './retention-elsewhere';
