// What the creation-task suites build on: the composed server over kuaishou's sandbox on a clock the test moves,
// its creates counted and a worker death after a create on cue; accounts of the demo company, a desk material
// uploaded as the page does, a body of kuaishou's 广告计划 → 广告组 → 广告创意 and its rows as the editor expands them.
import { expandTemplate, formatChinaTime, type CreationField, type CreationRow, type CreationTemplateBody, type CreationVariantSpec, type MediaCode } from '@toufang/domain';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { variantSpecOf } from '@toufang/server-creation';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker } from '@toufang/server-jobs';
import { fakeClock, fakeTime, MediaGateway, type MediaPort } from '@toufang/server-media';
import type { SandboxMedia } from '@toufang/server-sandbox';
import { sampleImage } from '@toufang/server-storage/testing';
import { registeredSandbox, uploadMaterialFile, type Answer, type TestServer } from '@toufang/server-testing';
import { expect } from 'vitest';
import { deleteCreatedJob } from '../delete-created';
import { creationWaveJob } from '../execute/wave-job';
import { creationReportExportJob } from '../report-export';

/** Every media on one fake clock; kuaishou's creates counted, and the worker "dies" after one on cue. */
export function taskPorts(db: Db) {
  const clock = fakeClock(Date.now());
  const time = fakeTime(clock);
  const calls = { createObjects: 0, listObjects: 0 };
  const state = { crashAfterCreate: 0 };
  const sandboxes = new Map<MediaCode, SandboxMedia>();
  const sandboxOf = (media: MediaCode): SandboxMedia => {
    let sandbox = sandboxes.get(media);
    if (!sandbox) sandboxes.set(media, (sandbox = registeredSandbox(db, media, { clock })));
    return sandbox;
  };
  const portOf = (media: MediaCode): MediaPort =>
    new Proxy(sandboxOf(media), {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if ((prop !== 'createObjects' && prop !== 'listObjects') || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          calls[prop] += 1;
          const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (prop === 'createObjects' && state.crashAfterCreate > 0 && --state.crashAfterCreate === 0) throw new Error('the worker died after the media created the chunk');
          return answer;
        };
      },
    });
  const media: MediaPorts = {
    port: portOf,
    sandbox: sandboxOf,
    gateway: (code, authorizationId) => new MediaGateway(portOf(code), { db, tokens: authorizationTokens(db, authorizationId), time }),
  };
  return { media, clock, calls, state, sandboxOf };
}

export type TaskPorts = ReturnType<typeof taskPorts>;

export interface KitAccount {
  id: number;
  advertiserId: string;
  name: string;
}

/** The demo company's kuaishou accounts with a live authorisation, oldest first. */
export async function kuaishouAccounts(db: Db, count: number): Promise<KitAccount[]> {
  const rows = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .select(['a.id', 'a.account_id', 'a.account_name'])
    .where('a.customer_id', '=', 1)
    .where('a.media_code', '=', 'kuaishou')
    .where('z.status', '=', 'active')
    .orderBy('a.id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => ({ id: r.id, advertiserId: r.account_id, name: r.account_name }));
}

let shade = 0;
/** A vertical picture (竖版图片 720×1280) uploaded to the library as the page does; answers its id. */
export async function uploadPicture(server: TestServer, token: string, name: string): Promise<number> {
  shade += 1;
  const sharp = (await import('sharp')).default;
  const bytes = await sharp(await sampleImage('png', 720, 1280))
    .tint({ r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 })
    .png()
    .toBuffer();
  const answer = await uploadMaterialFile(server, token, bytes, name);
  expect(answer.code, answer.message).toBe(200);
  return answer.data.id;
}

/** A kuaishou body: per account `plans` 广告计划, each with one 广告组 per targeting (none: one) and one 创意. */
export function kuaishouBody(accounts: readonly KitAccount[], materialId: number, change: Partial<CreationTemplateBody> & { prefix?: string } = {}): CreationTemplateBody {
  const { prefix = '批量', ...rest } = change;
  return {
    media: 'kuaishou',
    variant: '',
    // The ids the template's save asks of every account (应用, 落地页), as the preview and the submission do.
    accounts: accounts.map((a) => ({ mediaAccountId: a.id, advertiserId: a.advertiserId, name: a.name, ids: { app_id: `app-${a.advertiserId}`, url: `https://example.com/${a.advertiserId}` } })),
    settings: {
      plan: { campaign_type: '2', day_budget: 1000 },
      'delivery-group': { ocpx_action_type: '180', bid_type: '10', cpa_bid: 20, day_budget: 500, begin_end_time: ['2026-12-01', '2026-12-31'] },
      'delivery-creative': { creative_material_type: '5', action_bar_text: '立即下载' },
    },
    targeting: { mode: 'cross', packs: [] },
    materials: { mode: 'cross', groups: [{ key: 'm1', name: '竖版图', materialIds: [materialId] }] },
    titles: { mode: 'cross', groups: [{ key: 't1', name: '标题', titles: ['春季新品限时优惠立即下载体验'] }] },
    naming: {
      plan: { parts: [{ kind: 'text', text: `${prefix}计划_` }, { kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] },
      'delivery-group': { parts: [{ kind: 'text', text: `${prefix}组_` }, { kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] },
      'delivery-creative': { parts: [{ kind: 'text', text: `${prefix}创意_` }, { kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] },
    },
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
    ...rest,
  };
}

/** The rows of the preview as the editor expands them (libs/domain expandTemplate with the variant's spec). */
export function rowsOf(body: CreationTemplateBody, now = Date.now()): CreationRow[] {
  const spec = variantSpecOf(body.media, body.variant);
  if (!spec) throw new Error('no spec');
  const expansion = expandTemplate(body, spec, { now });
  if (!expansion.ok) throw new Error(JSON.stringify(expansion.problems));
  // The editor keeps a suffixed name's base to show it; what it submits is the row itself.
  return expansion.rows.map(({ baseName: _base, ...row }) => row);
}

/** A level's settings the variant accepts: each field's default, else a figure in its range or its first option. */
export function defaultSettings(spec: CreationVariantSpec, level: string): Record<string, unknown> {
  const valueOf = (f: CreationField): unknown =>
    f.default ??
    (f.kind === 'money' || f.kind === 'number'
      ? Math.max(f.min ?? 0, 1) * 2
      : f.options?.length
        ? f.kind === 'multiSelect'
          ? [f.options[0].value]
          : f.options[0].value
        : f.kind === 'dateRange'
          ? ['2026-12-01', '2026-12-31']
          : f.kind === 'text'
            ? '1800000001'
            : undefined);
  const fields = spec.levels.find((l) => l.level === level)?.fields ?? [];
  const out: Record<string, unknown> = {};
  for (const f of fields) if (!f.when) out[f.key] = valueOf(f);
  for (const f of fields) if (f.when && f.when.values.includes(String(out[f.when.field]))) out[f.key] = valueOf(f);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** 'YYYY-MM-DD HH:mm' China time, minutes from now. */
export const inMinutes = (minutes: number, now = Date.now()) => formatChinaTime(now + minutes * 60_000).slice(0, 16);

/** Runs every due creation job on the test's clock until none is left. */
export async function drain(server: TestServer, ports: TaskPorts): Promise<number> {
  const worker = createWorker(server.app.toufang, { jobs: [creationWaveJob, deleteCreatedJob, creationReportExportJob], schedules: [], clock: ports.clock, heartbeatMs: false });
  let ran = 0;
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) ran += n;
  return ran;
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
