// The inbox: the status staff give an application or message.
import { z } from 'zod';
import { INBOX_STATUSES } from '../../constants';
import { en } from '../../messages/en';

const s = en.staff;

export const inboxStatusInput = z.object({
  status: z.enum(INBOX_STATUSES, { error: s.inboxStatus }),
});
