// The creation kit's test kit: a small variant spec (项目 → 广告, like toutiao's), and a fake creation server
// on the typed fake of libs/api (accounts, packs, the 素材库, title groups, templates, drafts held in memory,
// preview facts, the 防出错 check and the task submission). Only specs import it.
import type { Schemas } from '@toufang/api';
import { envelope, fakeApi, refuse, renderSubAppPage, type FakeApi } from '@toufang/api/testing';
import type { CreationVariantSpec } from '@toufang/domain';
import { CreationRoutePage } from '../lib/route/creation-route-page';

export const ACCOUNTS = [
  { id: 7, name: '沙箱账户甲', advertiserId: '1700000000000007', sandbox: true },
  { id: 8, name: '沙箱账户乙', advertiserId: '1700000000000008', sandbox: true },
] as const;

/** 项目 (split by targeting) → 广告 (split by materials and titles), with a budget, a goal, a bid and a per-account id. */
export const TEST_SPEC: CreationVariantSpec = {
  media: 'toutiao',
  variant: 'project',
  title: '快速创建项目',
  levels: [
    {
      level: 'project',
      label: '项目',
      dimensions: ['targeting'],
      fields: [
        { key: 'budget', label: '项目预算', kind: 'money', required: true, min: 300, max: 9999999, default: 1000, errorPrevention: 'budgetPlan' },
        {
          key: 'goal',
          label: '优化目标',
          kind: 'select',
          required: true,
          options: [
            { value: 'ACTIVE', label: '激活' },
            { value: 'PAY', label: '付费' },
          ],
          default: 'ACTIVE',
          errorPrevention: 'goal',
        },
        { key: 'convertId', label: '转化目标ID', kind: 'text', perAccount: true },
      ],
      nameMaxLength: 50,
      nameUnique: true,
      delivers: false,
    },
    {
      level: 'ad',
      label: '广告',
      dimensions: ['materials', 'titles'],
      fields: [{ key: 'bid', label: '出价', kind: 'money', required: true, min: 0.1, max: 100, default: 1.5, errorPrevention: 'bid' }],
      nameMaxLength: 50,
      nameUnique: true,
      delivers: true,
    },
  ],
  materials: { min: 1, max: 3, kinds: ['image'] },
  titles: { min: 1, max: 5, minLength: 1, maxLength: 30, counting: 'char' },
  forbidden: [],
  refusesAllLowEfficiency: false,
  refusesIdenticalAds: false,
  idempotency: 'nameLookup',
  createsPerDay: 500,
  submitLevels: { CAMPAIGN: 'project', PLAN: 'ad' },
};

/** The same spec as baidu's flow (its variant is the first step's segment). */
export const BAIDU_TEST_SPEC: CreationVariantSpec = { ...TEST_SPEC, media: 'baidu', variant: 'basic-settings', title: '快速创建' };

type Body = Schemas['CreationTemplateBody'];

/** A template body with the two accounts, two material groups and two title groups, all crossed. */
export function sampleBody(spec: CreationVariantSpec = TEST_SPEC, over: Partial<Body> = {}): Body {
  return {
    media: spec.media,
    variant: spec.variant,
    accounts: ACCOUNTS.map((a) => ({ mediaAccountId: a.id, advertiserId: a.advertiserId, name: a.name, ids: { convertId: `cv-${a.advertiserId}` } })),
    settings: { project: { budget: 1000, goal: 'ACTIVE' }, ad: { bid: 1.5 } },
    targeting: { mode: 'cross', packs: [] },
    materials: {
      mode: 'cross',
      groups: [
        { key: 'm1', name: '素材组1', materialIds: [11] },
        { key: 'm2', name: '素材组2', materialIds: [12] },
      ],
    },
    titles: {
      mode: 'cross',
      groups: [
        { key: 't1', name: '标题组1', titles: ['双11大促限时抢购'] },
        { key: 't2', name: '标题组2', titles: ['年末清仓全场五折'] },
      ],
    },
    naming: {},
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
    ...over,
  };
}

export function templateOf(id: number, name: string, body: Body): Schemas['CreationTemplate'] {
  return {
    id,
    name,
    media: body.media,
    variant: body.variant,
    shared: false,
    ownerId: 1,
    ownerName: '优化师小王',
    accountCount: body.accounts.length,
    lastUsedAt: null,
    lastUsedBy: null,
    updateTime: '2026-11-29 10:00:00',
    editable: true,
    body,
  };
}

