// `?page=&page_size=` on every list, with the total in `X-Total-Count`.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/constants';

const pageMessage = 'page must be a whole number of at least 1.';
const pageSizeMessage = `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

export const pageQuery = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
  page_size: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MAX_PAGE_SIZE, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageWindow = ({ page, page_size }: PageQuery) => ({ limit: page_size, offset: (page - 1) * page_size });

export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}

/** A list result (its rows and the total of every page) as the reply's page. */
export const sendResult = <T>(reply: FastifyReply, { rows, total }: { rows: T[]; total: number }): T[] => sendPage(reply, rows, total);
