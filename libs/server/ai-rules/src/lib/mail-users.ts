// The desk users an EMAIL action may name (listAiRuleMailUsers, and the save check): the company's internal users,
// not disabled, that the caller may see as the user management sees them (ADMIN and MANAGER every one, anyone else
// themselves), each with the address the mail goes to. An address is personal data: an optimiser is not shown the
// company's addresses by the rule editor when the user management would not show them the users.
import type { components } from '@toufang/api/contract';
import { INTERNAL_ROLES } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { AccountScope } from '@toufang/server-org';

type MailUser = components['schemas']['AiRuleMailUser'];

/** At most this many users answered (a company's internal users; the picker searches beyond). */
export const MAIL_USERS_MAX = 200;

const STORED_INTERNAL_ROLES = INTERNAL_ROLES.filter((r) => r !== 'DESIGNMANAGER');

export async function mailUsers(db: Queryable, caller: AccountScope, now: Date, filter: { ids?: readonly number[]; keyword?: string } = {}): Promise<MailUser[]> {
  let q = sqlOn(db)
    .selectFrom('users as u')
    .select(['u.id', 'u.display_name', 'u.email'])
    .where('u.customer_id', '=', caller.customerId)
    .where('u.role', 'in', STORED_INTERNAL_ROLES)
    .where('u.disabled_at', 'is', null)
    .where('u.expire_time', '>', now);
  if (caller.role !== 'ADMIN' && caller.role !== 'MANAGER') q = q.where('u.id', '=', caller.userId);
  if (filter.ids) q = q.where('u.id', 'in', filter.ids.length > 0 ? [...filter.ids] : [0]);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('u.display_name', 'ilike', like), eb('u.username', 'ilike', like), eb('u.email', 'ilike', like)]));
  }
  const rows = await q.orderBy('u.display_name').orderBy('u.id').limit(MAIL_USERS_MAX).execute();
  return rows.map((u) => ({ id: u.id, name: u.display_name, email: u.email?.trim() || null }));
}