export interface CreationServerOptions {
  templates?: Schemas['CreationTemplate'][];
  /** The 防出错 rules the check answers (none: it passes). */
  rules?: Schemas['ErrorPreventionResultRule'][];
  /** Names already used per account index and level (preview facts). */
  existingNames?: Record<number, Record<string, string[]>>;
  /** The draft store refuses (the server cannot be reached). */
  draftsDown?: boolean;
  /** Materials the media refuses (preview facts' materialProblems): desk id → the reason, of those the body names. */
  materialProblems?: Record<number, string>;
  /** The 素材库's materials (material/list, of the kind asked). */
  materials?: Schemas['Material'][];
}

/** Installs the fake server; its calls are on the answer, and the drafts it holds on `drafts`. */
export function serveCreation(options: CreationServerOptions = {}): FakeApi & { drafts: Map<string, Schemas['CreationDraft']> } {
  const drafts = new Map<string, Schemas['CreationDraft']>();
  const templates = new Map((options.templates ?? []).map((t) => [t.id, t]));
  let nextTemplate = 500;
  const down = () => new Response('busy', { status: 503 });
  const api = fakeApi()
    .on('post', '/api/delivery/accounts', () => ACCOUNTS.map((a) => ({ ...a })))
    .on('post', '/api/property/list', () => ({ total: 0, rows: [] }))
    .on('post', '/api/material/list', (body) => {
      const kind = (options.materials ?? []).filter((m) => !body.kind || m.kind === body.kind);
      const records = body.keyword ? kind.filter((m) => String(m.id) === body.keyword || m.name.includes(body.keyword ?? '')) : kind;
      return { records, total: records.length, current: body.current, size: body.size };
    })
    .on('post', '/api/material/title-group/list', (body) => ({ records: [], total: 0, current: body.current, size: body.size, creators: [] }))
    // As the server: a template the caller does not have is code 404.
    .on('post', '/api/creation/template/get', (body) => templates.get(body.id) ?? refuse(404, '模板不存在或已删除'))
    .on('post', '/api/creation/template/list', (body) => {
      const list = [...templates.values()];
      return { records: list, total: list.length, current: body.current, size: body.size };
    })
    .on('post', '/api/creation/template/save', (body) => {
      const id = body.id ?? (nextTemplate += 1);
      const saved = templateOf(id, body.name, body.body);
      templates.set(id, saved);
      return saved;
    })
    .on('post', '/api/creation/draft/get', (body) => (options.draftsDown ? down() : (drafts.get(body.key) ?? envelope(null))))
    .on('post', '/api/creation/draft/save', (body) => {
      if (options.draftsDown) return down();
      const draft = { key: body.key, name: body.name ?? '', body: body.body, savedAt: '2026-11-30 10:00:00' };
      drafts.set(body.key, draft);
      return draft;
    })
    .on('post', '/api/creation/draft/remove', (body) => {
      drafts.delete(body.key);
      return envelope(null);
    })
    .on('post', '/api/creation/preview/facts', (body) => ({
      existingNames: options.existingNames ?? {},
      quotaLeft: Object.fromEntries(body.body.accounts.map((_, i) => [i, 100])),
      createsLeftToday: Object.fromEntries(body.body.accounts.map((_, i) => [i, 500])),
      lowEfficiencyMaterials: {},
      materialKinds: {},
      materialProblems: Object.fromEntries(
        Object.entries(options.materialProblems ?? {}).filter(([id]) => body.body.materials.groups.some((g) => g.materialIds.includes(Number(id)))),
      ),
      accountNames: {},
      packNames: {},
      materialNames: {},
    }))
    .on('post', '/api/creation/error-prevention/check', () => ({ rules: options.rules ?? [] }))
    .on('post', '/api/creation/task/submit', () => ({ taskId: 31, waves: [] }));
  api.install();
  return Object.assign(api, { drafts });
}

/** Mounts the creation route page of `variants` at `path`, as the shell does. */
export function renderCreation(path: string, variants: readonly CreationVariantSpec[] = [TEST_SPEC]) {
  const routePath = path.includes('/ad-speed-create/') && /ad-speed-create\/[a-z-]+\/[^/]+$/.test(path.split('?')[0]) ? path.split('?')[0].replace(/\/ad-speed-create\/[a-z-]+\/[^/]+$/, '/ad-speed-create/:step/:temp_id') : path.split('?')[0].replace(/\/[^/]+$/, '/:temp_id');
  return renderSubAppPage(() => <CreationRoutePage variants={variants} />, path, { routePath });
}
