// The demo company's batch creation (issue 22 "A fresh desk has templates for every media and variant"): one
// template per media and variant, on the company's own accounts, 定向包, materials and title groups, every other
// one shared by the manager and the rest the operator's own, a few used already; and three 防出错 rules. A template's
// materials are of the kinds its variant takes and files its media accepts (materialRefusal, the push's own check),
// so a seeded template previews and submits without a material the push would refuse. A body is
// built from the variant's spec (<CODE>_CREATION): its fields' defaults or first options, money inside the
// field's range, made-up per-account ids. The packs are the desk's copy of the accounts' 定向包, read by the
// property sync itself for the accounts the templates use (the last bound ones of each media, so the suites that
// take a media's first accounts find them as before).
import {
  chinaToday,
  creationTextLength,
  ERROR_PREVENTION_FIELDS,
  MEDIA_CODES,
  type CreationField,
  type CreationTemplateBody,
  type CreationVariantSpec,
  type LevelSettings,
  type MediaCode,
  type NameRule,
  resolveName,
} from '@toufang/domain';
import { qianchuanAwemes } from '@toufang/media-qianchuan-server';
import { materialRefusal, type PushMaterial } from '@toufang/server-assets';
import type { ServerContext } from '@toufang/server-context';
import { variantSpecOf, variantsOf } from '@toufang/server-creation';
import { sqlOn } from '@toufang/server-db';
import { syncAccountType } from '@toufang/server-properties';

const CUSTOMER = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const SCHEDULE_ALL_WEEK = '1'.repeat(168);
const TARGETING = 'target';
/** Typed titles when the title library has none of a media's length. */
const TYPED_TITLES = ['春季焕新上市，限时特惠进行中', '新人专享好礼，下单立减五十元', '爆款直降，今日下单包邮到家'];
/**
 * The team's big build: 巨量引擎2.0's shared template tests five 标题组 (one title each) over two accounts, two 定向包
 * and two 素材组, 40 广告 in waves of 5 per account (the BATCH rule); the batch-creation journey builds from it.
 */
const TEAM_BUILD = { media: 'toutiao', variant: 'project', titleGroups: 5 } as const;

/** A value of a field as a demo template would hold it. */
function demoValue(field: CreationField): unknown {
  if (field.default !== undefined) return field.default;
  const first = field.options?.[0]?.value;
  switch (field.kind) {
    case 'select':
      return first;
    case 'multiSelect':
      return first === undefined ? [] : [first];
    case 'money': {
      const wanted = field.errorPrevention === 'bid' || field.errorPrevention === 'deepBid' ? 1.5 : 500;
      return Math.min(field.max ?? wanted, Math.max(field.min ?? 0, wanted));
    }
    case 'number':
      return field.min ?? 1;
    case 'schedule':
      return SCHEDULE_ALL_WEEK;
    case 'switch':
      return false;
    case 'text':
      return field.required ? '春季上新' : undefined;
    case 'dateRange':
      // From the seeding day for a month (China days), as the media's date picker would default it.
      return [chinaToday(), chinaToday(Date.now() + 30 * DAY_MS)];
    default:
      return undefined;
  }
}

function settingsOf(spec: CreationVariantSpec): CreationTemplateBody['settings'] {
  const settings: CreationTemplateBody['settings'] = {};
  for (const level of spec.levels) {
    const values: LevelSettings = {};
    for (const field of level.fields) {
      if (field.perAccount) continue;
      const value = demoValue(field);
      if (value !== undefined) values[field.key] = value;
    }
    settings[level.level] = values;
  }
  return settings;
}

/** Room a name keeps for the suffix uniqueName adds to a name already taken (「_12」) and a longer sequence. */
const NAME_SLACK = 4;

/**
 * The naming rule of each level: date, the level's word, the level's own token (material group, pack or account)
 * and the sequence, dropping the word, then the token, where that name would pass the media's length
 * (nameMaxLength, counted as the media counts) for the seeded accounts, packs and groups: baidu's 30 does not
 * take a long account name with the level's word.
 */
function namingOf(spec: CreationVariantSpec, values: { account: string[]; targeting: string[]; material: string[] }): CreationTemplateBody['naming'] {
  const naming: CreationTemplateBody['naming'] = {};
  const now = Date.now();
  for (const level of spec.levels) {
    const token = level.dimensions.includes('materials') ? 'material' : level.dimensions.includes('targeting') ? 'targeting' : 'account';
    const date = { kind: 'token', token: 'date' } as const;
    const seq = { kind: 'token', token: 'seq' } as const;
    const own = { kind: 'token', token } as const;
    const candidates: NameRule[] = [
      { parts: [date, { kind: 'text', text: `_${level.label}_` }, own, { kind: 'text', text: '_' }, seq] },
      { parts: [date, { kind: 'text', text: '_' }, own, { kind: 'text', text: '_' }, seq] },
      { parts: [date, { kind: 'text', text: `_${level.label}_` }, seq] },
      { parts: [date, { kind: 'text', text: '_' }, seq] },
    ];
    const samples = values[token].length > 0 ? values[token] : [''];
    const fits = (rule: NameRule) =>
      samples.every((sample) => {
        const name = resolveName(rule, { now, account: sample, targeting: sample, material: sample, seq: 999, repeat: 1, variant: spec.title });
        return creationTextLength(name, spec.titles.counting) + NAME_SLACK <= level.nameMaxLength;
      });
    naming[level.level] = candidates.find(fits) ?? candidates[candidates.length - 1];
  }
  return naming;
}

