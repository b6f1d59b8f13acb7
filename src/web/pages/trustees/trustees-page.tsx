// Trustees (§2): banner and five numbered profiles; the first is the Founder and Chairperson.
import { useMessages } from '../../app/app-context';
import { PageBanner } from '../../components/page-banner';
import { trustees } from '../../content/trustees';
import './trustees-page.css';

export default function TrusteesPage() {
  const m = useMessages().web.trustees;
  return (
    <>
      <PageBanner title={m.title} text={m.bannerText} />
      <div className="container">
        <ol className="trustee-list">
          {trustees.map((t, i) => (
            <li key={t.name} className="trustee">
              <span className="trustee__number" aria-hidden="true">
                {i + 1}
              </span>
              <img src={t.photo} alt={t.photoAlt} width="160" height="160" loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
              <div>
                <h2 className="trustee__name">{t.name}</h2>
                <p className="trustee__role">{i === 0 ? m.founder : m.trustee}</p>
                <ul className="check-list">
                  {t.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
