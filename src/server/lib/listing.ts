// Runs a list call's two queries: the page of rows (ordered off an index) and, only when the page
// alone cannot tell, the total for `X-Total-Count`.
import type { CompiledQuery } from 'kysely';
import type { PageQuery } from './pagination';
import { pageWindow } from './pagination';

export interface ListQueries<R> {
  rows: { execute(): Promise<R[]>; compile(): CompiledQuery };
  count: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>; compile(): CompiledQuery };
}

export interface ListResult<R> {
  rows: R[];
  total: number;
}

export async function runList<R>(queries: ListQueries<R>, page: PageQuery): Promise<ListResult<R>> {
  const { limit, offset } = pageWindow(page);
  const rows = await queries.rows.execute();
  // A page that is not full and not past the end says the total by itself.
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  const { n } = await queries.count.executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
