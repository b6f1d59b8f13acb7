// Get involved (§2, §4): tabs Volunteer, Donate, Partner with Us. The tab is in the address
// (?tab=donate) so it can be linked, and the tabs are links to it, for visitors without JavaScript;
// leaving the volunteer tab unmounts, and so resets, its form.
import { useLocation, useSearchParams } from '../../lib/router';
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { PageBanner } from '../../components/page-banner';
import { Tabs } from '../../components/tabs';
import { DonationForm } from './donation-form';
import { PartnerOptions } from './partner-options';
import { VolunteerForm } from './volunteer-form';
import './get-involved-page.css';

export const INVOLVED_TABS = ['volunteer', 'donate', 'partner'] as const;
type InvolvedTab = (typeof INVOLVED_TABS)[number];

export default function GetInvolvedPage() {
  const m = useMessages().web.involved;
  // The Partner tab is a tap away: its options come with the page, whichever tab it opens on.
  useSitePart('partnership_options');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') ?? '';
  const tab: InvolvedTab = (INVOLVED_TABS as readonly string[]).includes(requested) ? (requested as InvolvedTab) : 'volunteer';
  const { pathname } = useLocation();
  const select = (key: InvolvedTab) => setSearch(key === 'volunteer' ? {} : { tab: key }, { replace: true, preventScrollReset: true });
  return (
    <>
      <PageBanner title={m.title} text={m.intro} />
      <div className="container section">
        <Tabs
          id="involved"
          label={m.tabsLabel}
          tabs={[
            { key: 'volunteer', label: m.volunteerTab },
            { key: 'donate', label: m.donateTab },
            { key: 'partner', label: m.partnerTab },
          ]}
          selected={tab}
          onSelect={select}
          href={(key) => (key === 'volunteer' ? pathname : `${pathname}?tab=${key}`)}
        >
          {tab === 'volunteer' ? <VolunteerForm /> : tab === 'donate' ? <DonationForm /> : <PartnerOptions />}
        </Tabs>
      </div>
    </>
  );
}
