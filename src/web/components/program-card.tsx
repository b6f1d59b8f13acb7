import { Link } from '../lib/router';
import { useMessages } from '../lib/app-context';
import type { Program } from '../../shared/schemas/staff/site-content';
import { paths } from '../paths';
import { StoredImage } from './responsive-image';
import './program-card.css';

/** A program in the home carousel (`number` counts from 1): links to /programs/{slug}, which leads to its section of Teaching. */
export function ProgramCard({ program, number }: { program: Program; number: number }) {
  const m = useMessages().web;
  return (
    <article className="program-card">
      <StoredImage of={program} width={480} height={300} sizes="(max-width: 640px) 100vw, 480px" />
      <div className="program-card__body">
        <p className="program-card__number">{String(number).padStart(2, '0')}</p>
        <h3>{program.title}</h3>
        <p>{program.text}</p>
        <Link to={paths.program(program.slug)} className="program-card__link">
          {m.learnMore}
          <span className="visually-hidden">: {program.title}</span>
        </Link>
      </div>
    </article>
  );
}
