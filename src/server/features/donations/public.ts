// What other features may use of donations (decision 0037): the settings, as the receipts and the
// website's donation step read them.
export { getDonationSettings } from './settings';
