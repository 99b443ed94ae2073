// The AI助手 bench's desk (ai-rules-bench.ts): the demo seed, then 100,000 ads of the demo company across accounts
// of all six sandbox media, written by SQL rather than through the sandbox seed and a sync (which would take minutes
// for this many objects): the sandbox's objects, the desk's copy of them, one authorisation per media through the
// sandbox's consent, and their figures in the metrics store (DuckDB), generated inside DuckDB from each object's
// number: 30 days of day rows and yesterday's and today's hours up to the round's hour.
import { MEDIA_CODES, chinaDate, chinaDay, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db, type MetricsSyncTables } from '@toufang/server-db';
import { mirrorDims, type TestPorts } from '@toufang/server-delivery/testing';
import { ALWAYS_ON, type LevelSpec } from '@toufang/server-media';
import { addDays, SUM_COLUMNS, type DuckDbMetricsStore } from '@toufang/server-metrics';
import { SANDBOX_THEMES } from '@toufang/server-sandbox';

/** The demo company (customer 1). */
const COMPANY = 1;
/** Ads per parent (项目, 广告组, 计划 above the ads' level). */
const ADS_PER_PARENT = 20;
/** Object ids of the bench: '86' (ads) and '85' (their parents), then 14 digits. */
const AD_PREFIX = '86';
const PARENT_PREFIX = '85';
/** Every fiftieth ad never delivered (no figures). */
const SILENT_EVERY = 50;

export interface BenchMedia {
  media: MediaCode;
  /** Its place in MEDIA_CODES (its ads are numbered from mediaIndex·10⁷). */
  mediaIndex: number;
  /** The level the ads are at: the delivering level with a budget or a bid (e.g. toutiao's 1.0 计划). */
  level: DeliveryLevel;
  spec: LevelSpec;
  /** Desk ids of the media's bench accounts, in order. */
  accountIds: number[];
  /** The accounts the optimiser (operator) is given: the first third. */
  operatorAccountIds: number[];
  ads: number;
}

/** The delivering level a rule acts on: budget and bid if the media has such a level, else one of them. */
function adLevel(levels: readonly LevelSpec[]): LevelSpec {
  const delivering = levels.filter((l) => l.delivers && (l.has.budget || l.has.bid));
  return delivering.find((l) => l.has.budget && l.has.bid) ?? delivering[0];
}

/**
 * Adds `accountsPerMedia` sandbox advertisers per media under one authorisation each, imports them into the demo
 * company, and gives them `ads` ads in all (spread evenly over the media and their accounts), in the sandbox and
 * in the desk's copy. The accounts count as synced at `syncedAt` (the round syncs none of them).
 */
