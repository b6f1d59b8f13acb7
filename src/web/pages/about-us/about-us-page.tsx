// About us (§2): breadcrumb, banner, vision, mission, founder's and coordinator's messages, as
// staff keep them; a section with nothing in it is left out.
import { Link } from '../../lib/router';
import { useMessages } from '../../lib/app-context';
import { paragraphs, useSitePart } from '../../api/get-site-content';
import { ContentFailed } from '../../components/content-failed';
import { ImagePreloader } from '../../components/image-preloader';
import { PageBanner } from '../../components/page-banner';
import { pickVariant, ResponsiveImage } from '../../components/responsive-image';
import type { ContentImage } from '../../../shared/schemas/staff/site-content';
import { paths, sections } from '../../paths';
import './about-us-page.css';
import hillsUrl from '../../assets/hills.svg';

function Message(props: { id: string; title: string; photo: ContentImage | null; text: string; author: string }) {
  if (!props.text) return null;
  return (
    <section id={props.id} className="section about-message" aria-labelledby={`${props.id}-title`}>
      <div className="container about-message__inner">
        {props.photo ? (
          <ResponsiveImage src={props.photo.url} variants={props.photo.variants} alt="" width={160} height={160} sizes="160px" />
        ) : null}
        <div>
          <h2 id={`${props.id}-title`}>{props.title}</h2>
          {paragraphs(props.text).map((p) => (
            <p key={p}>{p}</p>
          ))}
          {props.author ? <p className="about-message__author">— {props.author}</p> : null}
        </div>
      </div>
    </section>
  );
}

/** A section of numbered points (vision, mission), its heading titling it. */
function Points(props: { id: string; title: string; points: readonly string[] }) {
  if (props.points.length === 0) return null;
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

const author = (name: string, title: string) => [name, title].filter(Boolean).join(', ');
const photoUrl = (photo: ContentImage | null) => (photo ? (pickVariant(photo.variants, 400)?.url ?? photo.url) : null);

export default function AboutUsPage() {
  const m = useMessages().web.about;
  const about = useSitePart('about');
  const trustees = useSitePart('trustees');
  const pictures = [hillsUrl, photoUrl(about.founder_photo), photoUrl(about.coordinator_photo)].filter((p): p is string => !!p);
  return (
    <>
      <ImagePreloader sources={pictures} />
      <PageBanner page="about" title={m.title} text={m.bannerText} />
      <img src={hillsUrl} alt="" width="1200" height="400" className="about-banner-art" />
      <div className="container">
        <ContentFailed parts={['about', 'trustees']} />
      </div>
      <div className="container about-columns">
        <Points id={sections.vision} title={m.vision} points={about.vision_points} />
        <Points id={sections.mission} title={m.mission} points={about.mission_points} />
      </div>
      <Message
        id={sections.foundersMessage}
        title={m.foundersMessage}
        photo={about.founder_photo}
        text={about.founder_message}
        author={author(about.founder_name, about.founder_title)}
      />
      <Message
        id={sections.coordinatorsMessage}
        title={m.coordinatorsMessage}
        photo={about.coordinator_photo}
        text={about.coordinator_message}
        author={author(about.coordinator_name, about.coordinator_title)}
      />
      {trustees.length > 0 ? (
        <section className="section section--wash" aria-labelledby="trustees-teaser">
          <div className="container">
            <h2 id="trustees-teaser">{m.ourTrustees}</h2>
            <p>{m.trusteesText}</p>
            <Link to={paths.trustees} className="button button--outline">
              {m.meetTrustees}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
