// The Hindi catalogue every Hindi page needs: the website's texts and the parts of the pages
// outside the application folder. Built as a file of its own (decision 0045): loaded by /hi/…
// pages only, cached once and reused by every Hindi page (catalogue.ts).
import { donationsHi } from '../../shared/messages/hi-donations';
import { privacyHi } from '../../shared/messages/hi-privacy';
import { slotCoordinatorsHi } from '../../shared/messages/hi-slot-coordinators';
import { websiteMessagesHi } from '../../shared/messages/hi-website';
import type { Messages } from '../lib/app-context';

export const hindiSite: Messages = {
  ...websiteMessagesHi,
  slotCoordinators: slotCoordinatorsHi,
  privacy: privacyHi,
  donations: donationsHi,
};
