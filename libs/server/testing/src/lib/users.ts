// The seeded people of a test database (the demo company's and the second company's), by username: what
// tests write as actors, members and owners without going through the API.
import { sqlOn, type Queryable } from '@toufang/server-db';

export interface TestUser {
  id: number;
  username: string;
  /** The display name (an actor's name in the audit trail and the task centre). */
  name: string;
  /** The company (customer) id. */
  company: number;
}

/** Every user of the database by username. */
export async function seededUsers(db: Queryable): Promise<Readonly<Record<string, TestUser>>> {
  const rows = await sqlOn(db).selectFrom('users').select(['id', 'username', 'display_name', 'customer_id']).execute();
  return Object.fromEntries(rows.map((r) => [r.username, { id: r.id, username: r.username, name: r.display_name, company: r.customer_id }]));
}
