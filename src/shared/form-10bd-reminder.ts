// The console's Form 10BD reminder (decision 0037): Form 10BD of a financial year (April–March) is
// due by 31 May after it; from 1 May the dashboard says so, until 31 May or until staff mark the
// year's form filed. Pure: the date is the caller's (the API passes its clock's day in India).

/** The financial year to file on `today` (YYYY-MM-DD in India), or null: outside May, or already filed. */
export function form10bdDue(today: string, filed: ReadonlySet<string> | readonly string[]): string | null {
  if (today.slice(5, 7) !== '05') return null;
  const year = Number(today.slice(0, 4));
  const fy = `FY${year - 1}-${String(year % 100).padStart(2, '0')}`;
  const done = 'has' in filed ? filed.has(fy) : filed.includes(fy);
  return done ? null : fy;
}
