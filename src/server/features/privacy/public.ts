// What other features may use of personal data's services (decision 0032): the consent records a
// submission writes, the access log a record's opening writes, and the masks of lists.
export { consentsOf, recordConsents, submittedConsent } from './consents';
export { logStaffAccess } from './access-log';
export { destinationHash, issueCode, verifyCode } from './one-time-codes';
