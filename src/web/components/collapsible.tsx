// A section that starts collapsed (§4) and opens with its heading button.
import { useId, useState, type ReactNode } from 'react';
import './collapsible.css';

export function Collapsible(props: { title: ReactNode; initiallyOpen?: boolean; children: ReactNode; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const id = useId();
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="collapsible">
      <Heading className="collapsible__heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="collapsible__button">
          <span>{props.title}</span>
          <span aria-hidden="true" className="collapsible__icon">
            {open ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <div id={id} hidden={!open} className="collapsible__body">
        {props.children}
      </div>
    </section>
  );
}
