// The slot coordinator calls (decisions 0015 and 0016), through the website's API client but with the
// coordinator's own session token: kept in this tab's sessionStorage (gone when the tab closes),
// sent as `Authorization: Token sc_…`, never the staff token. The API marks every reply of these
// calls `Cache-Control: no-store`, so no shared cache keeps one.
import type { SlotCoordinatorDetails } from '../../../shared/schemas/staff/slot-coordinators';
import { createApiClient } from '../../api/api-client';

export type Details = SlotCoordinatorDetails;
export type Slot = Details['preferences']['slots'][number];
export type Department = Details['preferences']['departments'][number];

export const SLOT_TOKEN_KEY = 'slot_coordinator_token';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const slotToken = {
  read: (): string | null => storage()?.getItem(SLOT_TOKEN_KEY) ?? null,
  write: (token: string) => storage()?.setItem(SLOT_TOKEN_KEY, token),
  clear: () => storage()?.removeItem(SLOT_TOKEN_KEY),
};

const BASE = '/api/slot-coordinators';

export function slotApi(apiUrl: string) {
  const client = createApiClient({
    baseUrl: apiUrl,
    // The client's token slot holds the coordinator's token here; a 401 clears it.
    storage: { getItem: () => slotToken.read(), removeItem: () => slotToken.clear() },
    readCookies: () => document.cookie,
    // A code request that got no reply is not sent again by itself: that could send two texts.
    resendDelaysMs: [],
  });
  return {
    requestCode: (phone: string) => client.post<{ detail: string; retry_after: number }>(`${BASE}/request-otp/`, { phone_number: phone }),
    /** The phone number goes too: the code is found by it when the browser did not keep request-otp's cookie. */
    verify: (phone: string, otp: string) =>
      client.post<{ token: string; expires_at: string; coordinator: Details }>(`${BASE}/verify-otp/`, { otp, phone_number: phone }),
    details: () => client.get<Details>(`${BASE}/details/`),
    slots: () => client.getList<Slot>(`${BASE}/slots/`),
    departments: () => client.getList<Department>(`${BASE}/departments/`),
    save: (input: { slots: number[]; departments: number[]; note: string }) => client.post<Details>(`${BASE}/preferences/`, input),
    signOut: async () => {
      try {
        await client.post<unknown>(`${BASE}/logout/`, {});
      } catch {
        // The 204 has no body to read, and a failure changes nothing here: the token is dropped anyway.
      }
    },
  };
}
export type SlotApi = ReturnType<typeof slotApi>;
