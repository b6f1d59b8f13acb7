// /login and /register sit outside the frame; the staff console's own screens replace this.
import { useMessages } from '../../lib/app-context';
import { paths } from '../../paths';

export default function StaffPlaceholderPage() {
  const m = useMessages().web;
  return (
    <main id="main" className="container section">
      <h1>{m.staff.title}</h1>
      <p>{m.staff.text}</p>
      <a href={paths.home}>{m.nav.home}</a>
    </main>
  );
}
