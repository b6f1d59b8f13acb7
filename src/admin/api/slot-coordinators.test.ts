import { describe, expect, it } from 'vitest';
import type { ConsoleApi, Query } from './api-client';
import { slotBoardApi, slotsApi } from './slot-coordinators';

/** A console API that answers every list with the same whole list, and records the calls. */
function fakeApi(rows: { id: number }[]) {
  const calls: { method: string; path: string; query?: Query; body?: unknown }[] = [];
  const api = {
    list: async (path: string, query?: Query) => {
      calls.push({ method: 'GET', path, query });
      return { rows, total: rows.length };
    },
    get: async (path: string, query?: Query) => {
      calls.push({ method: 'GET', path, query });
      return {};
    },
    request: async (method: string, path: string, opts: { body?: unknown } = {}) => {
      calls.push({ method, path, body: opts.body });
      return undefined;
    },
    download: async (path: string, query?: Query) => {
      calls.push({ method: 'GET', path, query });
      return { blob: new Blob([]), filename: null };
    },
  } as unknown as ConsoleApi;
  return { api, calls };
}

describe('the slot coordinator calls of the console', () => {
  it('pages a list the API gives whole, and asks the API for all of it', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));
    const { api, calls } = fakeApi(rows);
    const second = await slotsApi.list(api, { page: 2, page_size: 20 });
    expect(second.total).toBe(45);
    expect(second.rows.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect((await slotsApi.list(api, { page: 3, page_size: 20 })).rows).toHaveLength(5);
    expect((await slotsApi.list(api, {})).rows).toHaveLength(45);
    expect(calls.every((c) => c.path === '/api/slot-coordinators/slots/' && Object.keys(c.query ?? {}).length === 0)).toBe(true);
  });

  it('sends the camp filter, the allocation and its removal to their addresses', async () => {
    const { api, calls } = fakeApi([]);
    await slotBoardApi.board(api, '3');
    await slotBoardApi.board(api, '');
    await slotBoardApi.exportCsv(api, '3');
    await slotBoardApi.allocate(api, 7, 12);
    await slotBoardApi.unallocate(api, 7, 12);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/slot-coordinators/board/', query: { camp_id: '3' } },
      { method: 'GET', path: '/api/slot-coordinators/board/', query: {} },
      { method: 'GET', path: '/api/slot-coordinators/board/export.csv', query: { camp_id: '3' } },
      { method: 'POST', path: '/api/slot-coordinators/slots/7/allocations/', body: { coordinator: 12 } },
      { method: 'DELETE', path: '/api/slot-coordinators/slots/7/allocations/12/', body: undefined },
    ]);
  });
});
