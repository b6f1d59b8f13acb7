// `npm run create-admin`: the only way to get the first account (no default account exists).
// Creates an approved, active admin, or resets the password of an existing account and makes it
// an active admin; running it again with the same arguments changes nothing that matters.
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { recordAudit } from '../../audit/audit';
import { revokeUserTokens } from '../../auth/tokens';
import { hashPassword, passwordProblems } from './password';
import { USERNAME_PATTERN } from '../../../shared/schemas/staff/accounts';

export class CreateAdminError extends Error {}

export type CreateAdminOutcome = 'created' | 'reset' | 'promoted';

export async function createOrResetAdmin(db: Db, rawUsername: string, password: string): Promise<CreateAdminOutcome> {
  const username = rawUsername.trim().toLowerCase();
  if (!USERNAME_PATTERN.test(username)) {
    throw new CreateAdminError('The username must be 3 to 40 letters, digits, dots, hyphens or underscores.');
  }
  const problems = passwordProblems(password, { username });
  if (problems.length) throw new CreateAdminError(problems.join(' '));
  const hash = await hashPassword(password);
  const now = isoNow();
  const actor = { id: null, name: 'create-admin' };

  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select(['id', 'role']).where('username', '=', username).executeTakeFirst();
    if (!existing) {
      const user = await trx
        .insertInto('users')
        .values({
          username,
          password_hash: hash,
          full_name: username,
          email: '',
          phone: '',
          note: 'Created with npm run create-admin',
          photo: null,
          role: 'admin',
          is_active: 1,
          all_camps: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'create', entity: 'user', entityId: user.id, details: { role: 'admin' } });
      return 'created';
    }
    await trx
      .updateTable('users')
      .set({ password_hash: hash, role: 'admin', is_active: 1, all_camps: 1, must_change_password: 0, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    // A pending request of this account is settled: the operator has just approved it.
    await trx
      .updateTable('approval_requests')
      .set({
        status: 'approved',
        comments: 'Approved with npm run create-admin',
        decided_by_username: actor.name,
        decided_at: now,
        updated_at: now,
      })
      .where('user_id', '=', existing.id)
      .where('status', '=', 'pending')
      .execute();
    // A reset password means the old one may be known to someone else: log every session out.
    await revokeUserTokens(trx, existing.id);
    await recordAudit(trx, actor, { action: 'password', entity: 'user', entityId: existing.id, details: { role: 'admin' } });
    return existing.role === 'admin' ? 'reset' : 'promoted';
  });
}
