// Slot coordinators, slots and departments (JSON, admins) under /api/slot-coordinators/; the
// preferences board, its CSV, and allocating coordinators to slots. The API lists each of them
// whole (no pages); only a coordinator has a call of its own, the others are found in their list.
import type {
  BoardSlot,
  Department,
  PreferencesBoard,
  SignInCode,
  Slot,
  SlotCoordinatorDetails,
  SmsStatus,
} from '../../shared/schemas/staff/slot-coordinators';
import type { ListPage } from '../../shared/http/transport';
import type { ConsoleApi, Query } from './api-client';
import { type Collection, collection } from './collection';

const BASE = '/api/slot-coordinators/';
const campQuery = (camp: string) => (camp ? { camp_id: camp } : {});

/** A page of a list the API gives whole (without page, everything). */
function paged<T>(calls: Collection<T>): Collection<T> {
  return {
    ...calls,
    async list(api: ConsoleApi, query: Query, signal?: AbortSignal): Promise<ListPage<T>> {
      const { rows } = await calls.list(api, {}, signal);
      const size = Number(query.page_size);
      if (!size) return { rows, total: rows.length };
      const from = (Math.max(1, Number(query.page) || 1) - 1) * size;
      return { rows: rows.slice(from, from + size), total: rows.length };
    },
  };
}

// The list masks phone numbers: one coordinator is opened whole by its own call (logged).
export const slotCoordinatorsApi = paged(collection<SlotCoordinatorDetails>(BASE));
export const slotsApi = paged(collection<Slot>(`${BASE}slots/`, { singleCall: false }));
export const departmentsApi = paged(collection<Department>(`${BASE}departments/`, { singleCall: false }));

export const slotBoardApi = {
  board: (api: ConsoleApi, camp: string, signal?: AbortSignal) => api.get<PreferencesBoard>(`${BASE}board/`, campQuery(camp), signal),
  exportCsv: (api: ConsoleApi, camp: string) => api.download(`${BASE}board/export.csv`, campQuery(camp)),
  allocate: (api: ConsoleApi, slotId: number, coordinatorId: number) =>
    api.request<BoardSlot>('POST', `${BASE}slots/${slotId}/allocations/`, { body: { coordinator: coordinatorId } }),
  unallocate: (api: ConsoleApi, slotId: number, coordinatorId: number) =>
    api.request<void>('DELETE', `${BASE}slots/${slotId}/allocations/${coordinatorId}/`),
};

/** Whether texts are sent, and a sign-in code given by hand while they are not (decision 0031). */
export const signInCodesApi = {
  smsStatus: (api: ConsoleApi, signal?: AbortSignal) => api.get<SmsStatus>(`${BASE}sms-status/`, undefined, signal),
  give: (api: ConsoleApi, coordinatorId: number) => api.request<SignInCode>('POST', `${BASE}${coordinatorId}/sign-in-code/`, { body: {} }),
};
