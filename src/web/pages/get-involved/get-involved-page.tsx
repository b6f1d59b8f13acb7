// Get involved (§2, §4): tabs Volunteer, Donate, Partner with Us. The tab is in the address
// (?tab=donate) so it can be linked, and the tabs are links to it, for visitors without JavaScript;
// leaving the volunteer tab unmounts, and so resets, its form.
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { TabbedPage } from '../../components/tabbed-page';
import { DonationForm } from './donation-form';
import { PartnerOptions } from './partner-options';
import { VolunteerForm } from './volunteer-form';
import './get-involved-page.css';

export const INVOLVED_TABS = ['volunteer', 'donate', 'partner'] as const;

export default function GetInvolvedPage() {
  const m = useMessages().web.involved;
  // The Partner tab is a tap away: its options come with the page, whichever tab it opens on.
  useSitePart('partnership_options');
  return (
    <TabbedPage
      id="involved"
      page="get_involved"
      title={m.title}
      intro={m.intro}
      label={m.tabsLabel}
      keys={INVOLVED_TABS}
      tabs={{ volunteer: [m.volunteerTab, VolunteerForm], donate: [m.donateTab, DonationForm], partner: [m.partnerTab, PartnerOptions] }}
    />
  );
}
