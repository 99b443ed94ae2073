// The port contract suite's harness over a sandbox media: fresh authorised advertisers per test, a fake
// clock, refusals injected on demand, tighter limits where a rule would take hundreds of calls.
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { fakeClock } from '../clock';
import type { MediaLimits } from '../port';
import { sandboxConfig } from '../sandbox-media';
import type { SandboxMediaConfig } from '../sandbox/config';
import { SandboxMedia } from '../sandbox/engine';
import { hasShape, shapedId } from '../sandbox/ids';
import type { PortHarness } from './port-contract';

/** Monday 2 November 2026, 10:00 China time. */
export const CONTRACT_START = Date.parse('2026-11-02T10:00:00+08:00');

let advertiserCounter = 0;

/** `config` defaults to the media's own (a new configuration can be tried before it is registered). */
export function sandboxHarness(db: Db, media: MediaCode, config: SandboxMediaConfig = sandboxConfig(media)): PortHarness {
  const clock = fakeClock(CONTRACT_START);
  const make = (limits?: Partial<MediaLimits>) => new SandboxMedia(db, config, { clock, limits });
  const port = make();
  return {
    port,
    clock,
    db,
    again: () => make(),
    withLimits: (limits) => {
      const tight = make(limits);
      return { port: tight, authorize: (ids) => tight.issueCode(ids).then((code) => tight.exchangeCode(code)) };
    },
    async newAdvertiser() {
      advertiserCounter += 1;
      const advertiserId = shapedId({ prefix: '8', digits: MEDIA_REGISTRY[media].accountIdDigits }, advertiserCounter);
      await sqlOn(db)
        .insertInto('sandbox_advertisers')
        .values({
          media_code: media,
          advertiser_id: advertiserId,
          name: `契约测试账户_${advertiserCounter}`,
          company_name: '契约测试公司',
          balance_fen: 10_000_000,
          daily_budget_fen: null,
          created_at: new Date(clock.now()),
        })
        .execute();
      const code = await port.issueCode([advertiserId]);
      const tokens = await port.exchangeCode(code);
      return { advertiserId, tokens, code };
    },
    inject(advertiserId, rule, times, params) {
      port.faults.push({ advertiserId, rule, times, params });
    },
    revoke: (token) => port.revoke(token),
    idShapeOk: (level, id) => {
      const shape = level === 'material' ? config.ids.material : config.ids[level];
      return shape !== undefined && hasShape(shape, id);
    },
  };
}
