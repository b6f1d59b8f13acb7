import { Link } from 'react-router';
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import { PageHeader } from './page-header';

/** What a coordinator sees on an admin-only address (the API refuses it anyway). */
export function NotAllowed() {
  return (
    <>
      <PageHeader title={m.notAllowedTitle} />
      <p className="notice notice--error">{m.notAllowed}</p>
      <Link to={paths.home}>{m.nav.dashboard}</Link>
    </>
  );
}
