// What other features may use of personal data's services (decision 0032): the consent records a
// submission writes, the access log a record's opening writes, the masks of lists, and the one-time
// codes that prove a phone number or an e-mail address (the donor statement's, decision 0037).
export { consentsOf, recordConsents, submittedConsent } from './consents';
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
