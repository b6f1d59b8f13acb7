// What a staff content change needs to know about its call: who makes it (for the audit log and
// the camp scope), the request (to read its form), and where rows and files go.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit';
import { type CampScope, staffContext } from '../auth/camp-scope';
import type { Db } from '../db/database';
import type { MediaStore } from '../storage/media-store';

export interface StaffCall {
  request: FastifyRequest;
  db: Db;
  media: MediaStore;
  log: FastifyBaseLogger;
  actor: Actor;
  scope: CampScope;
}

/** The call of a request that passed the staff guard. */
export async function staffCall(request: FastifyRequest): Promise<StaffCall> {
  const { db, media } = request.server;
  const { actor, scope } = await staffContext(db.kysely, request);
  return { request, db, media, log: request.log, actor, scope };
}
