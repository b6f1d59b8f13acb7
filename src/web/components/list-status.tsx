/** Loading, error and empty texts of a list (§4, §8): one of them, or nothing when there are items (a list that shows its empty text on a failed load passes `isError: false`). */
export function ListStatus(props: {
  query: { isPending: boolean; isError: boolean };
  count: number;
  loading: string;
  error?: string;
  empty: string;
}) {
  if (props.query.isPending || props.query.isError) return <LoadStatus {...props} />;
  if (props.count === 0) return <p className="status">{props.empty}</p>;
  return null;
}

/** The loading or the error text of a query, or nothing once it has its data. */
export function LoadStatus(props: { query: { isPending: boolean; isError: boolean }; loading: string; error?: string }) {
  if (props.query.isPending)
    return (
      <p className="status" role="status">
        {props.loading}
      </p>
    );
  if (props.query.isError)
    return (
      <p className="status status--error" role="alert">
        {props.error}
      </p>
    );
  return null;
}
