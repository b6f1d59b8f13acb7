// Teaching (§2): breadcrumb Home > Teaching, banner, programs, teaching approach, testimonials,
// volunteer experience, reports.
import { useMessages } from '../../app/app-context';
import { Carousel } from '../../components/carousel';
import { ImagePreloader } from '../../components/image-preloader';
import { PageBanner } from '../../components/page-banner';
import { Section } from '../../components/section';
import { ReportList } from '../../components/report-list';
import { VoiceCard } from '../../components/voice-card';
import { programFacts, teachingApproach } from '../../content/about';
import { testimonials, volunteerExperiences } from '../../content/people';
import { programs } from '../../content/programs';
import { sections } from '../../paths';
import './teaching-page.css';

const PICTURES = [...programs.flatMap((p) => p.images.map((i) => i.src)), ...testimonials.map((t) => t.image)];

export default function TeachingPage() {
  const msgs = useMessages();
  const m = msgs.web.teaching;
  return (
    <>
      <ImagePreloader sources={PICTURES} />
      <PageBanner title={m.title} text={m.bannerText} />

      <Section id={sections.programs} titleId="programs-title" title={m.programs}>
        <div className="program-list">
          {programs.map((program, i) => (
            <article key={program.id} id={sections.program(program.id)} className="program">
              <img
                src={program.images[0]!.src}
                alt={program.images[0]!.alt}
                width={program.images[0]!.width}
                height={program.images[0]!.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div>
                <p className="program__number">{String(program.number).padStart(2, '0')}</p>
                <h3>{program.name}</h3>
                <p>{program.summary}</p>
                <ul className="check-list">
                  {program.points.map((point) => (
                    <li key={point.label}>
                      <strong>{point.label}:</strong> {point.text}
                      {point.subPoints ? (
                        <ul>
                          {point.subPoints.map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
        <h3>{m.factsTitle}</h3>
        <dl className="facts">
          {programFacts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id={sections.teachingApproach} titleId="approach-title" title={m.approach} wash>
        <ul className="grid">
          {teachingApproach.map((a) => (
            <li key={a.title} className="card">
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={sections.testimonials} titleId="testimonials-title" title={m.testimonials}>
        <p className="lead">{m.testimonialsSubtitle}</p>
        <Carousel label={m.testimonials} items={testimonials} itemKey={(t) => t.name} renderItem={(t) => <VoiceCard voice={t} />} />
      </Section>

      <Section id={sections.volunteers} titleId="volunteers-title" title={m.volunteers}>
        <Carousel label={m.volunteers} items={volunteerExperiences} itemKey={(v) => v.name} renderItem={(v) => <VoiceCard voice={v} />} />
      </Section>

      <Section id={sections.reports} titleId="reports-title" title={m.reports}>
        <ReportList emptyText={msgs.lists.noReportsSentence} />
      </Section>
    </>
  );
}
