// Trustees (§2): banner and the numbered profiles staff keep, in their order.
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { PageBanner } from '../../components/page-banner';
import { ContentFailed } from '../../components/content-failed';
import { sections } from '../../paths';
import { StoredImage } from '../../components/responsive-image';
import { PointList } from '../../components/point-list';
import './trustees-page.css';

export default function TrusteesPage() {
  const m = useMessages().web.trustees;
  const trustees = useSitePart('trustees');
  return (
    <>
      <PageBanner page="trustees" title={m.title} text={m.bannerText} />
      <div className="container">
        <ContentFailed parts={['trustees']} />
        {trustees.length > 0 ? (
          <ol className="trustee-list">
            {trustees.map((t, i) => (
              <li key={t.id} id={sections.trustee(t.id)} className="trustee">
                <span className="trustee__number" aria-hidden="true">
                  {i + 1}
                </span>
                <StoredImage of={t} width={160} height={160} sizes="160px" eager={i < 2} />
                <div>
                  <h2 className="trustee__name">{t.name}</h2>
                  <p className="trustee__role">{t.title || m.trustee}</p>
                  <PointList points={t.points} className="check-list" />
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}
