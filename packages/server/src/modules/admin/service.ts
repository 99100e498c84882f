/**
 * An admin's changes to a user (issue 14 item 5): the plan and the active switch, audited.
 *
 * @module
 */
import type { PlanId } from '@alegato/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { audit, type RequestMeta } from '../auth/audit.js';
import { sessionsDeleted } from '../auth/repo.js';
import { userStatusChanged } from './status.js';

/** Spanish messages of the admin endpoints. */
export const ADMIN_MESSAGES = {
  userNotFound: 'No existe ese usuario.',
  reason: 'Indica el motivo (entre 3 y 500 caracteres).',
  plan: 'Plan no válido.',
  nothingToChange: 'Indica el plan o si la cuenta está activa.',
  notYourself: 'No puedes desactivar tu propia cuenta.',
  page: 'page debe ser un número entero mayor que 0.',
  perPage: 'per_page debe ser un número entre 1 y 100.',
  date: 'Las fechas van en formato AAAA-MM-DD.',
  userId: 'user_id debe ser un identificador de usuario.',
} as const;

/** A change an admin makes to a user. */
export interface UserChange {
  is_active?: boolean | undefined;
  plan?: PlanId | undefined;
  reason: string;
}

/** What {@link changeUser} did. */
export interface UserChangeResult {
  id: string;
  plan: string;
  is_active: boolean;
  /** Sessions deleted (disabling signs the user out everywhere). */
  sessions_revoked: number;
}

/**
 * Applies `change` to the user whose auth id is `targetId`, as `adminId`. A plan change sets the plan
 * without an end (`plan_expires_at` null; estudiante keeps its trial end); disabling deletes the user's
 * sessions (their tokens stop working at once) and enabling lets them sign in again. Each change writes
 * an audit row about the target (`plan_change`, `user_disabled`, `user_enabled`) with the admin's id,
 * the target's id and the reason. An unchanged value writes nothing.
 *
 * @throws {AppError} 404 unknown user, 400 an admin disabling themself
 */
export async function changeUser(
  db: Kysely<Database>,
  meta: RequestMeta,
  adminId: string,
  targetId: string,
  change: UserChange,
): Promise<UserChangeResult> {
  if (change.is_active === false && targetId === adminId) {
    throw new AppError(400, 'cannot_disable_self', ADMIN_MESSAGES.notYourself);
  }
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['plan', 'is_active'])
      .where('auth_user_id', '=', targetId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    const planChanged = change.plan !== undefined && change.plan !== row.plan;
    const activeChanged = change.is_active !== undefined && change.is_active !== row.is_active;
    if (planChanged || activeChanged) {
      await trx
        .updateTable('users')
        .set({
          ...(planChanged ? { plan: change.plan } : {}),
          ...(planChanged && change.plan !== 'estudiante' ? { plan_expires_at: null } : {}),
          ...(activeChanged ? { is_active: change.is_active } : {}),
          updated_at: new Date(),
        })
        .where('auth_user_id', '=', targetId)
        .execute();
    }
    let revoked = 0;
    if (activeChanged && change.is_active === false) {
      const res = await trx.deleteFrom('auth_sessions').where('user_id', '=', targetId).executeTakeFirst();
      revoked = Number(res.numDeletedRows);
    }
    return { before: row, planChanged, activeChanged, revoked };
  });
  if (result.activeChanged) {
    sessionsDeleted();
    userStatusChanged();
  }
  const detail = { admin_id: adminId, target_id: targetId, reason: change.reason };
  if (result.planChanged) {
    await audit(db, meta, {
      userId: targetId,
      action: 'plan_change',
      outcome: 'ok',
      detail: { ...detail, from: result.before.plan, to: change.plan! },
    });
  }
  if (result.activeChanged) {
    await audit(db, meta, {
      userId: targetId,
      action: change.is_active ? 'user_enabled' : 'user_disabled',
      outcome: 'ok',
      detail: change.is_active ? detail : { ...detail, sessions_revoked: result.revoked },
    });
  }
  return {
    id: targetId,
    plan: result.planChanged ? change.plan! : result.before.plan,
    is_active: result.activeChanged ? change.is_active! : result.before.is_active,
    sessions_revoked: result.revoked,
  };
}
