// What other features may use of donations (issue 27): the settings, as the receipts and the
// website's donation step read them.
export { getDonationSettings } from './settings';
