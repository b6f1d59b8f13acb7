import type { ReactNode } from 'react';
import { useMessages } from '../lib/app-context';
import { lines, useSitePart } from '../api/get-site-content';

/** §2: the trust's address, phone number and mail address, as staff keep them (each only when set). */
export function ContactBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const m = useMessages().web.contact;
  const settings = useSitePart('settings');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact-block">
      <Heading>{m.blockTitle}</Heading>
      <ContactList
        address={settings.contact_address}
        phone={settings.contact_phone}
        email={settings.contact_email}
        labels={{ address: m.address, phone: m.phone, email: m.email }}
      />
    </div>
  );
}

/** An address, a phone number and an e-mail address as a labelled list (each only when set). */
export function ContactList(props: {
  address: string;
  phone: string;
  email: string;
  labels: { address: string; phone: string; email: string };
  children?: ReactNode;
}) {
  const address = lines(props.address);
  const m = props.labels;
  return (
    <dl className="contact-block__list">
      {props.children}
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
      {props.phone ? (
        <div>
          <dt>{m.phone}</dt>
          <dd>
            <a href={`tel:${props.phone.replace(/\s+/g, '')}`}>{props.phone}</a>
          </dd>
        </div>
      ) : null}
      {props.email ? (
        <div>
          <dt>{m.email}</dt>
          <dd>
            <a href={`mailto:${props.email}`}>{props.email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
