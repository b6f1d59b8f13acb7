// A list screen's page, sort and camp filter live in the address, so Back and reload keep them.
import { useSearchParams } from 'react-router';
import type { SortState } from './sorting';

export const PAGE_SIZE = 20;

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const key = params.get('sort');
  const sort: SortState | null = key ? { key, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' } : null;
  const camp = params.get('camp') ?? '';

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return {
    page,
    sort,
    camp,
    params,
    setPage: (p: number) => update({ page: p > 1 ? String(p) : null }),
    setSort: (s: SortState | null) => update({ sort: s?.key ?? null, dir: s?.direction ?? null, page: null }),
    setCamp: (c: string) => update({ camp: c, page: null }),
    set: update,
  };
}
