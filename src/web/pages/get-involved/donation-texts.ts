// Donations' texts in the page's language: English from this chunk; another language's from the
// page's data, as the privacy texts.
import { donations } from '../../../shared/messages/en-donations';
import { useMessages } from '../../lib/app-context';

export const useDonationTexts = () => useMessages().donations ?? donations;
