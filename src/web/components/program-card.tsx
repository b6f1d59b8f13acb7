import { Link } from '../app/router';
import { useMessages } from '../app/app-context';
import type { Program } from '../content/programs';
import { paths } from '../paths';
import './program-card.css';

/** A program in the home carousel: links to /programs/{id}, which leads to its section of Teaching. */
export function ProgramCard({ program }: { program: Program }) {
  const m = useMessages().web;
  const image = program.images[0]!;
  return (
    <article className="program-card">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <div className="program-card__body">
        <p className="program-card__number">{String(program.number).padStart(2, '0')}</p>
        <h3>{program.name}</h3>
        <p>{program.summary}</p>
        <Link to={paths.program(program.id)} className="program-card__link">
          {m.learnMore}
          <span className="visually-hidden">: {program.name}</span>
        </Link>
      </div>
    </article>
  );
}
