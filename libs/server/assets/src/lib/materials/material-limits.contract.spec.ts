// Contract test of listMaterialLimits: the upload page checks files against this answer, so it must be each
// media's own table (its limits project), read back exactly, for every role of the assets section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { materialLimitsFromWire, MEDIA_CODES, type MaterialLimits, type MediaCode } from '@toufang/domain';
import { BAIDU_MATERIAL_LIMITS } from '@toufang/media-baidu-limits';
import { BILIBILI_MATERIAL_LIMITS } from '@toufang/media-bilibili-limits';
import { GDT_MATERIAL_LIMITS } from '@toufang/media-gdt-limits';
import { KUAISHOU_MATERIAL_LIMITS } from '@toufang/media-kuaishou-limits';
import { QIANCHUAN_MATERIAL_LIMITS } from '@toufang/media-qianchuan-limits';
import { TOUTIAO_MATERIAL_LIMITS } from '@toufang/media-toutiao-limits';
import { startTestServer, type TestServer } from '@toufang/server-testing';

// The six sandbox media's own tables (a media added later is checked by its own limits spec).
const TABLES: Readonly<Partial<Record<MediaCode, MaterialLimits>>> = {
  toutiao: TOUTIAO_MATERIAL_LIMITS,
  gdt: GDT_MATERIAL_LIMITS,
  kuaishou: KUAISHOU_MATERIAL_LIMITS,
  baidu: BAIDU_MATERIAL_LIMITS,
  qianchuan: QIANCHUAN_MATERIAL_LIMITS,
  bilibili: BILIBILI_MATERIAL_LIMITS,
};

const LIMITS = '/api/material/limits';
type MediaLimits = components['schemas']['MaterialMediaLimits'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('listMaterialLimits', () => {
  it('answers every media, in the desk\'s order, with its own material table', async () => {
    const answer = await server.call<MediaLimits[]>(LIMITS, { body: {}, token: await server.login('designer') });
    expect(answer.body, answer.text).toMatchObject({ code: 200 });
    const media = answer.body.data;
    expect(media.map((m) => m.mediaCode)).toEqual([...MEDIA_CODES]);
    for (const [code, table] of Object.entries(TABLES)) {
      const answered = media.find((m) => m.mediaCode === code);
      if (!answered) throw new Error(`no limits answered for ${code}`);
      const { mediaCode: _code, ...wire } = answered;
      expect(materialLimitsFromWire(wire), code).toEqual(table);
    }
    // A figure as the page reads it: toutiao takes images of at most 1.5 MB, and its 小图 has an upper bound.
    const toutiao = media[0];
    expect(toutiao.image.maxBytes).toBe(1.5 * 1024 * 1024);
    expect(toutiao.image.specs.find((spec) => spec.name === '小图')?.max).toEqual({ width: 1368, height: 900 });
  });

  it('is read by every role of the assets section and refused without a session', async () => {
    for (const username of ['admin', 'manager', 'operator', 'designmanager']) {
      const answer = await server.call<MediaLimits[]>(LIMITS, { body: {}, token: await server.login(username) });
      expect(answer.body.code, `${username}: ${answer.text}`).toBe(200);
    }
    const anonymous = await server.call(LIMITS, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
