// Get involved (§2, §4): tabs Volunteer, Donate, Partner with Us. The tab is in the address
// (?tab=donate) so it can be linked, and the tabs are links to it, for visitors without JavaScript;
// leaving the volunteer tab unmounts, and so resets, its form.
import { useTabParam } from '../../lib/use-tab-param';
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { PageBanner } from '../../components/page-banner';
import { Tabs } from '../../components/tabs';
import { DonationForm } from './donation-form';
import { PartnerOptions } from './partner-options';
import { VolunteerForm } from './volunteer-form';
import './get-involved-page.css';

export const INVOLVED_TABS = ['volunteer', 'donate', 'partner'] as const;

export default function GetInvolvedPage() {
  const m = useMessages().web.involved;
  // The Partner tab is a tap away: its options come with the page, whichever tab it opens on.
  useSitePart('partnership_options');
  const tabs = useTabParam(INVOLVED_TABS);
  const tab = tabs.selected;
  return (
    <>
      <PageBanner page="get_involved" title={m.title} text={m.intro} />
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
          onSelect={tabs.select}
          href={tabs.href}
        >
          {tab === 'volunteer' ? <VolunteerForm /> : tab === 'donate' ? <DonationForm /> : <PartnerOptions />}
        </Tabs>
      </div>
    </>
  );
}
