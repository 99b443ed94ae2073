// The property kit's test kit (docs/design/properties.md §2.4, like @toufang/delivery's): a small fake property
// server on the typed fake of libs/api (lists by type, the caller's accounts, option trees with a version, one
// object's detail, creates and updates held in memory) and a renderer that mounts a kit page as the shell
// does. The kit's specs use it, and the media libraries' page tests may. Only specs and test kits import it.
import type { ReactElement } from 'react';
import { fakeApi, renderSubAppPage, type FakeApi } from '@toufang/api/testing';
import type { Schemas } from '@toufang/api';

export type PropertyRow = Schemas['PropertyRow'];
type OptionNode = Schemas['PropertyOption'];
type OptionKind = Schemas['PropertyOptionKind'];

/** A small region tree at depth 3 (GB/T 2260 codes): three provinces, four cities, five districts. */
export const SMALL_REGION_TREE: OptionNode[] = [
  {
    code: 110000,
    name: '北京市',
    children: [{ code: 110100, name: '北京市辖区', children: [{ code: 110101, name: '东城区' }, { code: 110102, name: '西城区' }] }],
  },
  { code: 310000, name: '上海市', children: [{ code: 310100, name: '上海市辖区', children: [{ code: 310101, name: '黄浦区' }] }] },
  {
    code: 440000,
    name: '广东省',
    children: [
      { code: 440100, name: '广州市', children: [{ code: 440106, name: '天河区' }] },
      { code: 440300, name: '深圳市', children: [{ code: 440305, name: '南山区' }] },
    ],
  },
];

/** A small interest tree. */
export const SMALL_INTEREST_TREE: OptionNode[] = [
  { code: 1, name: '游戏', children: [{ code: 101, name: '休闲游戏' }, { code: 102, name: '角色扮演' }] },
  { code: 2, name: '教育', children: [{ code: 201, name: '语言学习' }] },
];

export const TEST_ACCOUNT = { id: 7, name: '沙箱账户-7', advertiserId: '1700000000000007', sandbox: true } as const;

/** A row of the list as the server answers it, with whatever the test changes. */
export function propertyRow(id: number, name: string, over: Partial<PropertyRow> = {}): PropertyRow {
  return {
    id,
    media: 'toutiao',
    type: 'target',
    accountId: TEST_ACCOUNT.id,
    advertiserId: TEST_ACCOUNT.advertiserId,
    accountName: TEST_ACCOUNT.name,
    mediaId: `16000000000000${id}`,
    parentMediaId: null,
    name,
    state: 'enabled',
    review: 'approved',
    rejectReason: null,
    statusText: '审核通过',
    lifecycle: null,
    size: null,
    summary: {},
    createdAt: '2026-11-20 10:00:00',
    modifiedAt: '2026-11-21 10:00:00',
    syncedAt: '2026-11-21 10:00:00',
    ...over,
  };
}

/** An audience pack of the account in a lifecycle state. */
export const audienceRow = (id: number, name: string, lifecycle: NonNullable<PropertyRow['lifecycle']>): PropertyRow =>
  propertyRow(id, name, { type: 'custom-audience', mediaId: `AUD${id}`, lifecycle, review: null, statusText: lifecycle });

export interface PropertyServerOptions {
  /** Rows of each type (the type's name as the key). */
  rows?: Readonly<Record<string, PropertyRow[]>>;
  /** Option trees of each kind; the region tree is SMALL_REGION_TREE unless said. */
  trees?: Partial<Record<OptionKind, OptionNode[]>>;
  /** The values of an object by its id (getProperty). */
  values?: Readonly<Record<number, Record<string, unknown>>>;
  /** actOnProperties' refusal of an object by its id (评论: 回复 …); the others are taken. */
  refuseAction?: Readonly<Record<number, string>>;
  /** The 素材库's materials the caller sees (listMaterials: by kind, a keyword in the name or the id). */
  materials?: readonly Schemas['Material'][];
}

