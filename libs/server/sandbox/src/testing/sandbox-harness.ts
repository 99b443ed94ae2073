// The port contract suite's harness over a sandbox media: fresh authorised advertisers per test, a fake
// clock, refusals injected on demand, tighter limits where a rule would take hundreds of calls.
import { MEDIA_REGISTRY } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { fakeClock, type MediaLimits } from '@toufang/server-media';
import type { PortHarness } from '@toufang/server-media/testing';
import type { SandboxMediaConfig } from '../lib/config';
import { SandboxMedia } from '../lib/engine';
import { hasShape, shapedId } from '../lib/ids';
import { grantSandboxAwemes } from '../lib/live-grants';

/** Monday 2 November 2026, 10:00 China time. */
export const CONTRACT_START = Date.parse('2026-11-02T10:00:00+08:00');

let advertiserCounter = 0;
const COMPANY = '契约测试公司';

/** The harness of one media's sandbox configuration (its adapter project's, or one tried before it exists). */
export function sandboxHarness(db: Db, config: SandboxMediaConfig): PortHarness {
  const media = config.media;
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
          company_name: COMPANY,
          balance_fen: 10_000_000,
          daily_budget_fen: null,
          created_at: new Date(clock.now()),
        })
        .execute();
      // A media with live rooms binds the account's own 抖音号 from its opening, as the seed does.
      await grantSandboxAwemes(db, config, [{ advertiserId, company: COMPANY }], clock.now());
      const code = await port.issueCode([advertiserId]);
      const tokens = await port.exchangeCode(code);
      return { advertiserId, tokens, code };
    },
    inject(advertiserId, rule, times, params) {
      port.faults.push({ advertiserId, rule, times, params });
    },
    revoke: (token) => port.revoke(token),
    // The person on the 抖音号 consent page picks the first 抖音号 it offers that the accounts do not have yet.
    ...(config.live
      ? {
          async awemeConsent(advertiserIds: string[]) {
            const offered = await port.awemeConsentChoices(COMPANY, advertiserIds);
            const own = new Set(advertiserIds.flatMap((id) => config.live?.awemes(id).map((a) => a.id) ?? []));
            const aweme = offered.find((a) => !own.has(a.id)) ?? offered[0];
            return { awemeId: aweme.id, code: await port.issueAwemeCode(COMPANY, aweme.id, advertiserIds) };
          },
        }
      : {}),
    errorCode: (rule) => config.errors[rule].code,
    idShapeOk: (level, id) => {
      const shape = level === 'material' ? config.ids.material : config.ids[level];
      return shape !== undefined && hasShape(shape, id);
    },
  };
}
