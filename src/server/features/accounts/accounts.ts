// Staff accounts: registration (an inactive coordinator and a pending approval request), profiles,
// and the admins' view and edits of every account.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { z } from 'zod';
import type { Account, Profile, registerInput } from '../../../shared/schemas/staff/accounts';
import type { Db } from '../../db/database';
import type { Database, User } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { MediaStore } from '../../storage/media-store';
import { storedImageFiles, imageViews, type StoredImage } from '../../storage/stored-image';
import { commitWithFiles, imageFiles, storeUploadedImage, type IncomingFile } from '../../storage/uploads';
import { actorOf, recordAudit, type Actor } from '../../audit/audit';
import { assertCampsExist } from '../../auth/camp-scope';
import { revokeUserTokens, type Session } from '../../auth/tokens';
import { hashPassword, passwordProblems, temporaryPassword, verifyPassword } from './password';
import { fill } from '../../../shared/messages/fill';
import { isUniqueViolation } from '../../db/unique-violation';
import { inTransaction } from '../../db/transaction';
import { registrationNotice, usernameTakenNotice } from '../../mail/compose';
import { enqueueMail, enqueueUnverified, type MailSettings } from '../../mail/outbox';

const s = en.staff;

type RegisterFields = Omit<z.output<typeof registerInput>, 'password'>;

/**
 * A registration: the password judged and hashed, then the account and its request (see
 * `register`). A username already in use is answered exactly as a new one (the same reply, after
 * the same slow hash), so the form cannot be used to find staff usernames; the address the form
 * gave is told by e-mail instead (capped per address per day, like the forms' confirmations), and
 * no account is made. Two registrations racing for one new name are settled by the unique index:
 * the later one is treated as taken. See docs/decisions/0029.
 */
export async function registerAccount(db: Db, input: z.output<typeof registerInput>, mail: MailSettings): Promise<{ username: string }> {
  const { password, ...fields } = input;
  const problems = passwordProblems(password, fields);
  if (problems.length) throw new HttpError(400, problems[0]!, { password: problems });
  const passwordHash = await hashPassword(password);
  if (!(await usernameExists(db.kysely, fields.username))) {
    try {
      return await register(db, fields, passwordHash, mail);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  await inTransaction(db, (trx) => enqueueUnverified(trx, mail, 'registration_taken', fields.email, usernameTakenNotice()));
  return { username: fields.username };
}

/** Creates the inactive account and its pending approval request together, and tells the staff. */
async function register(
  db: Db,
  fields: RegisterFields,
  passwordHash: string,
  mail: MailSettings,
): Promise<{ id: number; username: string }> {
  const now = isoNow();
  return await inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: fields.username,
        password_hash: passwordHash,
        full_name: fields.full_name,
        email: fields.email,
        phone: fields.phone,
        note: fields.note,
        photo: null,
        role: 'coordinator',
        is_active: 0,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    const request = await trx
      .insertInto('approval_requests')
      .values({ user_id: user.id, status: 'pending', comments: '', allocated_camps: '[]', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { id: user.id, name: user.username },
      {
        action: 'register',
        entity: 'user',
        entityId: user.id,
        details: { approval_request_id: request.id },
      },
    );
    await enqueueMail(trx, mail, 'registration_staff', mail.staff, registrationNotice(fields, `${mail.webOrigin}/admin/approvals`));
    return user;
  });
}

async function usernameExists(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return !!row;
}

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

async function allocatedCamps(db: Kysely<Database>, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_camps')
    .innerJoin('camps', 'camps.id', 'user_camps.camp_id')
    .select(['user_camps.user_id', 'camps.id', 'camps.name'])
    .where('user_camps.user_id', 'in', userIds)
    .orderBy('camps.name')
    .execute();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

export async function profileOf(db: Kysely<Database>, media: MediaStore, userId: number): Promise<Profile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const camps = (await allocatedCamps(db, [userId])).get(userId) ?? [];
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    email: user.email,
    phone: user.phone,
    note: user.note,
    role: user.role,
    ...imageViews(media, 'photo', user.photo, user.photo_variants),
    all_camps: user.role === 'admin' || user.all_camps === 1,
    allocated_camps: camps,
    must_change_password: user.must_change_password === 1,
    created_at: user.created_at,
  };
}

export interface ProfileChanges {
  full_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  remove_photo?: boolean | undefined;
}

