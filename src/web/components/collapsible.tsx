// A section that starts collapsed (§4) and opens with its heading: a <details>, so that it opens
// before and without JavaScript too (decision 0030).
import { type ReactNode, useState } from 'react';
import './collapsible.css';

export function Collapsible(props: { title: ReactNode; initiallyOpen?: boolean; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  // Only the first render's: after that the visitor opens and closes it (a sort put back to none
  // must not close the section it was made in).
  const [initiallyOpen] = useState(props.initiallyOpen);
  return (
    <details className="collapsible" open={initiallyOpen || undefined}>
      <summary className="collapsible__button">
        <Heading className="collapsible__heading">{props.title}</Heading>
        <span aria-hidden="true" className="collapsible__icon" />
      </summary>
      <div className="collapsible__body">{props.children}</div>
    </details>
  );
}
