// A donor's statement (decision 0037): the one-time code's request and check, and the receipts a
// proven e-mail address or phone number holds. The proof is the privacy pages' (a challenge whose
// code was right, for this very address or number).
import { z } from 'zod';
import { proofInput } from './privacy';

export const FINANCIAL_YEAR = /^FY\d{4}-\d{2}$/;

/** The code's request: the same shape as the privacy pages' (their plain forms send it). */
export const statementCodeRequest = z.object({
  channel: z.enum(['phone', 'email']),
  destination: z.string().trim().min(3).max(254),
});

export const statementCodeVerify = z.object({
  challenge: z.string().min(20).max(100),
  code: z.string().trim().max(10),
});

export const statementInput = proofInput.extend({
  /** The financial year to list; none: the latest with a receipt. */
  fy: z.string().regex(FINANCIAL_YEAR).optional(),
});

export const statementReceipt = z.object({
  id: z.number().int(),
  number: z.string(),
  /** The gift's date, YYYY-MM-DD. */
  date: z.string(),
  /** Rupees with two decimals. */
  amount: z.string(),
  mode: z.string(),
  /** The cancelled receipt this one replaces ('' for none). */
  replaces_number: z.string(),
});

export const donorStatement = z.object({
  /** The financial years with a receipt, newest first. */
  years: z.array(z.string()),
  /** The year listed ('' when there is none). */
  fy: z.string(),
  /** The year's receipts in force (a cancelled one is left out: its replacement names it). */
  receipts: z.array(statementReceipt),
  /** The year's sum, rupees with two decimals. */
  total: z.string(),
});

export type DonorStatementView = z.infer<typeof donorStatement>;
