// What the slot coordinators' route files share: their base address, tags, and an admin call's options.
import type { FastifySchema } from 'fastify';
import { ADMIN_ONLY, staffOnly, tokenSecurity } from '../../plugins/staff-guard';

export const BASE = '/api/slot-coordinators';
export const adminTags = ['staff: slot coordinators'];

/** Route options of an admin's call. */
export const forAdmins = <S extends FastifySchema>(schema: S, options: { idempotent?: boolean } = {}) => ({
  ...staffOnly(ADMIN_ONLY, options),
  schema: { tags: adminTags, ...schema, security: tokenSecurity },
});
