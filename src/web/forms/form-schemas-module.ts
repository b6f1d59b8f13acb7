export { contactMessageInput, partnerApplicationInput, volunteerApplicationInput } from '../../shared/schemas/applications';
export { summarizeIssues } from '../../shared/schemas/fields';
export { withAgeGate } from '../../shared/schemas/privacy';
export { donationReportInput } from '../../shared/schemas/donations';
