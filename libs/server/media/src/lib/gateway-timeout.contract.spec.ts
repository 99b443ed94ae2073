// A media answering slowly: the gateway gives the call up after its timeout with a clear Chinese refusal,
// asks once only (a write may have landed), and the next call goes through as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@toufang/server-db';
import { GATEWAY_TIMEOUT_CODE, MediaGateway } from './gateway';
import { memoryTokenKeeper } from './token-keeper';
import { isMediaError, type MediaAccountInfo, type MediaPort, type ObjectDraft, type ObjectOutcome } from './port';
import { openMediaTestDb } from '../testing/media-test-db';

let opened: { db: Db; close(): Promise<void> };
beforeAll(async () => {
  opened = await openMediaTestDb();
});
afterAll(async () => {
  await opened?.close();
});

const ACCOUNT: MediaAccountInfo = { advertiserId: '30000001', name: '慢账户', companyName: '测试公司', status: 'active', balance: 1, dailyBudget: null, todayCost: 0 };

/** A port whose getAccount and createObjects hang `hangs` times, then answer. */
function slowPort(hangs: number): MediaPort & { calls: number } {
  const port = {
    media: 'gdt',
    calls: 0,
    levels: [],
    limits: { callsPerMinute: 600, callsPerSecond: 100, lockoutMs: 60_000, batch: { create: 2 }, reportIds: 100 },
    async getAccount() {
      port.calls += 1;
      if (port.calls <= hangs) return new Promise<MediaAccountInfo>(() => undefined);
      return ACCOUNT;
    },
    async createObjects(_token: string, input: { drafts: ObjectDraft[] }): Promise<ObjectOutcome[]> {
      port.calls += 1;
      if (port.calls <= hangs) return new Promise<ObjectOutcome[]>(() => undefined);
      return input.drafts.map((d) => ({ key: d.name, ok: true, value: null }));
    },
  };
  return port as unknown as MediaPort & { calls: number };
}

describe('a media answering slowly', () => {
  it('is given up after the timeout with a Chinese refusal, and asked once only', async () => {
    const port = slowPort(1);
    const tokens = memoryTokenKeeper();
    tokens.set('gdt', ACCOUNT.advertiserId, { accessToken: 'a', refreshToken: 'r', accessExpiresAt: Date.now() + 3_600_000, refreshExpiresAt: Date.now() + 86_400_000, advertiserIds: [ACCOUNT.advertiserId] });
    const gateway = new MediaGateway(port, { db: opened.db, tokens, callTimeoutMs: 50 });

    const refusal = await gateway.getAccount(ACCOUNT.advertiserId).catch((error: unknown) => error);
    expect(isMediaError(refusal)).toBe(true);
    expect(refusal).toMatchObject({ kind: 'unavailable', mediaCode: GATEWAY_TIMEOUT_CODE, message: '媒体接口 0 秒未响应，本次操作结果未知，请稍后同步核对' });
    expect(port.calls).toBe(1);

    // The media answers again: so does the gateway.
    await expect(gateway.getAccount(ACCOUNT.advertiserId)).resolves.toEqual(ACCOUNT);
  });

  it('gives a create up after the timeout without sending it again: its drafts say the outcome is unknown', async () => {
    const port = slowPort(1);
    const tokens = memoryTokenKeeper();
    tokens.set('gdt', ACCOUNT.advertiserId, { accessToken: 'a', refreshToken: 'r', accessExpiresAt: Date.now() + 3_600_000, refreshExpiresAt: Date.now() + 86_400_000, advertiserIds: [ACCOUNT.advertiserId] });
    const gateway = new MediaGateway(port, { db: opened.db, tokens, callTimeoutMs: 50 });
    const drafts = ['甲', '乙', '丙'].map((name): ObjectDraft => ({ parentId: null, name }));

    const outcomes = await gateway.createObjects(ACCOUNT.advertiserId, 'group', drafts);
    // The first chunk (two drafts) timed out and was not sent again; the second went through.
    expect(port.calls).toBe(2);
    expect(outcomes).toEqual([
      { key: '甲', ok: false, mediaCode: GATEWAY_TIMEOUT_CODE, reason: '媒体接口 0 秒未响应，本次操作结果未知，请稍后同步核对', outcomeUnknown: true },
      { key: '乙', ok: false, mediaCode: GATEWAY_TIMEOUT_CODE, reason: '媒体接口 0 秒未响应，本次操作结果未知，请稍后同步核对', outcomeUnknown: true },
      { key: '丙', ok: true, value: null },
    ]);
  });
});
