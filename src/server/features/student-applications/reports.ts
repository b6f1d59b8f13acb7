// Reports of a cycle's applications (decision 0041): counts by status for each district, class,
// gender and school type, the same on screen and in the CSV. A count under 5 (0 included) is shown
// as "<5", so that no small group of children can be picked out; and so that no total gives one
// back by subtraction, every row and column of a table (its totals included) has either no
// hidden count or at least two (the smallest shown ones are hidden too until that holds).
import type { Kysely } from 'kysely';
import {
  type CycleReport,
  REPORT_DIMENSIONS,
  REPORT_STATUSES,
  type ReportCell,
} from '../../../shared/schemas/student-application-after-test';
import type { CampScope } from '../../auth/camp-scope';
import type { Database } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { cycleInScope } from './promotion';

export const SMALL = 5;
type Dimension = (typeof REPORT_DIMENSIONS)[number];

/**
 * Which cells of a table with its margins to hide: `grid` is the table extended by a last column
 * of row totals and a last row of column totals (its corner the grand total). Every line (row or
 * column, margins included) ends with no hidden cell or at least two.
 */
export function suppressed(grid: readonly (readonly number[])[]): boolean[][] {
  const hidden = grid.map((row) => row.map((n) => n < SMALL));
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const lines: [number, number][][] = [
    ...Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => [r, c] as [number, number])),
    ...Array.from({ length: width }, (_, c) => Array.from({ length: height }, (_, r) => [r, c] as [number, number])),
  ];
  for (let changed = true; changed; ) {
    changed = false;
    for (const line of lines) {
      if (line.filter(([r, c]) => hidden[r]![c]).length !== 1) continue;
      // Hide the smallest shown count of the line, an inner one before a total.
      const shown = line.filter(([r, c]) => !hidden[r]![c]);
      const inner = shown.filter(([r, c]) => r < height - 1 && c < width - 1);
      const pick = (inner.length ? inner : shown).reduce((a, b) => (grid[b[0]]![b[1]]! < grid[a[0]]![a[1]]! ? b : a));
      hidden[pick[0]]![pick[1]] = true;
      changed = true;
    }
  }
  return hidden;
}

const show = (n: number, hide: boolean): ReportCell => (hide ? '<5' : n);

/** The cycle's report: one table per dimension, its rows the values seen, its columns the statuses. */
export async function cycleReport(db: Kysely<Database>, scope: CampScope, cycleId: number): Promise<CycleReport> {
  const cycle = await cycleInScope(db, scope, cycleId);
  const tables = [];
  for (const dimension of REPORT_DIMENSIONS) {
    const counts = await db
      .selectFrom('student_applications')
      .select([`${dimension} as value`, 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('cycle_id', '=', cycle.id)
      .where('erased_at', 'is', null)
      .where('status', '!=', 'draft')
      .groupBy([dimension, 'status'])
      .execute();
    const values = [...new Set(counts.map((c) => String(c.value)))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const inner = values.map((v) =>
      REPORT_STATUSES.map((s) => Number(counts.find((c) => String(c.value) === v && c.status === s)?.n ?? 0)),
    );
    const withTotals = inner.map((row) => [...row, row.reduce((a, b) => a + b, 0)]);
    const columnTotals = REPORT_STATUSES.map((_, i) => inner.reduce((a, row) => a + row[i]!, 0));
    const grid = [...withTotals, [...columnTotals, columnTotals.reduce((a, b) => a + b, 0)]];
    const hide = suppressed(grid);
    const last = REPORT_STATUSES.length;
    tables.push({
      dimension,
      rows: values.map((value, r) => ({
        value,
        counts: inner[r]!.map((n, c) => show(n, hide[r]![c]!)),
        total: show(grid[r]![last]!, hide[r]![last]!),
      })),
      totals: columnTotals.map((n, c) => show(n, hide[values.length]![c]!)),
      total: show(grid[values.length]![last]!, hide[values.length]![last]!),
    });
  }
  return { cycle_id: cycle.id, statuses: [...REPORT_STATUSES], tables };
}

/** The report as CSV: a line per dimension and value, then each dimension's totals (formula-safe). */
export function reportCsv(report: CycleReport): string {
  return toCsv(
    ['dimension', 'value', ...report.statuses, 'total'],
    report.tables.flatMap((t: CycleReport['tables'][number]) => [
      ...t.rows.map((r) => [t.dimension as Dimension, r.value, ...r.counts, r.total]),
      [t.dimension, 'total', ...t.totals, t.total],
    ]),
  );
}
