// The caller of an operation as the audit trail (and a job's actor) names them.
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import type { Actor } from './actor';

/** The caller as the audit trail names them. */
export async function actorOf(db: Queryable, session: SessionUser): Promise<Actor> {
  const user = await sqlOn(db).selectFrom('users').select('display_name').where('id', '=', session.userId).executeTakeFirst();
  return { kind: 'user', userId: session.userId, name: user?.display_name ?? String(session.userId) };
}
