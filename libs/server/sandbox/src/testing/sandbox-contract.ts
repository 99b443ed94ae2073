// A media's sandbox under the port contract suite, over one fresh database for the file (PGlite, or the
// PostgreSQL of DATABASE_URL): each media's adapter project runs it from its own contract spec.
import type { Db } from '@toufang/server-db';
import { HOUR_MS } from '@toufang/server-media';
import { describeMediaPortContract, openMediaTestDb } from '@toufang/server-media/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMediaConfig } from '../lib/config';
import { sandboxHarness } from './sandbox-harness';

/** The port contract suite and the sandbox's own listing checks for one media's sandbox. */
export function describeSandboxContract(config: SandboxMediaConfig): void {
  let opened: Awaited<ReturnType<typeof openMediaTestDb>> | undefined;
  const holder: { db?: Db } = {};
  beforeAll(async () => {
    opened = await openMediaTestDb();
    holder.db = opened.db;
  });
  afterAll(async () => {
    await opened?.close();
  });
  const database = (): Db => {
    if (!holder.db) throw new Error('the test database is not open yet');
    return holder.db;
  };
  // The harness is built while tests are collected, before beforeAll opens the database.
  const lazyDb: Db = {
    get kind() {
      return database().kind;
    },
    query: (sql, params) => database().query(sql, params),
    run: (sql, params) => database().run(sql, params),
    exec: (sql) => database().exec(sql),
    transaction: (fn) => database().transaction(fn),
    close: () => database().close(),
  };

  describeMediaPortContract(`${config.media} sandbox`, () => sandboxHarness(lazyDb, config));
  describeListing(config, () => lazyDb);
}

// A full listing of a level larger than the page answers every object exactly once, on a first sync and on
// an incremental one (the review part of the cursor used to start at 0 and repeat the first pages).
function describeListing(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox listing over several pages', () => {
    const PAGE = 3;
    it(`${config.media}: every object once per full listing`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const tight = h.withLimits({ pageSize: PAGE });
      const { advertiserId } = await h.newAdvertiser();
      const token = (await tight.authorize([advertiserId])).accessToken;
      const spec = h.port.levels.find((l) => l.parent === null);
      if (!spec) throw new Error('no top level');
      const limits = h.port.limits;
      let serial = 0;
      const create = async (count: number) => {
        const ids: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const [outcome] = await tight.port.createObjects(token, {
            advertiserId,
            level: spec.level,
            drafts: [
              {
                parentId: null,
                name: `分页${spec.label}_${++serial}`,
                budget: spec.has.budget ? (limits.minBudget[spec.level] ?? 100) * 4 : undefined,
                bid: spec.has.bid ? limits.bidRange.min + 2 : undefined,
              },
            ],
          });
          if (!outcome.ok) throw new Error(`create refused: ${outcome.reason}`);
          ids.push(outcome.value.id);
          h.clock.advance(1000);
        }
        return ids;
      };
      const listAll = async (cursor?: string) => {
        const seen: string[] = [];
        for (let pages = 0; pages < 50; pages += 1) {
          const page = await tight.port.listObjects(token, { advertiserId, level: spec.level, cursor });
          expect(page.objects.length).toBeLessThanOrEqual(PAGE);
          seen.push(...page.objects.map((o) => o.id));
          cursor = page.nextCursor;
          if (!page.hasMore) return { seen, cursor };
        }
        throw new Error('the listing never ended');
      };

      // First sync after review decided every object: each comes once, reviewed.
      const first = await create(2 * PAGE + 1);
      h.clock.advance(2 * HOUR_MS);
      const full = await listAll();
      expect(full.seen).toHaveLength(first.length);
      expect([...full.seen].sort()).toEqual([...first].sort());

      // Incremental: new objects written and decided since, each once; nothing more after that.
      const more = await create(PAGE + 2);
      h.clock.advance(2 * HOUR_MS);
      const next = await listAll(full.cursor);
      expect([...next.seen].sort()).toEqual([...more].sort());
      expect((await listAll(next.cursor)).seen).toEqual([]);

      // Objects answered before they were reviewed come once more when review decides, once each.
      const pending = await create(PAGE + 1);
      const beforeReview = await listAll(next.cursor);
      expect([...beforeReview.seen].sort()).toEqual([...pending].sort());
      h.clock.advance(2 * HOUR_MS);
      const reviewed = await listAll(beforeReview.cursor);
      expect([...reviewed.seen].sort()).toEqual([...pending].sort());
    });
  });
}
