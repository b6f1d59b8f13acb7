// A titled band of a page: the section (a link target by its id), its container and its heading.
import type { ReactNode } from 'react';

export function Section(props: { id: string; titleId: string; title: string; wash?: boolean; children: ReactNode }) {
  return (
    <section id={props.id} className={props.wash ? 'section section--wash' : 'section'} aria-labelledby={props.titleId}>
      <div className="container">
        <h2 id={props.titleId}>{props.title}</h2>
        {props.children}
      </div>
    </section>
  );
}
