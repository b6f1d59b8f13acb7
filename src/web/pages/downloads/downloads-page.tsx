// Downloads (§2): brochure cards, report cards, and the grid of camp galleries.
import { Link } from '../../app/router';
import { useBrochures } from '../../api/get-brochures';
import { useGalleryCamps, type GalleryCamp } from '../../api/get-gallery-camps';
import { useMessages } from '../../app/app-context';
import { DownloadCard } from '../../components/download-card';
import { ListStatus } from '../../components/list-status';
import { PageBanner } from '../../components/page-banner';
import { Section } from '../../components/section';
import { reportSubtitle, ReportList } from '../../components/report-list';
import { ResponsiveImage } from '../../components/responsive-image';
import { fill } from '../../../shared/messages/fill';
import { paths, sections } from '../../paths';
import './downloads-page.css';

function Brochures() {
  const msgs = useMessages();
  const brochures = useBrochures();
  const list = brochures.isError ? [] : (brochures.data ?? []);
  return (
    <>
      <ListStatus
        query={{ isPending: brochures.isPending, isError: false }}
        count={list.length}
        loading={msgs.web.loading}
        empty={msgs.lists.noBrochures}
      />
      {list.length ? (
        <ul className="grid">
          {list.map((b) => (
            <li key={b.id}>
              <DownloadCard
                kind="brochure"
                id={b.id}
                title={b.title}
                subtitle={reportSubtitle({ year: b.year, location: undefined as unknown as null }, msgs.web.downloads)}
                updatedAt={b.updated_at ?? b.created_at}
                url={b.file_url}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CampCard({ camp }: { camp: GalleryCamp }) {
  const m = useMessages().web.downloads;
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

function CampGrid() {
  const msgs = useMessages();
  const camps = useGalleryCamps();
  const list = camps.isError ? [] : (camps.data ?? []);
  return (
    <>
      <ListStatus
        query={{ isPending: camps.isPending, isError: false }}
        count={list.length}
        loading={msgs.web.downloads.loadingGallery}
        empty={msgs.lists.noGallery}
      />
      {list.length ? (
        <ul className="grid camp-grid">
          {list.map((camp) => (
            <li key={camp.id}>
              <CampCard camp={camp} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export default function DownloadsPage() {
  const m = useMessages().web.downloads;
  return (
    <>
      <PageBanner title={m.title} text={m.intro} />
      <Section id={sections.brochures} titleId="brochures-title" title={m.brochures}>
        <Brochures />
      </Section>
      <Section id={sections.reports} titleId="reports-title" title={m.reports}>
        <ReportList />
      </Section>
      <Section id="gallery" titleId="gallery-title" title={m.gallery}>
        <CampGrid />
      </Section>
    </>
  );
}
