// Downloads (§2): brochure cards, report cards, and the grid of camp galleries.
import { inLang } from '../../../shared/lang-content';
import { localized } from '../../../shared/lang';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useBrochures } from '../../api/get-brochures';
import { useGalleryCamps, type GalleryCamp } from '../../api/get-gallery-camps';
import { useLang, useMessages } from '../../lib/app-context';
import { DownloadCard } from '../../components/download-card';
import { ListStatus } from '../../components/list-status';
import { PageBanner } from '../../components/page-banner';
import { Pager, usePageParam } from '../../components/pager';
import { BROCHURES_PAGE } from '../../api/public-page';
import { Section } from '../../components/section';
import { reportSubtitle, ReportList } from '../../components/report-list';
import { ResponsiveImage } from '../../components/responsive-image';
import { fill } from '../../../shared/messages/fill';
import { paths, sections } from '../../paths';
import './downloads-page.css';

/** Cards from the API in a grid; a failed load shows the empty text (§8). */
function CardGrid<T extends { id: number }>(props: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  /** Under the grid: its pages, if it has them. */
  pager?: ReactNode;
  loading: string;
  empty: string;
  className: string;
  card(item: T): ReactNode;
}) {
  const list = props.query.isError ? [] : (props.query.data ?? []);
  return (
    <>
      <ListStatus
        query={{ isPending: props.query.isPending, isError: false }}
        count={list.length}
        loading={props.loading}
        empty={props.empty}
      />
      {list.length ? (
        <ul className={props.className}>
          {list.map((item) => (
            <li key={item.id}>{props.card(item)}</li>
          ))}
        </ul>
      ) : null}
      {props.pager}
    </>
  );
}

function CampCard(props: { camp: GalleryCamp }) {
  const m = useMessages().web.downloads;
  const camp = inLang(props.camp, useLang());
  // The camp's own picture, else the newest picture of its gallery.
  const variants = camp.image ? camp.image_variants : (camp.cover?.variants ?? []);
  return (
    <Link to={paths.campGallery(camp.id)} className="camp-card">
      <ResponsiveImage
        src={camp.image ?? camp.cover?.image}
        variants={variants}
        alt=""
        width={400}
        height={267}
        sizes="(max-width: 600px) 100vw, 300px"
      />
      <span className="camp-card__body">
        <span className="camp-card__name">{camp.name}</span>
        <span className="camp-card__meta">
          {[camp.location || m.unknownLocation, camp.year].filter(Boolean).join(', ')}
          {typeof camp.image_count === 'number' ? ` · ${fill(m.photos, { count: camp.image_count })}` : ''}
        </span>
      </span>
    </Link>
  );
}

export default function DownloadsPage() {
  const msgs = useMessages();
  const m = msgs.web.downloads;
  const brochurePage = usePageParam(BROCHURES_PAGE);
  const brochures = useBrochures(brochurePage);
  const camps = useGalleryCamps();
  const lang = useLang();
  return (
    <>
      <PageBanner page="downloads" title={m.title} text={m.intro} />
      <Section id={sections.brochures} titleId="brochures-title" title={m.brochures}>
        <CardGrid
          query={{ ...brochures, data: brochures.data?.rows }}
          pager={
            brochures.isSuccess ? (
              <Pager
                list={m.brochures}
                param={BROCHURES_PAGE}
                page={brochurePage}
                total={brochures.data.total}
                anchor={sections.brochures}
              />
            ) : null
          }
          loading={msgs.web.loading}
          empty={msgs.lists.noBrochures}
          className="grid"
          card={(b) => (
            <DownloadCard
              kind="brochure"
              id={b.id}
              title={localized(b, 'title', lang)}
              subtitle={reportSubtitle({ year: b.year, location: undefined as unknown as null }, m)}
              updatedAt={b.updated_at ?? b.created_at}
              url={b.file_url}
            />
          )}
        />
      </Section>
      <Section id={sections.reports} titleId="reports-title" title={m.reports}>
        <ReportList anchor={sections.reports} />
      </Section>
      <Section id="gallery" titleId="gallery-title" title={m.gallery}>
        <CardGrid
          query={camps}
          loading={m.loadingGallery}
          empty={msgs.lists.noGallery}
          className="grid camp-grid"
          card={(camp) => <CampCard camp={camp} />}
        />
      </Section>
    </>
  );
}