/** An image of the 素材库, with its thumbnail. */
export function libraryImage(id: number, name: string): Schemas['Material'] {
  return {
    id,
    md5: id.toString(16).padStart(32, '0'),
    name,
    kind: 'image',
    format: 'jpg',
    mime: 'image/jpeg',
    size: 120_000,
    width: 800,
    height: 800,
    durationMs: null,
    bitrate: null,
    designer: null,
    uploader: null,
    source: 'upload',
    shared: false,
    labels: [],
    favorite: false,
    uploadTime: '2026-11-20 10:00:00',
    thumbnailUrl: `https://store.example.com/thumb/${id}.webp`,
    posterUrl: null,
    fileUrl: `https://store.example.com/file/${id}.jpg`,
    pushes: [],
  };
}

/** Installs the fake property server; its calls are on the answer (bodiesOf('/api/property/create') …). */
export function servePropertyKit(options: PropertyServerOptions = {}): FakeApi {
  const rows: Record<string, PropertyRow[]> = Object.fromEntries(Object.entries(options.rows ?? {}).map(([type, list]) => [type, [...list]]));
  const values = { ...(options.values ?? {}) };
  const trees: Partial<Record<OptionKind, OptionNode[]>> = { region: SMALL_REGION_TREE, interest: SMALL_INTEREST_TREE, ...(options.trees ?? {}) };
  let next = 900;
  const all = () => Object.values(rows).flat();
  const api = fakeApi()
    .on('post', '/api/property/list', (body) => {
      const list = (rows[body.type] ?? []).filter((r) => (!body.accountIds || body.accountIds.includes(r.accountId)) && (body.parentId === undefined || r.parentMediaId === body.parentId));
      return { total: list.length, rows: list.slice((body.current - 1) * body.size, body.current * body.size) };
    })
    .on('post', '/api/delivery/accounts', () => [{ ...TEST_ACCOUNT }])
    .on('post', '/api/material/list', (body) => {
      const found = (options.materials ?? []).filter((m) => (!body.kind || m.kind === body.kind) && (!body.keyword || m.name.includes(body.keyword) || String(m.id) === body.keyword));
      return { records: found.slice((body.current - 1) * body.size, body.current * body.size), total: found.length, current: body.current, size: body.size };
    })
    .on('post', '/api/property/options', (body) => ({ version: `v1-${body.media}-${body.kind}`, tree: trees[body.kind] ?? [] }))
    .on('post', '/api/property/detail', (body) => {
      const row = all().find((r) => r.id === body.id) ?? propertyRow(body.id, `对象${body.id}`);
      return { ...row, values: (values[body.id] ?? {}) as never };
    })
    .on('post', '/api/property/create', (body) => {
      const [media, type] = body.input.kind.split('.') as [PropertyRow['media'], string];
      const made = propertyRow((next += 1), body.input.name, { media, type, accountId: body.accountId, parentMediaId: body.input.parentId ?? null, review: 'reviewing', statusText: '审核中' });
      rows[type] = [made, ...(rows[type] ?? [])];
      values[made.id] = body.input.values as Record<string, unknown>;
      return { ...made, values: body.input.values };
    })
    .on('post', '/api/property/update', (body) => {
      const row = all().find((r) => r.id === body.id) ?? propertyRow(body.id, body.input.name);
      values[body.id] = body.input.values as Record<string, unknown>;
      return { ...row, name: body.input.name, values: body.input.values };
    })
    .on('post', '/api/property/sync', () => ({ jobId: 'job-1' }))
    .on('post', '/api/property/act', (body) => ({
      outcomes: body.ids.map((id) => {
        const reason = options.refuseAction?.[id] ?? null;
        return { id, name: all().find((r) => r.id === id)?.name ?? `对象${id}`, ok: reason === null, reason };
      }),
    }));
  api.install();
  return api;
}

/** Mounts a kit page (or any element) as the shell does, at a property route of the media's app. */
export function renderPropertyPage(element: () => ReactElement, path = '/toutiao-app/property/target') {
  return renderSubAppPage(element, path);
}
