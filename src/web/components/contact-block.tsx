import { useMessages } from '../app/app-context';
import { contactDetails } from '../content/site';

/** §2: the static address in Ghaziabad, a phone number and a mail address. */
export function ContactBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const m = useMessages().web.contact;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact-block">
      <Heading>{m.blockTitle}</Heading>
      <dl className="contact-block__list">
        <div>
          <dt>{m.address}</dt>
          <dd>
            <address>
              {contactDetails.addressLines.map((line) => (
                <span key={line} className="contact-block__line">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>{m.phone}</dt>
          <dd>
            <a href={`tel:${contactDetails.phone.replace(/\s+/g, '')}`}>{contactDetails.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{m.email}</dt>
          <dd>
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
