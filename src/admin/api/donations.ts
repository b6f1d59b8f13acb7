// Donations (decision 0037, "The console"): the list and records, recording a gift, the statement
// import and its preview, the review, receipts, Form 10BD and the settings. Every call is an admin's.
import type { z } from 'zod';
import type { DonationSettings, DonationSettingsEdit, statementImport, statementImportResult } from '../../shared/schemas/donations';
import type {
  DonationReceiptRow,
  DonationRecord,
  DonationRow,
  Form10bdYears,
  statementMappings,
} from '../../shared/schemas/donations-console';
import type { ConsoleApi, Query } from './api-client';

const BASE = '/api/donations/';
export type StatementImport = z.input<typeof statementImport>;
export type StatementResult = z.infer<typeof statementImportResult>;
export type StatementMappings = z.infer<typeof statementMappings>;
export interface Reviewed {
  reference: string;
  status: 'verified' | 'rejected';
  receipt: string;
}

export const donationsApi = {
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<DonationRow>(`${BASE}records/`, query, signal),
  record: (api: ConsoleApi, id: number, signal?: AbortSignal) => api.get<DonationRecord>(`${BASE}records/${id}/`, undefined, signal),
  match: (api: ConsoleApi, id: number, body: { note: string; amount?: string }) =>
    api.request<Reviewed>('POST', `${BASE}records/${id}/match/`, { body }),
  reject: (api: ConsoleApi, id: number, reason: string) =>
    api.request<Reviewed>('POST', `${BASE}records/${id}/reject/`, { body: { reason } }),
  recordGift: (api: ConsoleApi, body: Record<string, string>) =>
    api.request<{ reference: string; receipt: string }>('POST', `${BASE}gifts/`, { body }),
  mappings: (api: ConsoleApi, signal?: AbortSignal) => api.get<StatementMappings>(`${BASE}statement-mappings/`, undefined, signal),
  preview: (api: ConsoleApi, body: StatementImport) => api.request<StatementResult>('POST', `${BASE}statements/preview/`, { body }),
  importStatement: (api: ConsoleApi, body: StatementImport) => api.request<StatementResult>('POST', `${BASE}statements/`, { body }),
  receipts: (api: ConsoleApi, fy: string, signal?: AbortSignal) => api.get<DonationReceiptRow[]>(`${BASE}receipts/`, { fy }, signal),
  receiptPdf: (api: ConsoleApi, id: number) => api.download(`${BASE}receipts/${id}/pdf/`),
  cancelReceipt: (api: ConsoleApi, id: number, reason: string) =>
    api.request<{ cancelled: string; issued: string }>('POST', `${BASE}receipts/${id}/cancel/`, { body: { reason } }),
  form10bdYears: (api: ConsoleApi, signal?: AbortSignal) => api.get<Form10bdYears>(`${BASE}form-10bd/`, undefined, signal),
  form10bdReminder: (api: ConsoleApi, signal?: AbortSignal) =>
    api.get<{ reminder: string | null }>(`${BASE}form-10bd/reminder/`, undefined, signal),
  form10bdCsv: (api: ConsoleApi, fy: string) => api.download(`${BASE}form-10bd/${fy}/`),
  markFiled: (api: ConsoleApi, fy: string) =>
    api.request<{ financial_year: string; filed_at: string }>('POST', `${BASE}form-10bd/${fy}/filed/`),
  settings: (api: ConsoleApi, signal?: AbortSignal) => api.get<DonationSettings>(`${BASE}settings/`, undefined, signal),
  saveSettings: (api: ConsoleApi, body: DonationSettingsEdit) => api.request<DonationSettings>('PUT', `${BASE}settings/`, { body }),
};
