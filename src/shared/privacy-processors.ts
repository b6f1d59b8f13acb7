// The processors an access summary names (DPDP Act s.11: the summary says with whom data is
// shared), by key, so that a page names them in its own language; zod-free, for the public pages.
import { fill } from './messages/fill';
import type { PrivacyMessages } from './messages/en-privacy';

export const PROCESSOR_KEYS = ['hosting', 'file_store', 'email', 'sms'] as const;
export type ProcessorKey = (typeof PROCESSOR_KEYS)[number];

type RequestTexts = Pick<PrivacyMessages['request'], 'processorNames' | 'processorPurposes' | 'trustServer' | 'notConfigured' | 'noSms'>;

/** A processor's name and purpose in a catalogue's language; `detail` (a host, an engine) shows as it is. */
export function processorText(r: RequestTexts, p: { key: ProcessorKey; detail: string }) {
  const blank = p.key === 'file_store' ? r.trustServer : p.key === 'sms' ? r.noSms : r.notConfigured;
  return { name: fill(r.processorNames[p.key], { detail: p.detail || blank }), purpose: r.processorPurposes[p.key] };
}
