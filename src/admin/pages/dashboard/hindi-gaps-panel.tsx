// The dashboard's "Hindi still missing": per kind, how many items have English and no Hindi yet,
// each with a link to where staff add it (decision 0031). Kinds with nothing missing are left out.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { HindiKind } from '../../../shared/schemas/staff/hindi-gaps';
import { hindiGapsApi } from '../../api/hindi-gaps';
import { useApi } from '../../lib/console-context';
import { fillCount, m } from '../../lib/messages';
import { paths } from '../../lib/paths';

const t = m.tasks.hindi;

/** Where each kind's items are edited. */
const WHERE: Record<HindiKind, string> = {
  site_settings: paths.siteSettings,
  site_about: paths.siteAbout,
  programs: paths.sitePrograms,
  testimonials: paths.siteTestimonials,
  volunteer_experiences: paths.siteVolunteerExperiences,
  trustees: paths.siteTrustees,
  partnership_options: paths.sitePartnershipOptions,
  announcements: paths.announcements,
  events: paths.events,
  camps: paths.camps,
  gallery_items: paths.gallery,
  test_papers: paths.testPapers,
  test_results: paths.testResults,
  brochures: paths.brochures,
  reports: paths.reports,
};

export function HindiGapsPanel() {
  const api = useApi();
  const gaps = useQuery({ queryKey: ['hindi-gaps'], queryFn: ({ signal }) => hindiGapsApi.list(api, signal) });
  const missing = (gaps.data ?? []).filter((g) => g.missing > 0);
  return (
    <section className="panel" aria-labelledby="dash-hindi">
      <h2 id="dash-hindi">{t.title}</h2>
      {!gaps.data ? (
        <p className="muted">{m.loading}</p>
      ) : missing.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <>
          <p className="muted">{t.intro}</p>
          <ul className="hindi-gaps">
            {missing.map((g) => (
              <li key={g.kind}>
                <Link to={WHERE[g.kind]}>{t.kinds[g.kind]}</Link>: {fillCount(t.count, g.missing, { total: g.total })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
