// What the creation suites build on a copy of the seeded desk: two toutiao accounts of the demo company (the
// operator's, and one out of their reach), a gdt account, 定向包 of the desk's copy (one deleted, one in the other
// account, one of another company), materials of the library (one of another company, one whose 1200×628 file
// toutiao's limits refuse), and a body that uses them.
import type { CreationTemplateBody } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { expect } from 'vitest';
import type { Answer, TestServer } from '@toufang/server-testing';

export interface CreationFixture {
  /** media_accounts.id: the operator's toutiao account, one out of their reach, a gdt account, another company's. */
  mine: { id: number; name: string; advertiserId: string };
  notMine: { id: number; name: string; advertiserId: string };
  gdt: { id: number; name: string; advertiserId: string };
  foreignAccount: { id: number; name: string; advertiserId: string };
  packs: { ok: number; deleted: number; inNotMine: number; foreign: number };
  materials: { ok: number; lowEfficiency: number; foreign: number; unfit: number };
  titleGroup: number;
}

let seq = 0;

async function account(db: Db, customerId: number, media: string, offset = 0) {
  const row = await sqlOn(db)
    .selectFrom('media_accounts')
    .select(['id', 'account_name', 'account_id'])
    .where('customer_id', '=', customerId)
    .where('media_code', '=', media)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.account_name, advertiserId: row.account_id };
}

async function pack(db: Db, customerId: number, accountId: number, name: string, state: 'enabled' | 'deleted'): Promise<number> {
  const at = new Date('2026-03-01T02:00:00Z');
  seq += 1;
  const { id } = await sqlOn(db)
    .insertInto('media_properties')
    .values({ customer_id: customerId, account_id: accountId, media_code: 'toutiao', property_type: 'target', media_property_id: `creation-pack-${seq}`, parent_media_id: null, name, values: JSON.stringify({}), summary: JSON.stringify({}), state, review: null, reject_reason: null, status_text: state === 'deleted' ? '已删除' : '可用', lifecycle: null, size: null, created_at: at, modified_at: at, synced_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function material(db: Db, customerId: number, name: string, size: readonly [number, number] = [1280, 720]): Promise<number> {
  seq += 1;
  const md5 = `c${String(seq).padStart(31, '0')}`;
  const { id } = await sqlOn(db)
    .insertInto('materials')
    .values({ customer_id: customerId, md5, name, kind: 'image', format: 'jpg', mime: 'image/jpeg', size_bytes: 1000, width: size[0], height: size[1], duration_ms: null, bitrate: null, designer_id: null, uploader_id: null, source: 'upload', created_at: new Date(), updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Builds the fixture: the operator keeps only `mine` of the toutiao accounts' first two. */
export async function creationFixture(db: Db): Promise<CreationFixture> {
  const q = sqlOn(db);
  const mine = await account(db, 1, 'toutiao', 0);
  const notMine = await account(db, 1, 'toutiao', 1);
  const gdt = await account(db, 1, 'gdt', 0);
  const foreignAccount = await account(db, 2, 'toutiao', 0);
  for (const username of ['operator', 'rbac']) {
    const user = await q.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await q.deleteFrom('media_account_operators').where('account_id', '=', notMine.id).where('user_id', '=', user.id).execute();
    const has = await q.selectFrom('media_account_operators').select('account_id').where('account_id', '=', mine.id).where('user_id', '=', user.id).executeTakeFirst();
    if (!has) await q.insertInto('media_account_operators').values({ account_id: mine.id, user_id: user.id }).execute();
  }
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', 'in', [mine.id, notMine.id]).execute();
  const packs = {
    ok: await pack(db, 1, mine.id, '华东女性25-40', 'enabled'),
    deleted: await pack(db, 1, mine.id, '已删定向', 'deleted'),
    inNotMine: await pack(db, 1, notMine.id, '别的账户的定向', 'enabled'),
    foreign: await pack(db, 2, foreignAccount.id, '外公司定向', 'enabled'),
  };
  const materials = { ok: await material(db, 1, '春季上新_横版_01.jpg'), lowEfficiency: await material(db, 1, '春季上新_横版_02.jpg'), foreign: await material(db, 2, '外公司素材.jpg'), unfit: await material(db, 1, '618狂欢_大图_主图.jpg', [1200, 628]) };
  await q
    .insertInto('material_pushes')
    .values({ material_id: materials.lowEfficiency, media_account_id: mine.id, media_code: 'toutiao', media_material_id: `creation-m-${materials.lowEfficiency}`, review_state: 'approved', reject_reason: null, quality_labels: ['低效素材'], pushed_by: null, pushed_at: new Date(), checked_at: new Date() })
    .execute();
  const group = await q.selectFrom('title_groups').select('id').where('customer_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return { mine, notMine, gdt, foreignAccount, packs, materials, titleGroup: group.id };
}

/** A template account with the ids toutiao asks per account (转化目标, 落地页 for 销售线索, 转化资产 and 抖音号 of 2.0). */
export function accountOf(a: { id: number; name: string; advertiserId: string }, name = a.name): CreationTemplateBody['accounts'][number] {
  return { mediaAccountId: a.id, advertiserId: a.advertiserId, name, ids: { convert_id: `${a.id}001`, external_url: 'https://example.com/spring', asset_id: `${a.id}002`, aweme_id: 'dy_spring' } };
}

/** A toutiao body (1.0: 广告组 → 广告计划 → 广告创意) on the fixture's own references. */
export function bodyOf(f: CreationFixture, change: Partial<CreationTemplateBody> = {}): CreationTemplateBody {
  return {
    media: 'toutiao',
    variant: '',
    accounts: [accountOf(f.mine)],
    settings: {
      'delivery-group': { landing_type: 'LINK', budget_mode: 'BUDGET_MODE_DAY', budget: 1000 },
      plan: { external_action: 'AD_CONVERT_TYPE_ACTIVE', bid_type: 'CUSTOM', cpa_bid: 1.5, budget_mode: 'BUDGET_MODE_DAY', budget: 500 },
      creative: { source: '春季上新' },
    },
    targeting: { mode: 'cross', packs: [{ propertyId: f.packs.ok, name: '华东女性25-40' }] },
    materials: { mode: 'cross', groups: [{ key: 'g1', name: '素材组1', materialIds: [f.materials.ok, f.materials.lowEfficiency] }] },
    titles: { mode: 'cross', groups: [{ key: 't1', name: '标题组1', titleGroupId: f.titleGroup, titles: ['春季上新，全场五折起'] }] },
    naming: { plan: { parts: [{ kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] } },
    submission: { submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW' },
    ...change,
  };
}

export function caller(server: TestServer, tokens: Record<string, string>) {
  return <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
}

export function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

export function expectRefusal(answer: Answer<unknown>, code: number, message?: string | RegExp) {
  expect(answer.body?.code, answer.text).toBe(code);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}
