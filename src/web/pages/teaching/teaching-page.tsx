// Teaching (§2): breadcrumb Home > Teaching, banner, programs, teaching approach, testimonials,
// volunteer experience, reports. The trust's content is what staff keep; an empty list hides its section.
import { useMessages } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { Carousel } from '../../components/carousel';
import { ImagePreloader } from '../../components/image-preloader';
import { PageBanner } from '../../components/page-banner';
import { pickVariant, StoredImage } from '../../components/responsive-image';
import { Section } from '../../components/section';
import { ContentFailed } from '../../components/content-failed';
import { ReportList } from '../../components/report-list';
import { VoiceCard } from '../../components/voice-card';
import type { ContentImage } from '../../../shared/schemas/staff/site-content';
import { sections } from '../../paths';
import { PointList } from '../../components/point-list';
import './teaching-page.css';

const preview = (image: ContentImage | null) => (image ? (pickVariant(image.variants, 400)?.url ?? image.url) : null);

export default function TeachingPage() {
  const msgs = useMessages();
  const m = msgs.web.teaching;
  const about = useSitePart('about');
  const programs = useSitePart('programs');
  const testimonials = useSitePart('testimonials');
  const volunteers = useSitePart('volunteer_experiences');
  const pictures = [...programs, ...testimonials].map((i) => preview(i.image)).filter((p): p is string => !!p);
  return (
    <>
      <ImagePreloader sources={pictures} />
      <PageBanner page="teaching" title={m.title} text={m.bannerText} />
      <div className="container">
        <ContentFailed parts={['about', 'programs', 'testimonials', 'volunteer_experiences']} />
      </div>

      {programs.length > 0 || about.program_facts.length > 0 ? (
        <Section id={sections.programs} titleId="programs-title" title={m.programs}>
          <div className="program-list">
            {programs.map((program, i) => (
              <article key={program.id} id={sections.program(program.slug)} className="program">
                <StoredImage of={program} width={480} height={300} sizes="(max-width: 640px) 100vw, 480px" eager={i === 0} />
                <div>
                  <p className="program__number">{String(i + 1).padStart(2, '0')}</p>
                  <h3>{program.title}</h3>
                  <p>{program.text}</p>
                  {program.facts.length > 0 ? (
                    <ul className="check-list">
                      {program.facts.map((fact) => (
                        <li key={fact.label}>
                          <strong>{fact.label}:</strong> {fact.text}
                          <PointList points={fact.sub_points} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
          {about.program_facts.length > 0 ? (
            <>
              <h3>{m.factsTitle}</h3>
              <dl className="facts">
                {about.program_facts.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </Section>
      ) : null}

      {about.teaching_approach.length > 0 ? (
        <Section id={sections.teachingApproach} titleId="approach-title" title={m.approach} wash>
          <ul className="grid">
            {about.teaching_approach.map((a) => (
              <li key={a.title} className="card">
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {testimonials.length > 0 ? (
        <Section id={sections.testimonials} titleId="testimonials-title" title={m.testimonials}>
          <p className="lead">{m.testimonialsSubtitle}</p>
          <Carousel label={m.testimonials} items={testimonials} itemKey={(t) => t.id} renderItem={(t) => <VoiceCard voice={t} />} />
        </Section>
      ) : null}

      {volunteers.length > 0 ? (
        <Section id={sections.volunteers} titleId="volunteers-title" title={m.volunteers}>
          <Carousel label={m.volunteers} items={volunteers} itemKey={(v) => v.id} renderItem={(v) => <VoiceCard voice={v} />} />
        </Section>
      ) : null}

      <Section id={sections.reports} titleId="reports-title" title={m.reports}>
        <ReportList emptyText={msgs.lists.noReportsSentence} />
      </Section>
    </>
  );
}
