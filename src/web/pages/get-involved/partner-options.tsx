// §4: the partnership options staff keep expand individually; "I'm Interested" and the general inquiry
// open the form overlay with the interest prefilled. They are links to the page with the form in
// place (`?tab=partner&interest=3`), which is what a visitor without JavaScript gets (0023).
import { type MouseEvent, useCallback, useState } from 'react';
import { GENERAL_PARTNERSHIP_INQUIRY } from '../../../shared/constants';
import { useMessages, usePostedView } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { sections } from '../../paths';
import { PartnerDialog } from './partner-form';
import { ContentFailed } from '../../components/content-failed';

/** A link that opens the overlay (a button to its users) once the page runs; a plain link before. */
function OpenForm(props: { id: string; className: string; label?: string; text: string; onOpen(): void }) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    props.onOpen();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without JavaScript (to the form in the page), a button with it
    <a
      role="button"
      href={`?tab=partner&interest=${props.id}#partner-form`}
      className={props.className}
      aria-label={props.label}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === ' ') open(e as unknown as MouseEvent);
      }}
    >
      {props.text}
    </a>
  );
}

export function PartnerOptions() {
  const m = useMessages().web.involved;
  const options = useSitePart('partnership_options');
  const [interest, setInterest] = useState<string | null>(null);
  const close = useCallback(() => setInterest(null), []);
  // The form in the page, without JavaScript: asked for by a link, or answering its post (0023).
  const inPage = usePostedView()?.partner;
  return (
    <div>
      <h2>{m.partnerTitle}</h2>
      <p>{m.partnerText}</p>
      <ContentFailed parts={['partnership_options']} />
      {options.length > 0 ? (
        <div className="partner-options">
          {options.map((option) => (
            <details key={option.id} id={sections.partnershipOption(option.id)} className="partner-option">
              <summary>{option.title}</summary>
              <div className="partner-option__body">
                <p>{option.description}</p>
                {option.points.length > 0 ? (
                  <ul className="check-list">
                    {option.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
                <OpenForm
                  id={String(option.id)}
                  className="button button--small"
                  // The name says which option, as one string (a hidden span got a stray space in Chromium's name).
                  label={`${m.interested}: ${option.title}`}
                  text={m.interested}
                  onOpen={() => setInterest(option.title)}
                />
              </div>
            </details>
          ))}
        </div>
      ) : null}
      <div className="card partner-general">
        <h3>{m.generalTitle}</h3>
        <p>{m.generalText}</p>
        <OpenForm
          id="general"
          className="button button--outline"
          text={m.generalButton}
          onOpen={() => setInterest(GENERAL_PARTNERSHIP_INQUIRY)}
        />
      </div>
      {interest !== null ? <PartnerDialog key={interest} interest={interest} onClose={close} /> : inPage}
    </div>
  );
}
