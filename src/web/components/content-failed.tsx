// §8's "Failed to load some content. Please try again later." where a page's content from staff
// could not be read, with a button that asks again (without it the page stayed silently empty).
import { type SitePart, useSitePartsFailed } from '../api/get-site-content';
import { useMessages } from '../lib/app-context';

export function ContentFailed({ parts }: { parts: readonly SitePart[] }) {
  const l = useMessages().lists;
  const { failed, retrying, retry } = useSitePartsFailed(parts);
  if (!failed) return null;
  return (
    <div className="status status--error content-failed" role="alert">
      <p>{l.someContentFailed}</p>
      <button type="button" className="button button--small" onClick={retry} disabled={retrying}>
        {l.retry}
      </button>
    </div>
  );
}