/** Made-up per-account ids: a link for a link field, else digits from the advertiser id (千川's 抖音号 the account's own). */
function idsOf(spec: CreationVariantSpec, advertiserId: string): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const level of spec.levels)
    for (const field of level.fields) {
      if (!field.perAccount) continue;
      // 巨量千川's live room promotes one of the account's own 抖音号, as its sandbox answers them.
      const aweme = spec.media === 'qianchuan' && field.key === 'aweme_id' ? qianchuanAwemes(advertiserId)[0]?.id : undefined;
      if (aweme) {
        ids[field.key] = aweme;
        continue;
      }
      ids[field.key] = /url|link|page/i.test(field.key) || field.label.includes('落地页') || field.label.includes('链接') ? `https://example.com/${spec.media}/${advertiserId}` : `${advertiserId.slice(-6)}${String(Object.keys(ids).length + 1).padStart(2, '0')}`;
    }
  return ids;
}

const charLength = (text: string) => [...text].length;

/**
 * Two 素材组 of the variant's usual size (2, within its min and max) from the materials it may carry, each variant of
 * a media starting further along the list so the templates do not all show the same files; none when there are none.
 */
function materialGroupsOf(spec: CreationVariantSpec, usable: readonly PushMaterial[], offset: number): CreationTemplateBody['materials']['groups'] {
  if (usable.length === 0) return [];
  const perGroup = Math.min(usable.length, Math.max(spec.materials.min, Math.min(spec.materials.max, 2)));
  return [0, 1].map((g) => {
    const start = (offset * 2 + g) * perGroup;
    const ids = Array.from({ length: perGroup }, (_, k) => usable[(start + k) % usable.length].id);
    return { key: `m${g + 1}`, name: `素材组${g + 1}`, materialIds: [...new Set(ids)] };
  });
}

