/** Loading, error and empty texts of a list (§4, §8): one of them, or nothing when there are items (a list that shows its empty text on a failed load passes `isError: false`). */
export function ListStatus(props: {
  query: { isPending: boolean; isError: boolean };
  count: number;
  loading: string;
  error?: string;
  empty: string;
}) {
  if (props.query.isPending) return <LoadingStatus text={props.loading} />;
  if (props.query.isError) return <ErrorStatus text={props.error} />;
  if (props.count === 0) return <p className="status">{props.empty}</p>;
  return null;
}

/** The line a page or list shows while it loads. */
export const LoadingStatus = ({ text }: { text: string }) => (
  <p className="status" role="status">
    {text}
  </p>
);

/** The line a page or list shows when its load failed (§8). */
export const ErrorStatus = ({ text }: { text: string | undefined }) => (
  <p className="status status--error" role="alert">
    {text}
  </p>
);
