// Approval of registered coordinators.
import { z } from 'zod';
import { optionalText } from '../fields';
import { idList } from './common';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const approveInput = z.object({
  comments: optionalText(2000),
  /** Omitted or empty: the coordinator may touch every camp. */
  allocated_camps: idList().optional(),
});
export const rejectInput = z.object({ comments: optionalText(2000) });

export const approvalRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  comments: z.string(),
  allocated_camps: z.array(z.number().int()),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