/** Seeds the templates and rules once (a company that has templates is left as it is); answers how many templates. */
export async function seedCreation(context: ServerContext, now = new Date()): Promise<number> {
  const { db } = context;
  const q = sqlOn(db);
  const has = await q.selectFrom('creation_templates').select('id').where('customer_id', '=', CUSTOMER).limit(1).executeTakeFirst();
  if (has) return 0;
  const users = await q.selectFrom('users').select(['id', 'username']).where('customer_id', '=', CUSTOMER).where('username', 'in', ['manager', 'operator']).execute();
  const manager = users.find((u) => u.username === 'manager')?.id ?? null;
  const operator = users.find((u) => u.username === 'operator')?.id ?? null;
  const titleRows = await q
    .selectFrom('title_group_items as i')
    .innerJoin('title_groups as g', 'g.id', 'i.group_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['g.id', 'g.name', 't.text'])
    .where('g.customer_id', '=', CUSTOMER)
    .orderBy('g.id')
    .orderBy('t.id')
    .execute();
  const materials: PushMaterial[] = (
    await q.selectFrom('materials').select(['id', 'name', 'md5', 'kind', 'format', 'size_bytes', 'width', 'height', 'duration_ms']).where('customer_id', '=', CUSTOMER).orderBy('id').execute()
  ).map((m) => ({ id: Number(m.id), name: m.name, md5: m.md5.trim(), kind: m.kind, format: m.format, size: Number(m.size_bytes), width: m.width, height: m.height, durationMs: m.duration_ms }));
  let made = 0;
  for (const media of MEDIA_CODES) {
    const accounts = (
      await q
        .selectFrom('media_accounts')
        .select(['id', 'account_id', 'account_name', 'authorization_id'])
        .where('customer_id', '=', CUSTOMER)
        .where('media_code', '=', media)
        .where('authorization_id', 'is not', null)
        .orderBy('id', 'desc')
        .limit(2)
        .execute()
    ).reverse();
    if (accounts.length === 0) continue;
    const packs = await seedPacks(context, media, accounts, now);
    const limits = context.media.port(media).limits.material;
    const accepted = materials.filter((m) => materialRefusal(media, limits, m) === null);
    for (const [v, variant] of variantsOf(media).entries()) {
      const spec = variantSpecOf(media, variant) as CreationVariantSpec;
      const kinds = new Set<string>(spec.materials.kinds);
      const usable = accepted.filter((m) => kinds.has(m.kind));
      const groups = materialGroupsOf(spec, usable, v);
      const fits = (t: string) => charLength(t) >= spec.titles.minLength && charLength(t) <= spec.titles.maxLength;
      const library = titleRows.filter((t) => fits(t.text));
      const libraryGroup = library[0] ? { id: library[0].id, name: library[0].name, titles: library.filter((t) => t.id === library[0]?.id).map((t) => t.text) } : null;
      const titleCount = Math.max(1, Math.min(spec.titles.max, 3));
      const teamBuild = media === TEAM_BUILD.media && variant === TEAM_BUILD.variant;
      const titleGroups = teamBuild
        ? [...new Set([...library.map((t) => t.text), ...TYPED_TITLES.filter(fits)])].slice(0, TEAM_BUILD.titleGroups).map((text, i) => ({ key: `t${i + 1}`, name: `标题组${i + 1}`, titles: [text] }))
        : libraryGroup
          ? [{ key: 't1', name: libraryGroup.name, titleGroupId: libraryGroup.id, titles: libraryGroup.titles.slice(0, titleCount) }]
          : [{ key: 't1', name: '常用标题', titles: TYPED_TITLES.filter(fits).slice(0, titleCount) }];
      const shared = teamBuild || made % 2 === 0;
      const body: CreationTemplateBody = {
        media,
        variant,
        accounts: accounts.map((a) => ({ mediaAccountId: a.id, advertiserId: a.account_id, name: a.account_name, ids: idsOf(spec, a.account_id) })),
        settings: settingsOf(spec),
        targeting: { mode: 'cross', packs: packs.slice(0, 2) },
        materials: { mode: 'cross', groups },
        titles: { mode: 'cross', groups: titleGroups },
        naming: namingOf(spec, { account: accounts.map((a) => a.account_name), targeting: packs.slice(0, 2).map((p) => p.name), material: groups.map((g) => g.name) }),
        submission:
          teamBuild || made % 3 === 0
            ? { submitType: 'submitAndSaveTemplate', adsSubmitRule: 'BATCH', adsSubmitInterval: 10, adsSubmitDimension: 'PLAN', adsMoreAccount: 'ON', adsSubmitNum: 5 }
            : { submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW' },
      };
      const at = new Date(now.getTime() - (made + 1) * DAY_MS);
      const used = made % 3 !== 2;
      await q
        .insertInto('creation_templates')
        .values({
          customer_id: CUSTOMER,
          owner_id: shared ? manager : operator,
          name: `${spec.title}${shared ? '（团队）' : '（个人）'}`,
          media_code: media,
          variant,
          shared,
          body: JSON.stringify(body),
          account_count: body.accounts.length,
          last_used_at: used ? new Date(at.getTime() + 6 * 60 * 60 * 1000) : null,
          last_used_by: used ? operator : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      made += 1;
    }
  }
  await seedRules(context, now);
  return made;
}

/** The desk's copy of the accounts' 定向包, read by the property sync as its schedule would. */
async function seedPacks(context: ServerContext, media: MediaCode, accounts: readonly { id: number; account_id: string; account_name: string; authorization_id: number | null }[], now: Date) {
  if (!context.media.port(media).properties.some((p) => p.type === TARGETING)) return [];
  for (const a of accounts) {
    await syncAccountType(context.db, context.media, { id: a.id, customerId: CUSTOMER, media, advertiserId: a.account_id, name: a.account_name, authorizationId: a.authorization_id as number }, TARGETING, now);
  }
  const rows = await sqlOn(context.db)
    .selectFrom('media_properties')
    .select(['id', 'name'])
    .where('account_id', 'in', accounts.map((a) => a.id))
    .where('property_type', '=', TARGETING)
    .where('state', '<>', 'deleted')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ propertyId: Number(r.id), name: r.name }));
}

/** Three rules a team would keep: toutiao's bids, gdt's goals, kuaishou's plan budgets. */
async function seedRules(context: ServerContext, now: Date): Promise<void> {
  const q = sqlOn(context.db);
  const manager = await q.selectFrom('users').select('id').where('customer_id', '=', CUSTOMER).where('username', '=', 'manager').executeTakeFirst();
  const by = manager?.id ?? null;
  const rules = [
    { name: '头条出价0.5-300元', media_code: 'toutiao', field: 'bid' as const, allowed_values: [], min_value: 0.5, max_value: 300 },
    { name: '广点通只投激活和注册', media_code: 'gdt', field: 'goal' as const, allowed_values: ['OPTIMIZATIONGOAL_APP_ACTIVATE', 'OPTIMIZATIONGOAL_APP_REGISTER'], min_value: null, max_value: null },
    { name: '快手计划预算不低于300元', media_code: 'kuaishou', field: 'budgetPlan' as const, allowed_values: [], min_value: 300, max_value: null },
  ];
  // Kept to the fields a rule may name (the domain's list), so a renamed field fails here first.
  for (const rule of rules) if (!ERROR_PREVENTION_FIELDS.includes(rule.field)) throw new Error(`unknown 防出错 field ${rule.field}`);
  for (const [i, rule] of rules.entries()) {
    const at = new Date(now.getTime() - (10 - i) * DAY_MS);
    await q.insertInto('error_prevention_rules').values({ customer_id: CUSTOMER, ...rule, created_by: by, created_at: at, updated_by: by, updated_at: at }).execute();
  }
}
