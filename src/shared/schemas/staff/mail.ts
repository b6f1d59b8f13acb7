// The e-mail outbox as the console reads it (admins): whether e-mail is on, and the messages.
import { z } from 'zod';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const mailStatus = z.object({
  /** False without SMTP_URL: messages wait in the outbox. */
  enabled: z.boolean(),
  /** How many addresses STAFF_NOTIFY_EMAILS holds (0: staff get no notices). */
  staff_recipients: z.number().int(),
  pending: z.number().int(),
  sending: z.number().int(),
  failed: z.number().int(),
});
export type MailStatusReply = z.infer<typeof mailStatus>;

export const outboxMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  message_id: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  /** The SMTP error of the last attempt, or `interrupted` (the sender stopped while sending). */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
