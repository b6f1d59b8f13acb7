// Get involved (§2, §4): tabs Volunteer, Donate, Partner with Us. The tab is in the address
// (?tab=donate) so it can be linked, and the tabs are links to it, for visitors without JavaScript;
// leaving the volunteer tab unmounts, and so resets, its form.
import { Suspense } from 'react';
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { lazyPage } from '../../lib/lazy-page';
import { TabbedPage } from '../../components/tabbed-page';
import { VolunteerForm } from './volunteer-form';
import './get-involved-page.css';

export const INVOLVED_TABS = ['volunteer', 'donate', 'partner'] as const;

// The donate step (its form, the payment details, the declaration and their texts) and the
// partner options are chunks of their own, loaded when their tab is opened (or before hydration
// when the address opens on it), so that the page and each tab stay inside the route JavaScript
// budget (decision 0005).
const later = {
  donate: lazyPage(() => import('./donation-form').then((m) => ({ default: m.DonationForm }))),
  partner: lazyPage(() => import('./partner-options').then((m) => ({ default: m.PartnerOptions }))),
};
type Later = keyof typeof later;

/** The parts this address shows (every part without one: the server's render). */
export const ready = (search?: URLSearchParams) =>
  Promise.all((Object.keys(later) as Later[]).filter((tab) => !search || search.get('tab') === tab).map((tab) => later[tab].preload()));

/** A tab loaded later, with a line saying so meanwhile. */
function LaterTab({ tab }: { tab: Later }) {
  const loading = useMessages().web.loadingPage;
  const Part = later[tab].Component;
  return (
    <Suspense fallback={<p className="page-loading">{loading}</p>}>
      <Part />
    </Suspense>
  );
}
const DonateStep = () => <LaterTab tab="donate" />;
const PartnerTab = () => <LaterTab tab="partner" />;

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
      tabs={{ volunteer: [m.volunteerTab, VolunteerForm], donate: [m.donateTab, DonateStep], partner: [m.partnerTab, PartnerTab] }}
    />
  );
}