export async function addBenchAds(db: Db, ports: TestPorts, options: { accountsPerMedia: number; ads: number; syncedAt: Date; operatorId: number }): Promise<BenchMedia[]> {
  const q = sqlOn(db);
  const company = await q.selectFrom('customers').select('name').where('id', '=', COMPANY).executeTakeFirstOrThrow();
  const out: BenchMedia[] = [];
  for (const [m, media] of MEDIA_CODES.entries()) {
    const port = ports.port(media);
    const spec = adLevel(port.levels);
    const parent = spec.parent ? port.levels.find((l) => l.level === spec.parent)! : null;
    const limits = port.limits;
    const A = options.accountsPerMedia;
    // Ad k of the company (k ≡ m mod 6) is this media's; its account is (k / 6) mod A.
    const ads = Math.floor(options.ads / MEDIA_CODES.length) + (m < options.ads % MEDIA_CODES.length ? 1 : 0);
    const advertiser = (a: string) => `'97' || lpad((${a})::text, 8, '0')`;
    await db.query(
      `INSERT INTO sandbox_advertisers (media_code, advertiser_id, name, company_name, balance_fen, daily_budget_fen, created_at)
       SELECT $1, ${advertiser('a')}, '压测规则账户_' || $1 || '_' || lpad((a + 1)::text, 3, '0'), $2, 100000000, NULL, $3
       FROM generate_series(0, ${A - 1}) AS g(a)`,
      [media, company.name, new Date(options.syncedAt.getTime() - 60 * 86_400_000)],
    );
    const advertiserIds = Array.from({ length: A }, (_, a) => `97${String(a).padStart(8, '0')}`);
    const sandbox = ports.sandboxOf(media);
    const tokens = await sandbox.exchangeCode(await sandbox.issueCode(advertiserIds));
    const { id: authorizationId } = await q
      .insertInto('media_authorizations')
      .values({
        customer_id: COMPANY,
        media_code: media,
        sandbox: true,
        subject: company.name,
        advertiser_ids: JSON.stringify(tokens.advertiserIds),
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        access_expires_at: new Date(tokens.accessExpiresAt),
        refresh_expires_at: new Date(tokens.refreshExpiresAt),
        authorized_at: options.syncedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = await q
      .insertInto('media_accounts')
      .values(advertiserIds.map((id, a) => ({ customer_id: COMPANY, media_code: media, account_id: id, account_name: `压测规则账户_${media}_${String(a + 1).padStart(3, '0')}`, authorization_id: authorizationId, sandbox: true })))
      .returning('id')
      .execute();
    const accountIds = accounts.map((a) => a.id);
    const operatorAccountIds = accountIds.slice(0, Math.ceil(A / 3));
    await q.insertInto('media_account_operators').values(operatorAccountIds.map((id) => ({ account_id: id, user_id: options.operatorId }))).execute();
    await q
      .withTables<MetricsSyncTables>()
      .insertInto('metrics_sync_cursors')
      .values(accountIds.map((id) => ({ account_id: id, synced_at: options.syncedAt })))
      .execute();

    // The media's ads: j-th ad of account a is number n = m·10⁷ + j·A + a (unique across media, so the figures differ).
    const created = new Date(options.syncedAt.getTime() - 30 * 86_400_000).toISOString();
    const money = (has: boolean, fen: string) => (has ? fen : 'NULL');
    const minBudget = (limits.minBudget[spec.level] ?? 100) * 100;
    const bidMin = Math.round(limits.bidRange.min * 100);
    const themes = `(ARRAY[${SANDBOX_THEMES.map((t) => `'${t}'`).join(', ')}])[1 + n % ${SANDBOX_THEMES.length}]`;
    const idOf = (prefix: string, n: string) => `'${prefix}' || lpad((${n})::text, 14, '0')`;
    const rows = `SELECT k, ${m} * 10000000 + k AS n, k % ${A} AS a, k / ${A} AS j FROM generate_series(0, ${ads - 1}) AS g(k)`;
    const objectColumns = 'media_code, object_id, advertiser_id, level, parent_id, name, opt_status, budget_fen, bid_fen, schedule, material_id, settings_log, created_at, modified_at, review_at';
    if (parent) {
      const parentBudget = (limits.minBudget[parent.level] ?? 100) * 100 * 10;
      await db.query(
        `INSERT INTO sandbox_objects (${objectColumns})
         SELECT '${media}', ${idOf(PARENT_PREFIX, `${m} * 10000000 + p`)}, ${advertiser(`p % ${A}`)}, '${parent.level}', NULL,
           '压测_${parent.label}_' || p, 'enabled', ${money(parent.has.budget, String(parentBudget))}, NULL, ${parent.has.schedule ? `'${ALWAYS_ON}'` : 'NULL'}, NULL,
           jsonb_build_array(jsonb_build_object('at', ${Date.parse(created)}, 'status', 'enabled', 'budgetFen', ${money(parent.has.budget, String(parentBudget))}, 'bidFen', NULL, 'schedule', ${parent.has.schedule ? `'${ALWAYS_ON}'` : 'NULL'})),
           '${created}', '${created}', '${created}'
         FROM generate_series(0, ${Math.ceil(ads / ADS_PER_PARENT) + A}) AS g(p)`,
      );
    }
    const budget = money(spec.has.budget, `greatest(${minBudget}, 50000 * (1 + n % 8))`);
    const bid = money(spec.has.bid, `${bidMin} + 50 + (n * 37) % 3000`);
    const status = `CASE WHEN n % 10 = 3 THEN 'paused' ELSE 'enabled' END`;
    const schedule = spec.has.schedule ? `'${ALWAYS_ON}'` : 'NULL';
    // An ad's parent: the p-th of its account, p = j / 20 (parent number p·A + a).
    const parentId = parent ? idOf(PARENT_PREFIX, `${m} * 10000000 + (j / ${ADS_PER_PARENT}) * ${A} + a`) : 'NULL';
    await db.query(
      `INSERT INTO sandbox_objects (${objectColumns})
       SELECT '${media}', ${idOf(AD_PREFIX, 'n')}, ${advertiser('a')}, '${spec.level}', ${parentId},
         ${themes} || '_${spec.label}_' || j, ${status}, ${budget}, ${bid}, ${schedule}, NULL,
         jsonb_build_array(jsonb_build_object('at', ${Date.parse(created)}, 'status', ${status}, 'budgetFen', ${budget}, 'bidFen', ${bid}, 'schedule', ${schedule})),
         '${created}', '${created}', '${created}'
       FROM (${rows}) r`,
    );
    // The desk's copy, as a sync would leave it, with the §9 facts (platform, bid type, count label) in the attributes.
    await db.query(
      `INSERT INTO delivery_objects (media_code, object_id, account_id, customer_id, level, parent_id, name, opt_status, review, reject_reason, learning,
         status_text, budget_fen, bid_fen, schedule, material_id, attributes, created_at, modified_at, synced_at)
       SELECT s.media_code, s.object_id, a.id, ${COMPANY}, s.level, s.parent_id, s.name, s.opt_status, 'approved', NULL, 'none',
         CASE WHEN s.opt_status = 'paused' THEN '已暂停' ELSE '投放中' END, s.budget_fen, s.bid_fen, s.schedule, NULL,
         CASE WHEN s.level <> '${spec.level}' THEN '{}'::jsonb ELSE jsonb_build_object(
           'platform', (ARRAY['IOS', 'ANDROID', ''])[1 + x % 3],
           'bid_type', (ARRAY['OCPM', 'OCPC', 'CPC', 'CPM'])[1 + x % 4],
           'count_label', (ARRAY['ONCE', 'MORE'])[1 + x % 2]) END,
         s.created_at, s.modified_at, $1
       FROM (SELECT *, CAST(substr(object_id, 3) AS bigint) AS x FROM sandbox_objects WHERE media_code = '${media}' AND (object_id LIKE '${AD_PREFIX}%' OR object_id LIKE '${PARENT_PREFIX}%')) s
       JOIN media_accounts a ON a.media_code = s.media_code AND a.account_id = s.advertiser_id`,
      [options.syncedAt],
    );
    out.push({ media, mediaIndex: m, level: spec.level, spec, accountIds, operatorAccountIds, ads });
  }
  for (const table of ['sandbox_objects', 'delivery_objects', 'media_accounts']) await db.query(`ANALYZE ${table}`);
  return out;
}

/** The store's object rows of the bench's ads (their real keys, as a sync writes them). */
export async function mirrorBenchAds(store: MetricsStore, db: Db, media: readonly BenchMedia[]): Promise<void> {
  for (const m of media) {
    const ids = (await db.query<{ object_id: string }>(`SELECT object_id FROM delivery_objects WHERE media_code = $1 AND level = $2 AND object_id LIKE '${AD_PREFIX}%'`, [m.media, m.level])).map((r) => r.object_id);
    for (let i = 0; i < ids.length; i += 5_000) await mirrorDims(store, db, m.media, m.level, ids.slice(i, i + 5_000));
  }
}

/**
 * The ads' figures, generated inside DuckDB from each ad's number n and the hour or day: 30 day rows before
 * `asOf`'s China day, yesterday's 24 hours and today's up to `asOf`'s hour, and today's day row as the sum of its hours.
 * An ad shows 0–4,000 times an hour (its own scale 1–10), CTR 0.5–5 %, CPM 15–55 元, and converts 0–12 % of clicks.
 */
export async function loadBenchFigures(store: DuckDbMetricsStore, asOf: number): Promise<void> {
  const today = chinaDate(chinaDay(asOf));
  const yesterday = addDays(today, -1);
  const firstDay = addDays(today, -30);
  const hour = Math.floor(((asOf / 3_600_000 + 8) % 24 + 24) % 24);
  const sums = (h: string, scale: string) => {
    const show = `((${h}) % 400) * (1 + n % 10) * ${scale}`;
    const click = `(${show}) * (5 + (${h}) % 46) // 1000`;
    const convert = `(${click}) * ((${h}) % 13) // 100`;
    const register = `(${convert}) * 4 // 10`;
    const pay = `(${register}) * 15 // 100`;
    const values = [`(${show}) * (1500 + ((${h}) * 7) % 4000) // 1000`, show, click, convert, convert, register, pay, `(${pay}) * (5000 + (${h}) % 20000)`];
    return values.map((v, k) => `CAST(${v} AS BIGINT) AS ${SUM_COLUMNS[k]}`).join(', ');
  };
  const ads = `(SELECT customer_id, media, level, account_id, okey, CAST(substr(object_id, 3) AS BIGINT) AS n FROM objects
    WHERE customer_id = ${COMPANY} AND object_id LIKE '${AD_PREFIX}%') o`;
  const hash = (t: string) => `(n * 7919 + ${t} * 104729 + (n * ${t}) % 9973) % 100003`;
  // Hour t of the two days: 0–23 yesterday, 24 + h today.
  const hourly = `SELECT customer_id, media, level, account_id, okey, CAST(DATE '${yesterday}' + CAST(t // 24 AS INTEGER) AS DATE) AS day,
      CAST(t % 24 AS TINYINT) AS hour, ${sums(hash('t'), '1')}
    FROM ${ads}, (SELECT range AS t FROM range(${24 + hour + 1})) h WHERE n % ${SILENT_EVERY} <> 0`;
  const past = `SELECT customer_id, media, level, account_id, okey, CAST(DATE '${firstDay}' + CAST(d AS INTEGER) AS DATE) AS day, ${sums(hash('(d + 100)'), '16')}
    FROM ${ads}, (SELECT range AS d FROM range(30)) g WHERE n % ${SILENT_EVERY} <> 0`;
  const todays = `SELECT customer_id, media, level, account_id, okey, day, ${SUM_COLUMNS.map((c) => `CAST(sum(${c}) AS BIGINT) AS ${c}`).join(', ')}
    FROM (${hourly}) WHERE day = DATE '${today}' GROUP BY customer_id, media, level, account_id, okey, day`;
  await store.bulkLoad({
    objects: `SELECT okey, customer_id, media, level, object_id, account_id, parent_id, name, status, budget_fen, bid_fen, created_at FROM objects WHERE false`,
    daily: `${past} UNION ALL ${todays}`,
    hourly,
  });
}
