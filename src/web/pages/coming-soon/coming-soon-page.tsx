import { Link } from '../../lib/router';
import { useMessages } from '../../lib/app-context';
import { paths } from '../../paths';

export default function ComingSoonPage() {
  const m = useMessages().web.comingSoon;
  return (
    <div className="container section">
      <h1>{m.title}</h1>
      <p className="lead">{m.text}</p>
      <Link to={paths.home} className="button">
        {m.home}
      </Link>
    </div>
  );
}
