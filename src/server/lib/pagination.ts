// `?page=&page_size=` on every list, with the total in `X-Total-Count`.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/constants';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageWindow = ({ page, page_size }: PageQuery) => ({ limit: page_size, offset: (page - 1) * page_size });

export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}
