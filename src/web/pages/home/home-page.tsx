// Home (§2): every block, top to bottom.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { HOME_ANNOUNCEMENT_LIMIT } from '../../../shared/constants';
import { useAnnouncements } from '../../api/get-announcements';
import { HOME_GALLERY_SIZE, useGallery } from '../../api/get-gallery';
import { useMessages } from '../../lib/app-context';
import { AnnouncementItem } from '../../components/announcement-item';
import { Carousel } from '../../components/carousel';
import { ContactBlock } from '../../components/contact-block';
import { GalleryStrip } from '../../components/gallery-strip';
import { ListStatus } from '../../components/list-status';
import { ProgramCard } from '../../components/program-card';
import { SitePictureImage } from '../../components/responsive-image';
import { UpcomingEvents } from '../../components/upcoming-events';
import { VoiceCard } from '../../components/voice-card';
import { useSitePart } from '../../api/get-site-content';
import { paths } from '../../paths';
import './home-page.css';
import hillsUrl from '../../assets/hills.svg';

/** A home block whose heading row links to the whole list ("View all", and what, for screen readers). */
function ViewAllSection(props: { id: string; title: string; to: string; what?: string; children: ReactNode }) {
  const msgs = useMessages();
  return (
    <section className="section" aria-labelledby={props.id}>
      <div className="container">
        <div className="section__head">
          <h2 id={props.id}>{props.title}</h2>
          <Link to={props.to}>
            {msgs.web.viewAll}
            <span className="visually-hidden"> {props.what ?? props.title}</span>
          </Link>
        </div>
        {props.children}
      </div>
    </section>
  );
}

function LatestAnnouncements() {
  const msgs = useMessages();
  const m = msgs.web.home;
  const announcements = useAnnouncements();
  // §4: on error the list is emptied.
  const list = announcements.isError ? [] : (announcements.data ?? []).slice(0, HOME_ANNOUNCEMENT_LIMIT);
  return (
    <ViewAllSection id="home-announcements" title={m.latestAnnouncements} to={paths.forStudents} what={msgs.web.students.updates}>
      <ListStatus
        query={announcements}
        count={list.length}
        loading={msgs.lists.loadingAnnouncements}
        error={msgs.lists.announcementsFailed}
        empty={msgs.lists.noAnnouncements}
      />
      {list.length > 0 ? (
        <ul className="announcement-list">
          {list.map((a) => (
            <li key={a.id}>
              <AnnouncementItem announcement={a} />
            </li>
          ))}
        </ul>
      ) : null}
    </ViewAllSection>
  );
}

function HomeGallery() {
  const m = useMessages().web.home;
  const gallery = useGallery({ page_size: HOME_GALLERY_SIZE });
  return (
    <section className="section" aria-labelledby="home-gallery">
      <div className="container">
        <h2 id="home-gallery">{m.galleryTitle}</h2>
      </div>
      {/* §8: a failed load shows the empty text. */}
      {gallery.isPending ? null : <GalleryStrip items={gallery.isError ? [] : (gallery.data ?? [])} />}
    </section>
  );
}

export default function HomePage() {
  const msgs = useMessages();
  const m = msgs.web.home;
  const settings = useSitePart('settings');
  const programs = useSitePart('programs');
  const testimonials = useSitePart('testimonials');
  const volunteers = useSitePart('volunteer_experiences');
  // The picture staff uploaded (decision 0033), else the built-in hills.
  const hero = useSitePart('pictures').hero;
  return (
    <>
      <section className={hero ? 'hero hero--photo' : 'hero'}>
        {hero ? (
          <SitePictureImage picture={hero} className="hero__art" />
        ) : (
          <img src={hillsUrl} alt="" width="1200" height="400" className="hero__art" fetchPriority="high" />
        )}
        <div className="container hero__content">
          <h1 id="home-title">{settings.name}</h1>
          {settings.tagline ? <p className="hero__tagline">{settings.tagline}</p> : null}
          {settings.hero_text ? <p className="hero__text">{settings.hero_text}</p> : null}
          <Link to={paths.getInvolved} className="button">
            {m.joinCause}
          </Link>
        </div>
      </section>

      {settings.quote ? (
        <section className="container quote" aria-label={settings.quote_author || m.quoteLabel}>
          <blockquote>
            <p>“{settings.quote}”</p>
          </blockquote>
          {settings.quote_author ? <p className="quote__author">— {settings.quote_author}</p> : null}
        </section>
      ) : null}

      <LatestAnnouncements />

      <UpcomingEvents id="home-events" band />

      {/* The trust's words, as staff keep them: a block without its text is hidden. */}
      {settings.about_text || settings.project_text ? (
        <section className="section section--wash" aria-labelledby={settings.about_text ? 'home-about' : 'home-project'}>
          <div className="container home-about">
            {settings.about_text ? (
              <div>
                <h2 id="home-about">{m.aboutTitle}</h2>
                <p className="lead">{settings.about_text}</p>
                <Link to={paths.aboutUs} className="button button--outline">
                  {msgs.web.learnMore}
                  <span className="visually-hidden"> {m.aboutTitle}</span>
                </Link>
              </div>
            ) : null}
            {settings.project_text ? (
              <div>
                <h2 id="home-project">{m.projectTitle}</h2>
                <p>{settings.project_text}</p>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {programs.length > 0 ? (
        <section className="section" aria-labelledby="home-programs">
          <div className="container">
            <h2 id="home-programs">{m.programsTitle}</h2>
            <Carousel
              label={m.programsTitle}
              items={programs}
              itemKey={(p) => p.id}
              renderItem={(p) => <ProgramCard program={p} number={programs.indexOf(p) + 1} />}
            />
          </div>
        </section>
      ) : null}

      {testimonials.length > 0 ? (
        <ViewAllSection id="home-testimonials" title={m.testimonialsTitle} to={paths.teaching}>
          <Carousel label={m.testimonialsTitle} items={testimonials} itemKey={(t) => t.id} renderItem={(t) => <VoiceCard voice={t} />} />
        </ViewAllSection>
      ) : null}

      {volunteers.length > 0 ? (
        <ViewAllSection id="home-volunteers" title={m.volunteersTitle} to={paths.teaching}>
          <Carousel
            label={m.volunteersTitle}
            items={volunteers}
            itemKey={(v) => v.id}
            renderItem={(v) => <VoiceCard voice={v} />}
            perView={{ desktop: 2, mobile: 2 }}
          />
        </ViewAllSection>
      ) : null}

      <section className="section section--wash" aria-label={msgs.web.contact.blockTitle}>
        <div className="container">
          <ContactBlock />
        </div>
      </section>

      <HomeGallery />
    </>
  );
}
