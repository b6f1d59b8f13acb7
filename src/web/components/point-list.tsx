// A list of short points (a trustee's, a partnership option's, a programme fact's); nothing when
// there are none, so a record without points shows no empty list.
export function PointList({ points, className }: { points: readonly string[]; className?: string }) {
  if (points.length === 0) return null;
  return (
    <ul className={className}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
