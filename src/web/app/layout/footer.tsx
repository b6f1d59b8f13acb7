import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { socialLinks, useSitePart } from '../../api/get-site-content';
import { fill } from '../../../shared/messages/fill';
import { paths } from '../../paths';
import { mainPageLinks } from './site-links';
import { useConfig, useMessages } from '../../lib/app-context';
import { SocialIcon } from './social-icon';

export function Footer() {
  const { web: m } = useMessages();
  const config = useConfig();
  const settings = useSitePart('settings');
  const social = socialLinks(settings);
  const year = new Date(config.renderedAt).getFullYear();
  const explore = mainPageLinks(m.nav);
  const work = [
    { to: paths.mission, label: m.footer.mission },
    { to: paths.vision, label: m.footer.vision },
    { to: paths.foundersMessage, label: m.footer.foundersMessage },
    { to: paths.programs, label: m.footer.programs },
    { to: paths.teachingMethods, label: m.footer.teachingMethods },
    { to: paths.testimonials, label: m.footer.testimonials },
    { to: paths.brochureReports, label: m.footer.brochureReports },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {settings.name}
          </h2>
          {settings.tagline ? <p>{settings.tagline}</p> : null}
          <p>
            {settings.contact_email ? <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a> : null}
            {settings.contact_email && settings.contact_phone ? <br /> : null}
            {settings.contact_phone ? <a href={`tel:${settings.contact_phone.replace(/\s+/g, '')}`}>{settings.contact_phone}</a> : null}
          </p>
          <p className="site-footer__privacy">
            <Link to={paths.privacy}>{m.privacyFrame.footer}</Link>
            {settings.privacy_contact_email ? (
              <>
                <br />
                {m.privacyFrame.contact}
                {': '}
                {settings.privacy_contact_name ? `${settings.privacy_contact_name}, ` : null}
                <a href={`mailto:${settings.privacy_contact_email}`}>{settings.privacy_contact_email}</a>
              </>
            ) : null}
          </p>
        </section>
        <FooterLinks id="footer-explore" title={m.footer.explore} links={explore} />
        <FooterLinks id="footer-work" title={m.footer.ourWork} links={work}>
          <li>
            <Link to={paths.slotCoordinators}>{m.nav.slotCoordinators}</Link>
          </li>
          <li>
            <a href={paths.login}>{m.footer.staffLogin}</a>
          </li>
        </FooterLinks>
        {social.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="site-footer__title">
              {m.footer.followUs}
            </h2>
            <ul className="site-footer__social">
              {social.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={fill(m.footer.social, { name: s.name })}>
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__copyright">{fill(m.footer.copyright, { year, name: settings.name })}</p>
    </footer>
  );
}

/** A titled list of links in the footer; `children` are more items at its end. */
function FooterLinks(props: { id: string; title: string; links: { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <nav aria-labelledby={props.id}>
      <h2 id={props.id} className="site-footer__title">
        {props.title}
      </h2>
      <ul>
        {props.links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
        {props.children}
      </ul>
    </nav>
  );
}
