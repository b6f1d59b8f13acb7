import { useMessages } from '../../lib/app-context';
import { useUser } from '../user-context';

/** §2: shown while the shared user context holds an error. */
export function ConnectionBanner() {
  const { error } = useUser();
  const m = useMessages().web;
  if (!error) return null;
  return (
    <div className="connection-banner" role="status">
      {m.connectionIssue}
    </div>
  );
}
