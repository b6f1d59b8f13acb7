import { useMessages } from '../lib/app-context';
import { lines, useSitePart } from '../api/get-site-content';

/** §2: the trust's address, phone number and mail address, as staff keep them (each only when set). */
export function ContactBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const m = useMessages().web.contact;
  const settings = useSitePart('settings');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const address = lines(settings.contact_address);
  return (
    <div className="contact-block">
      <Heading>{m.blockTitle}</Heading>
      <dl className="contact-block__list">
        {address.length > 0 ? (
          <div>
            <dt>{m.address}</dt>
            <dd>
              <address>
                {address.map((line) => (
                  <span key={line} className="contact-block__line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        ) : null}
        {settings.contact_phone ? (
          <div>
            <dt>{m.phone}</dt>
            <dd>
              <a href={`tel:${settings.contact_phone.replace(/\s+/g, '')}`}>{settings.contact_phone}</a>
            </dd>
          </div>
        ) : null}
        {settings.contact_email ? (
          <div>
            <dt>{m.email}</dt>
            <dd>
              <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