/** Updates the profile; returns the files the change made obsolete (an old photo). */
async function updateProfile(
  trx: Kysely<Database>,
  actor: Actor,
  userId: number,
  changes: ProfileChanges,
  photo: StoredImage | null,
): Promise<string[]> {
  const user = await trx.selectFrom('users').select(['photo', 'photo_variants']).where('id', '=', userId).executeTakeFirstOrThrow();
  const replacesPhoto = photo !== null || changes.remove_photo === true;
  await trx
    .updateTable('users')
    .set({
      ...(changes.full_name !== undefined ? { full_name: changes.full_name } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(replacesPhoto ? { photo: photo?.image ?? null, photo_variants: photo ? JSON.stringify(photo.variants) : null } : {}),
      updated_at: isoNow(),
    })
    .where('id', '=', userId)
    .execute();
  const fields = ['full_name', 'email', 'phone'].filter((k) => changes[k as keyof ProfileChanges] !== undefined);
  if (replacesPhoto) fields.push('photo');
  await recordAudit(trx, actor, { action: 'update', entity: 'profile', entityId: userId, details: { fields } });
  return replacesPhoto ? storedImageFiles(user.photo, user.photo_variants) : [];
}

/** Saves a profile edit with its new photo, if any: the photo stored, the row committed, the old photo removed. */
export async function saveProfile(
  db: Db,
  media: MediaStore,
  log: FastifyBaseLogger,
  session: Session,
  changes: ProfileChanges,
  photoFile: IncomingFile | undefined,
): Promise<void> {
  const photo = photoFile ? await storeUploadedImage(media, 'profiles', photoFile) : null;
  await commitWithFiles(media, log, photo ? imageFiles(photo) : [], async () => {
    const obsolete = await inTransaction(db, (trx) => updateProfile(trx, actorOf(session), session.userId, changes, photo));
    return { value: undefined, obsolete };
  });
}

/**
 * A password change, proved by the current password; every other token of the account is revoked.
 * It ends the forced change after an admin's reset, so the new password must differ from the old.
 */
export async function changePassword(db: Db, session: Session, input: { current_password: string; new_password: string }): Promise<void> {
  const user = await db.kysely.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirstOrThrow();
  const { ok } = await verifyPassword(input.current_password, user.password_hash);
  if (!ok) throw new HttpError(400, s.currentPasswordWrong, { current_password: [s.currentPasswordWrong] });
  const problems = passwordProblems(input.new_password, { username: user.username, email: user.email });
  if (input.new_password === input.current_password) problems.push(s.passwordUnchanged);
  if (problems.length) throw new HttpError(400, problems[0]!, { new_password: problems });
  const hash = await hashPassword(input.new_password);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: hash, must_change_password: 0, updated_at: isoNow() })
      .where('id', '=', user.id)
      .execute();
    await revokeUserTokens(trx, user.id, { except: session.tokenId });
    await recordAudit(trx, actorOf(session), { action: 'password', entity: 'user', entityId: user.id });
  });
}

export interface AccountFilter {
  role?: 'admin' | 'coordinator' | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

export async function listAccounts(db: Kysely<Database>, filter: AccountFilter): Promise<{ rows: Account[]; total: number }> {
  let base = db.selectFrom('users');
  if (filter.role) base = base.where('role', '=', filter.role);
  if (filter.active !== undefined) base = base.where('is_active', '=', filter.active ? 1 : 0);
  const [users, total] = await Promise.all([
    base.selectAll().orderBy('username').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await toAccounts(db, users), total: Number(total.n) };
}

export async function accountById(db: Kysely<Database>, id: number): Promise<Account> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound();
  return (await toAccounts(db, [user]))[0]!;
}

async function toAccounts(db: Kysely<Database>, users: User[]): Promise<Account[]> {
  const ids = users.map((u) => u.id);
  const camps = await allocatedCamps(db, ids);
  const statuses = new Map<number, 'pending' | 'approved' | 'rejected'>();
  if (ids.length) {
    const requests = await db
      .selectFrom('approval_requests')
      .select(['user_id', 'status'])
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const r of requests) statuses.set(r.user_id, r.status);
  }
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    full_name: u.full_name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    is_active: u.is_active === 1,
    all_camps: u.role === 'admin' || u.all_camps === 1,
    allocated_camps: camps.get(u.id) ?? [],
    approval_status: statuses.get(u.id) ?? null,
    last_login_at: u.last_login_at,
    must_change_password: u.must_change_password === 1,
    created_at: u.created_at,
    updated_at: u.updated_at,
  }));
}

