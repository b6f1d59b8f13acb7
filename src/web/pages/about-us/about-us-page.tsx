// About us (§2): breadcrumb, banner, vision (4), mission (3), founder's and coordinator's messages.
import { Link } from '../../app/router';
import { useMessages } from '../../app/app-context';
import { ImagePreloader } from '../../components/image-preloader';
import { PageBanner } from '../../components/page-banner';
import { coordinatorsMessage, foundersMessage, missionPoints, visionPoints } from '../../content/about';
import { trustees } from '../../content/trustees';
import { paths, sections } from '../../paths';
import './about-us-page.css';
import hillsUrl from '../../assets/hills.svg';

const PICTURES = [hillsUrl, trustees[0]!.photo, '/images/avatar-6.svg'];

function Message(props: { id: string; title: string; photo: string; message: { author: string; paragraphs: string[] } }) {
  return (
    <section id={props.id} className="section about-message" aria-labelledby={`${props.id}-title`}>
      <div className="container about-message__inner">
        <img src={props.photo} alt="" width="160" height="160" loading="lazy" decoding="async" />
        <div>
          <h2 id={`${props.id}-title`}>{props.title}</h2>
          {props.message.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="about-message__author">— {props.message.author}</p>
        </div>
      </div>
    </section>
  );
}

/** A section of numbered points (vision, mission), its heading titling it. */
function Points(props: { id: string; title: string; points: readonly string[] }) {
  return (
    <section id={props.id} className="section" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <ol className="point-list">
        {props.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ol>
    </section>
  );
}

export default function AboutUsPage() {
  const m = useMessages().web.about;
  return (
    <>
      <ImagePreloader sources={PICTURES} />
      <PageBanner title={m.title} text={m.bannerText} />
      <img src={hillsUrl} alt="" width="1200" height="400" className="about-banner-art" />
      <div className="container about-columns">
        <Points id={sections.vision} title={m.vision} points={visionPoints} />
        <Points id={sections.mission} title={m.mission} points={missionPoints} />
      </div>
      <Message id={sections.foundersMessage} title={m.foundersMessage} photo={trustees[0]!.photo} message={foundersMessage} />
      <Message id={sections.coordinatorsMessage} title={m.coordinatorsMessage} photo="/images/avatar-6.svg" message={coordinatorsMessage} />
      <section className="section section--wash" aria-labelledby="trustees-teaser">
        <div className="container">
          <h2 id="trustees-teaser">{m.ourTrustees}</h2>
          <p>{m.trusteesText}</p>
          <Link to={paths.trustees} className="button button--outline">
            {m.meetTrustees}
          </Link>
        </div>
      </section>
    </>
  );
}
