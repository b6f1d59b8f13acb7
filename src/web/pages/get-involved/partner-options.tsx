// §4: the partnership options staff keep expand individually; "I'm Interested" and the general inquiry
// open the form overlay with the interest prefilled.
import { useCallback, useState } from 'react';
import { GENERAL_PARTNERSHIP_INQUIRY } from '../../../shared/constants';
import { useMessages } from '../../app/app-context';
import { useSiteContent } from '../../api/get-site-content';
import { sections } from '../../paths';
import { PartnerDialog } from './partner-form';

export function PartnerOptions() {
  const m = useMessages().web.involved;
  const { partnership_options: options } = useSiteContent();
  const [interest, setInterest] = useState<string | null>(null);
  const close = useCallback(() => setInterest(null), []);
  return (
    <div>
      <h2>{m.partnerTitle}</h2>
      <p>{m.partnerText}</p>
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
                <button
                  type="button"
                  className="button button--small"
                  // The name says which option, as one string (a hidden span got a stray space in Chromium's name).
                  aria-label={`${m.interested}: ${option.title}`}
                  onClick={() => setInterest(option.title)}
                >
                  {m.interested}
                </button>
              </div>
            </details>
          ))}
        </div>
      ) : null}
      <div className="card partner-general">
        <h3>{m.generalTitle}</h3>
        <p>{m.generalText}</p>
        <button type="button" className="button button--outline" onClick={() => setInterest(GENERAL_PARTNERSHIP_INQUIRY)}>
          {m.generalButton}
        </button>
      </div>
      {interest !== null ? <PartnerDialog key={interest} interest={interest} onClose={close} /> : null}
    </div>
  );
}