/** Replaces a coordinator's camps; an empty list means every camp. */
export async function setAllocatedCamps(trx: Kysely<Database>, userId: number, campIds: readonly number[]): Promise<void> {
  const unique = [...new Set(campIds)];
  await trx.deleteFrom('user_camps').where('user_id', '=', userId).execute();
  if (unique.length)
    await trx
      .insertInto('user_camps')
      .values(unique.map((camp_id) => ({ user_id: userId, camp_id })))
      .execute();
  await trx
    .updateTable('users')
    .set({ all_camps: unique.length === 0 ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export interface AccountChanges {
  role?: 'admin' | 'coordinator' | undefined;
  is_active?: boolean | undefined;
  allocated_camps?: number[] | undefined;
}

/**
 * An admin's edit of an account. Deactivating revokes the account's tokens in the same transaction,
 * so its next request is a 401. The last active admin keeps its role and stays active: on
 * PostgreSQL the active admins' rows and the account's are locked first, in one order, so two admins
 * demoting each other at the same moment cannot both succeed, and concurrent edits of one account
 * queue instead of deadlocking (SQLite runs one write transaction at a time).
 */
export async function updateAccount(db: Db, actor: Actor, id: number, changes: AccountChanges): Promise<void> {
  if (changes.allocated_camps) await assertCampsExist(db.kysely, changes.allocated_camps);
  await inTransaction(db, async (trx) => {
    const removesAdmin = changes.is_active === false || changes.role === 'coordinator';
    // Every edit locks the same rows in the same order (the active admins and the account, by id)
    // before writing, so two edits of one account wait for each other instead of deadlocking.
    // FOR NO KEY UPDATE: it still lets other writes check their foreign keys to these rows.
    const locked = trx
      .selectFrom('users')
      .select(['id', 'role', 'is_active'])
      .where((eb) => eb.or([eb('id', '=', id), eb.and([eb('role', '=', 'admin'), eb('is_active', '=', 1)])]))
      .orderBy('id');
    const rows = await (db.engine === 'postgres' ? locked.forNoKeyUpdate() : locked).execute();
    const user = rows.find((r) => r.id === id);
    if (!user) throw notFound();
    const activeAdmins = rows.filter((r) => r.role === 'admin' && r.is_active === 1).map((r) => r.id);
    if (removesAdmin && activeAdmins.includes(id) && activeAdmins.length === 1) throw new HttpError(409, s.lastAdmin);
    if (id === actor.id && removesAdmin) throw new HttpError(409, s.ownAccount);
    const set: { role?: 'admin' | 'coordinator'; is_active?: number } = {};
    if (changes.role !== undefined) set.role = changes.role;
    if (changes.is_active !== undefined) set.is_active = changes.is_active ? 1 : 0;
    await trx
      .updateTable('users')
      .set({ ...set, updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    if (changes.allocated_camps) await setAllocatedCamps(trx, id, changes.allocated_camps);
    let revoked = 0;
    if (changes.is_active === false) revoked = await revokeUserTokens(trx, id);
    const statusChanged = changes.is_active !== undefined && changes.is_active !== (user.is_active === 1);
    await recordAudit(trx, actor, {
      action: statusChanged ? (changes.is_active ? 'reactivate' : 'deactivate') : 'update',
      entity: 'user',
      entityId: id,
      details: {
        fields: Object.keys(changes)
          .filter((k) => changes[k as keyof AccountChanges] !== undefined)
          .sort(),
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.is_active !== undefined ? { is_active: changes.is_active } : {}),
        ...(changes.allocated_camps ? { allocated_camps: [...new Set(changes.allocated_camps)] } : {}),
        ...(revoked ? { tokens_revoked: revoked } : {}),
      },
    });
  });
}

/**
 * An admin's password reset: a temporary password, returned this once and stored only hashed, that
 * must be changed at the next login (until then the API serves that account nothing else). Every
 * token of the account is revoked, so a session that may have been taken over ends now.
 */
export async function resetPassword(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ id: number; username: string; temporary_password: string; detail: string }> {
  if (id === actor.id) throw new HttpError(409, s.ownPasswordReset);
  const user = await db.kysely.selectFrom('users').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound();
  const temporary = temporaryPassword();
  const hash = await hashPassword(temporary);
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: hash, must_change_password: 1, updated_at: isoNow() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound();
    const revoked = await revokeUserTokens(trx, id);
    await recordAudit(trx, actor, {
      action: 'password_reset',
      entity: 'user',
      entityId: id,
      details: revoked ? { tokens_revoked: revoked } : {},
    });
  });
  return {
    id: user.id,
    username: user.username,
    temporary_password: temporary,
    detail: fill(s.passwordReset, { username: user.username }),
  };
}
