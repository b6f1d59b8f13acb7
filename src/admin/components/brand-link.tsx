// The trust's logo and name over "Staff console", linking back to the website.
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import logoUrl from '../../shared/assets/logo.svg';

export function BrandLink({ name, size, className, title }: { name: string; size: number; className?: string; title?: string }) {
  return (
    <a className={className} href={paths.website} title={title}>
      <img src={logoUrl} width={size} height={size} alt="" />
      <span>
        {name}
        <small>{m.title}</small>
      </span>
    </a>
  );
}
