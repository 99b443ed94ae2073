// The port contract: what every media adapter must do, as one suite run against each adapter through a
// harness (fresh authorised advertisers, a fake clock). The six sandboxes pass it; a real adapter passes
// it against a recorded or staging media (docs/media-adapters.md).
import { MEDIA_REGISTRY } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDay, chinaDayStart, DAY_MS, fakeTime, HOUR_MS, MINUTE_MS } from '../lib/clock';
import { MediaGateway } from '../lib/gateway';
import { memoryTokenKeeper } from '../lib/token-keeper';
import {
  type LevelSpec,
  type MediaObject,
  type MediaPort,
  type MediaTokens,
  type ObjectDraft,
  type ObjectLevel,
  offersOrders,
  ORDER_QUERY_MAX_DAYS,
} from '../lib/port';
import { counted, must, refusalOf, type PortHarness } from './contract-helpers';
import { describeMaterialContract } from './material-contract';
import { describeLiveContract } from './live-contract';

export type { PortHarness } from './contract-helpers';

export function describeMediaPortContract(name: string, makeHarness: () => PortHarness): void {
  describe(`media port contract: ${name}`, () => {
    const h = makeHarness();
    const { port, clock } = h;
    const media = port.media;
    const prefix = `${MEDIA_REGISTRY[media].displayName}：`;
    const deliverSpec = must(port.levels.find((l) => l.delivers));
    const specOf = (level: ObjectLevel | null) => port.levels.find((l) => l.level === level);
    /** The delivering level's line: its ancestors from the top, itself, and its creative level if any. */
    const line: LevelSpec[] = [];
    for (let s: LevelSpec | undefined = deliverSpec; s; s = specOf(s.parent)) line.unshift(s);
    const creativeSpec = port.levels.find((l) => l.parent === deliverSpec.level);
    if (creativeSpec) line.push(creativeSpec);
    const budgetSpec = must(line.find((l) => l.has.budget));
    const limits = port.limits;
    const budgetOf = (level: ObjectLevel) => (limits.minBudget[level] ?? 100) * 4;
    const bid = limits.bidRange.min + 2;
    let serial = 0;

    const draft = (spec: LevelSpec, parentId: string | null, over: Partial<ObjectDraft> = {}): ObjectDraft => ({
      parentId,
      name: `契约${spec.label}_${++serial}`,
      budget: spec.has.budget ? budgetOf(spec.level) : undefined,
      bid: spec.has.bid ? bid : undefined,
      ...over,
    });
    const gatewayFor = (tokens: MediaTokens, advertiserId: string, target: MediaPort = port) => {
      const keeper = memoryTokenKeeper();
      keeper.set(media, advertiserId, tokens);
      const time = fakeTime(clock);
      return { gateway: new MediaGateway(target, { db: h.db, tokens: keeper, time }), keeper, time };
    };
    const createOne = async (token: string, advertiserId: string, spec: LevelSpec, parentId: string | null, over: Partial<ObjectDraft> = {}) => {
      const [outcome] = await port.createObjects(token, { advertiserId, level: spec.level, drafts: [draft(spec, parentId, over)] });
      if (!outcome.ok) throw new Error(`create refused: ${outcome.reason}`);
      clock.advance(1000);
      return outcome.value;
    };
    /** One object per level of the delivering line; answers them by level. */
    const createLine = async (token: string, advertiserId: string, over: Partial<Record<ObjectLevel, Partial<ObjectDraft>>> = {}) => {
      const made = new Map<ObjectLevel, MediaObject>();
      let parent: string | null = null;
      for (const spec of line) {
        const object = await createOne(token, advertiserId, spec, parent, over[spec.level]);
        made.set(spec.level, object);
        parent = object.id;
      }
      return made;
    };
    const list = (token: string, advertiserId: string, level: ObjectLevel, cursor?: string) =>
      port.listObjects(token, { advertiserId, level, cursor });

    it('authorises with a one-time code; tokens expire, refresh once, and can be withdrawn', async () => {
      const { advertiserId, tokens, code } = await h.newAdvertiser();
      expect((await port.listAdvertisers(tokens.accessToken)).map((a) => a.advertiserId)).toEqual([advertiserId]);
      const reused = await refusalOf(port.exchangeCode(code));
      expect(reused.kind).toBe('invalid');
      expect(reused.message).toBe(`${prefix}授权码无效或已使用，请重新发起授权`);
      expect(port.consentUrl({ state: 's1', redirectUri: 'http://desk/cb' })).toContain('state=s1');

      clock.set(tokens.accessExpiresAt);
      const expired = await refusalOf(port.getAccount(tokens.accessToken, advertiserId));
      expect(expired.kind).toBe('auth_expired');
      expect(expired.message).toBe(`${prefix}授权已过期，正在刷新授权`);
      const renewed = await port.refreshTokens(tokens.refreshToken);
      expect(renewed.accessExpiresAt).toBeGreaterThan(clock.now());
      expect((await port.getAccount(renewed.accessToken, advertiserId)).advertiserId).toBe(advertiserId);
      expect((await refusalOf(port.refreshTokens(tokens.refreshToken))).kind).toBe('auth_revoked');

      await h.revoke(renewed.accessToken);
      const withdrawn = await refusalOf(port.getAccount(renewed.accessToken, advertiserId));
      expect(withdrawn.kind).toBe('auth_revoked');
      expect(withdrawn.message).toBe(`${prefix}授权已被取消，请重新授权该账户`);
      const other = await h.newAdvertiser();
      expect((await refusalOf(port.getAccount(other.tokens.accessToken, advertiserId))).kind).toBe('auth_revoked');
    });

    it('shapes account and object ids like the media', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      expect(advertiserId).toMatch(new RegExp(`^\\d{${MEDIA_REGISTRY[media].accountIdDigits}}$`));
      const made = await createLine(tokens.accessToken, advertiserId);
      for (const [level, object] of made) expect(h.idShapeOk(level, object.id), `${level} ${object.id}`).toBe(true);
      const account = await port.getAccount(tokens.accessToken, advertiserId);
      expect(account).toMatchObject({ advertiserId, status: 'active', todayCost: 0 });
      expect(account.balance).toBeGreaterThan(0);
    });

    it('creates at every level and lists incrementally: only what changed, deletions included', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const byLevel = new Map<ObjectLevel, MediaObject>();
      for (const spec of port.levels) {
        const parent = spec.parent === null ? null : (byLevel.get(spec.parent)?.id ?? null);
        byLevel.set(spec.level, await createOne(token, advertiserId, spec, parent));
      }
      const top = line[0];
      const child = line[1];
      const second = await createOne(token, advertiserId, child, byLevel.get(top.level)?.id ?? null);
      const first = await list(token, advertiserId, child.level);
      expect(first.objects.map((o) => o.id)).toEqual([byLevel.get(child.level)?.id, second.id]);
      const paged = await port.listObjects(token, { advertiserId, level: child.level, limit: 1 });
      expect(paged).toMatchObject({ hasMore: true });
      expect(paged.objects).toHaveLength(1);
      const rest = await list(token, advertiserId, child.level, paged.nextCursor);
      expect(rest.objects.map((o) => o.id)).toEqual([second.id]);

      // Reviews decide after creation: the next sync answers those objects once more, with their new state.
      clock.advance(2 * HOUR_MS);
      const decided = await list(token, advertiserId, child.level, first.nextCursor);
      // Answered in the order review decided them, which the model draws per object.
      expect(decided.objects.map((o) => [o.id, o.review]).sort()).toEqual(
        [
          [byLevel.get(child.level)?.id, 'approved'],
          [second.id, 'approved'],
        ].sort(),
      );
      expect((await list(token, advertiserId, child.level, decided.nextCursor)).objects).toEqual([]);
      // The media's own fields (MediaObject.attributes): text under the media's own names, the same on every listing.
      const fieldsOf = (objects: readonly MediaObject[]) => objects.map((o) => [o.id, o.attributes ?? {}] as const).sort();
      for (const [, fields] of fieldsOf(decided.objects)) {
        for (const [key, value] of Object.entries(fields)) {
          // The media's own spelling: snake_case, or camelCase where its API writes so (baidu's transType).
          expect(key).toMatch(/^[a-z][A-Za-z0-9_]*$/);
          expect(typeof value).toBe('string');
        }
      }
      expect(fieldsOf(decided.objects)).toEqual(fieldsOf(first.objects));

      const renamed = await port.updateObjects(token, { advertiserId, level: child.level, field: 'name', items: [{ id: second.id, value: '改名后的对象' }] });
      expect(renamed).toEqual([{ key: second.id, ok: true, value: null }]);
      clock.advance(1000);
      const since = await list(token, advertiserId, child.level, decided.nextCursor);
      expect(since.objects.map((o) => [o.id, o.name])).toEqual([[second.id, '改名后的对象']]);
      const byTime = await port.listObjects(token, { advertiserId, level: child.level, modifiedSince: clock.now() - 1000 });
      expect(byTime.objects.map((o) => o.id)).toEqual([second.id]);
      // From a time, the objects whose review decided since then come too.
      const late = await createOne(token, advertiserId, child, byLevel.get(top.level)?.id ?? null);
      const from = clock.now();
      clock.advance(2 * HOUR_MS);
      const reviewedSince = await port.listObjects(token, { advertiserId, level: child.level, modifiedSince: from });
      expect(reviewedSince.objects.map((o) => [o.id, o.review])).toEqual([[late.id, 'approved']]);

      const removed = await port.updateObjects(token, { advertiserId, level: top.level, field: 'status', items: [{ id: byLevel.get(top.level)?.id ?? '', value: 'deleted' }] });
      expect(removed[0].ok).toBe(true);
      const gone = await list(token, advertiserId, child.level, since.nextCursor);
      expect(gone.objects.map((o) => [o.id, o.optStatus, o.statusText]).sort()).toEqual(
        [byLevel.get(child.level)?.id, second.id, late.id].map((id) => [id, 'deleted', '已删除']).sort(),
      );
    });

    it('reviews new objects, refuses absolute claims, and runs the learning phase on the clock', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const made = await createLine(token, advertiserId, {
        [budgetSpec.level]: { budget: budgetOf(budgetSpec.level) * 50 },
        [deliverSpec.level]: { bid: Math.min(limits.bidRange.max, 200) },
      });
      const deliverer = must(made.get(deliverSpec.level));
      expect(deliverer).toMatchObject({ review: 'reviewing', statusText: '审核中', learning: 'none' });
      const bad = await createOne(token, advertiserId, deliverSpec, deliverer.parentId, { name: '全网最低价' });
      clock.advance(HOUR_MS + 1);
      const approved = (await list(token, advertiserId, deliverSpec.level)).objects;
      expect(approved.find((o) => o.id === deliverer.id)).toMatchObject({ review: 'approved', learning: 'learning', statusText: '学习期' });
      const rejected = approved.find((o) => o.id === bad.id);
      expect(rejected).toMatchObject({ review: 'rejected', statusText: '审核不通过' });
      expect(rejected?.rejectReason).toContain('广告法');
      clock.advance(8 * DAY_MS);
      // Days later the access token has expired: the gateway refreshes it.
      const { gateway } = gatewayFor(tokens, advertiserId);
      const after = (await gateway.listObjects({ advertiserId, level: deliverSpec.level })).objects.find((o) => o.id === deliverer.id);
      expect(['learned', 'failed']).toContain(after?.learning);
      expect(after?.statusText).toMatch(/^投放中（学习(期结束|失败)）$/);
    });

    it('models metrics deterministically, within the daily budget and the schedule', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      // Off every day from 00:00 to 09:00 (China time).
      const schedule = '0'.repeat(9).concat('1'.repeat(15)).repeat(7);
      const scheduleSpec = line.find((l) => l.has.schedule);
      const budget = budgetOf(budgetSpec.level);
      const over: Partial<Record<ObjectLevel, Partial<ObjectDraft>>> = {};
      for (const spec of line) {
        over[spec.level] = {
          ...(spec.has.budget ? { budget } : {}),
          ...(spec === scheduleSpec ? { schedule } : {}),
          ...(spec.has.bid ? { bid: Math.min(limits.bidRange.max, 500) } : {}),
        };
      }
      const made = await createLine(token, advertiserId, over);
      const deliverer = must(made.get(deliverSpec.level));
      const created = chinaDay(clock.now());
      clock.set(chinaDayStart(created + 4));
      const { gateway, keeper } = gatewayFor(tokens, advertiserId);
      const dates = [1, 2, 3].map((d) => chinaDate(created + d));
      const query = { advertiserId, level: deliverSpec.level, ids: [deliverer.id], from: dates[0], to: dates[2] };
      const days = await gateway.report({ ...query, granularity: 'day' });
      expect(days.map((d) => d.time)).toEqual(dates);
      for (const day of days) {
        expect(day.cost).toBeGreaterThan(0);
        expect(day.cost).toBeLessThanOrEqual(budget);
        expect(day.clicks).toBeLessThanOrEqual(day.impressions);
      }
      const hours = await gateway.report({ ...query, granularity: 'hour' });
      expect(hours.every((r) => Number(r.time.slice(11, 13)) >= 9)).toBe(scheduleSpec !== undefined);
      expect(hours.reduce((sum, r) => sum + r.cost, 0)).toBeCloseTo(days.reduce((sum, r) => sum + r.cost, 0), 2);
      // Another process, its own adapter over the same media: the same figures.
      const other = new MediaGateway(h.again(), { db: h.db, tokens: keeper, time: fakeTime(clock) });
      expect(await other.report({ ...query, granularity: 'day' })).toEqual(days);
      const top = must(made.get(line[0].level));
      const rolled = await gateway.report({ ...query, level: line[0].level, ids: [top.id], granularity: 'day' });
      expect(rolled.map(({ id: _id, ...rest }) => rest)).toEqual(days.map(({ id: _id, ...rest }) => rest));
      if (creativeSpec) {
        const creative = must(made.get(creativeSpec.level));
        const share = await gateway.report({ ...query, level: creativeSpec.level, ids: [creative.id], granularity: 'day' });
        expect(share.map((r) => r.cost)).toEqual(days.map((r) => r.cost));
      }
    });

    it('answers the orders of its delivering objects refunded or returned, when it sells through its ads (listOrders)', async () => {
      // 退货日志 (docs/design/tools.md §3): only the e-commerce media have the call; the others do not offer it.
      if (!offersOrders(port)) {
        expect(port.listOrders).toBeUndefined();
        return;
      }
      const { advertiserId, tokens } = await h.newAdvertiser();
      const over: Partial<Record<ObjectLevel, Partial<ObjectDraft>>> = {};
      for (const spec of line) {
        over[spec.level] = { ...(spec.has.budget ? { budget: 20_000 } : {}), ...(spec.has.bid ? { bid: Math.min(limits.bidRange.max, 500) } : {}) };
      }
      const deliverer = must((await createLine(tokens.accessToken, advertiserId, over)).get(deliverSpec.level));
      const created = chinaDay(clock.now());
      clock.set(chinaDayStart(created + 15) + 10 * HOUR_MS);
      const { gateway, keeper } = gatewayFor(tokens, advertiserId);
      const query = { advertiserId, from: chinaDate(created + 1), to: chinaDate(created + 15) };
      const orders = await gateway.listOrders(query);
      expect(orders.length).toBeGreaterThan(0);
      for (const o of orders) {
        const delay = Date.parse(o.refundedAt) - Date.parse(o.orderedAt);
        expect(o.planId).toBe(deliverer.id);
        expect(['refunded', 'returned']).toContain(o.state);
        expect(o.reason).not.toBe('');
        expect(o.productName).not.toBe('');
        expect(o.amount).toBeGreaterThan(0);
        expect(delay).toBeGreaterThanOrEqual(DAY_MS);
        expect(delay).toBeLessThanOrEqual(7 * DAY_MS);
        expect(Date.parse(o.refundedAt)).toBeLessThanOrEqual(clock.now());
        expect(chinaDay(Date.parse(o.refundedAt))).toBeGreaterThanOrEqual(created + 1);
      }
      expect(new Set(orders.map((o) => o.orderId)).size).toBe(orders.length);
      // Deterministic: another process answers the same orders; a state filter answers its part.
      const other = new MediaGateway(h.again(), { db: h.db, tokens: keeper, time: fakeTime(clock) });
      expect(await other.listOrders(query)).toEqual(orders);
      expect(await gateway.listOrders({ ...query, state: 'returned' })).toEqual(orders.filter((o) => o.state === 'returned'));
      // Every order of the first week has had its 7 days: the share that came back is the model's 6–12 % (± chance).
      const week = await gateway.report({ advertiserId, level: deliverSpec.level, ids: [deliverer.id], granularity: 'day', from: chinaDate(created + 1), to: chinaDate(created + 7) });
      const pays = week.reduce((sum, d) => sum + d.pays, 0);
      const back = orders.filter((o) => chinaDay(Date.parse(o.orderedAt)) <= created + 7).length;
      expect(pays).toBeGreaterThan(200);
      expect(back / pays).toBeGreaterThan(0.04);
      expect(back / pays).toBeLessThan(0.14);
      const wide = await refusalOf(gateway.listOrders({ ...query, from: chinaDate(created + 15 - ORDER_QUERY_MAX_DAYS) }));
      expect(wide.kind).toBe('invalid');
    });

    it('refuses a batch over the media size with its message; the gateway chunks to that size', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const size = limits.batch.status;
      const parentSpec = specOf(deliverSpec.parent);
      const parent = parentSpec ? (await createLine(tokens.accessToken, advertiserId)).get(parentSpec.level) : undefined;
      const { gateway, time } = gatewayFor(tokens, advertiserId);
      const created = await gateway.createObjects(
        advertiserId,
        deliverSpec.level,
        Array.from({ length: size + 1 }, () => draft(deliverSpec, parent?.id ?? null)),
      );
      expect(created.every((o) => o.ok)).toBe(true);
      const ids = created.flatMap((o) => (o.ok ? [o.value.id] : []));
      const items = ids.map((id) => ({ id, value: 'paused' as const }));
      const tooMany = await refusalOf(port.updateObjects(tokens.accessToken, { advertiserId, level: deliverSpec.level, field: 'status', items }));
      expect(tooMany.kind).toBe('invalid');
      expect(tooMany.message).toBe(`${prefix}单次最多操作${size}个对象，本次${size + 1}个`);

      const spy = counted(port);
      const viaGateway = gatewayFor(tokens, advertiserId, spy.port);
      const outcomes = await viaGateway.gateway.updateObjects({ advertiserId, level: deliverSpec.level, field: 'status', items });
      expect(outcomes).toEqual(ids.map((id) => ({ key: id, ok: true, value: null })));
      expect(spy.calls.get('updateObjects')).toBe(2);
      expect(time.slept.every((ms) => ms > 0)).toBe(true);
    });

    it('reports a partial failure per object, applying the rest', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const made = await createLine(tokens.accessToken, advertiserId);
      const bidSpec = must(line.find((l) => l.has.bid));
      const a = must(made.get(bidSpec.level));
      const b = await createOne(tokens.accessToken, advertiserId, bidSpec, a.parentId);
      const outcomes = await port.updateObjects(tokens.accessToken, {
        advertiserId,
        level: bidSpec.level,
        field: 'bid',
        items: [
          { id: a.id, value: bid + 1 },
          { id: '1234567', value: bid + 1 },
          { id: b.id, value: limits.bidRange.max + 1 },
        ],
      });
      expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
      expect(outcomes[1]).toMatchObject({ key: '1234567', reason: `${prefix}${bidSpec.label}不存在或已删除` });
      expect(outcomes[2]).toMatchObject({ key: b.id, reason: `${prefix}出价须在${limits.bidRange.min}元至${limits.bidRange.max}元之间` });
      const now = (await list(tokens.accessToken, advertiserId, bidSpec.level)).objects;
      expect(now.find((o) => o.id === a.id)?.bid).toBe(bid + 1);
      expect(now.find((o) => o.id === b.id)?.bid).toBe(bid);
    });

    it('keeps names unique per account and level, and within the length limit', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const top = line[0];
      const outcomes = await port.createObjects(tokens.accessToken, {
        advertiserId,
        level: top.level,
        drafts: [draft(top, null, { name: '同名对象' }), draft(top, null, { name: '同名对象' }), draft(top, null, { name: '长'.repeat(limits.nameMaxLength + 1) })],
      });
      expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
      expect(outcomes[1]).toMatchObject({ reason: `${prefix}名称“同名对象”已存在，同一账户下${top.label}名称不能重复` });
      expect(outcomes[2]).toMatchObject({ reason: `${prefix}名称最多${limits.nameMaxLength}个字` });
      const other = await h.newAdvertiser();
      const elsewhere = await port.createObjects(other.tokens.accessToken, { advertiserId: other.advertiserId, level: top.level, drafts: [draft(top, null, { name: '同名对象' })] });
      expect(elsewhere[0].ok).toBe(true);
      // The desk's check of planned renames follows the media: one name twice is refused where names are unique.
      const { gateway } = gatewayFor(tokens, advertiserId);
      for (const spec of port.levels) {
        const checked = gateway.checkEditRules([1, 2].map((n) => ({ key: `r${n}`, scope: spec.level, field: 'name' as const, current: null, next: '同名改名' })));
        expect(checked.map((c) => c.ok)).toEqual([true, spec.namesRepeat === true]);
      }
    });

    it('enforces minimum budgets, minimum steps, daily edit caps and the spend rule; checkEditRules says the same first', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const level = budgetSpec.level;
      const min = limits.minBudget[level] ?? 0;
      const made = await createLine(token, advertiserId, {
        [level]: { budget: Math.max(min * 4, 5000) },
        [deliverSpec.level]: { bid: Math.min(limits.bidRange.max, 500), ...(deliverSpec.has.budget ? { budget: Math.max(min * 4, 5000) } : {}) },
      });
      const target = must(made.get(level));
      const { gateway } = gatewayFor(tokens, advertiserId);
      const edit = (value: number) => gateway.updateObjects({ advertiserId, level, field: 'budget', items: [{ id: target.id, value }] });
      const [low] = await edit(min - 1);
      expect(low).toMatchObject({ ok: false, reason: `${prefix}${budgetSpec.label}日预算不能低于${min}元` });
      let current = target.budget ?? 0;
      if (limits.budgetMinStep > 0) {
        const [small] = await edit(current + limits.budgetMinStep - 1);
        expect(small).toMatchObject({ ok: false, reason: `${prefix}每次修改预算的幅度不能低于${limits.budgetMinStep}元` });
      }
      if (limits.budgetEditsPerDay !== null) {
        const step = Math.max(limits.budgetMinStep, 100);
        for (let i = 0; i < limits.budgetEditsPerDay; i++) {
          current = i % 2 === 0 ? current + step : current - step;
          expect((await edit(current))[0].ok).toBe(true);
        }
        const [capped] = await edit(current + step);
        const reason = `${prefix}${budgetSpec.label}预算每天最多修改${limits.budgetEditsPerDay}次，今日已达上限`;
        expect(capped).toMatchObject({ ok: false, reason });
        const [checked] = gateway.checkEditRules([
          { key: target.id, scope: level, field: 'budget', current, next: current + step, editsToday: limits.budgetEditsPerDay },
        ]);
        expect(checked).toEqual({ key: target.id, ok: false, rule: 'budget_edit_cap', reason });
        // A new China day starts a new count.
        clock.set(chinaDayStart(chinaDay(clock.now()) + 1) + 30 * MINUTE_MS);
        expect((await edit(current + step))[0].ok).toBe(true);
        current += step;
      }
      if (limits.budgetOverSpendRatio !== null) {
        clock.advance(12 * HOUR_MS);
        const [spent] = await gateway.report({
          advertiserId,
          level,
          ids: [target.id],
          granularity: 'day',
          from: new Date(clock.now() + 8 * HOUR_MS).toISOString().slice(0, 10),
          to: new Date(clock.now() + 8 * HOUR_MS).toISOString().slice(0, 10),
        });
        const floor = Math.ceil(spent.cost * limits.budgetOverSpendRatio * 100) / 100;
        expect(floor).toBeGreaterThan(min);
        const [under] = await edit(Math.floor(floor) - 1);
        expect(under).toMatchObject({ ok: false });
        expect(under.ok ? '' : under.reason).toContain(`新预算不能低于今日消耗的${Math.round(limits.budgetOverSpendRatio * 100)}%`);
        expect((await edit(Math.ceil(floor) + 1))[0].ok).toBe(true);
      }
      const [fine] = gateway.checkEditRules([{ key: 'x', scope: level, field: 'budget', current: null, next: min }]);
      expect(fine.ok).toBe(true);
    });

    it('caps the account daily budget edits and refuses an account budget under the minimum', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const { gateway } = gatewayFor(tokens, advertiserId);
      const low = await refusalOf(gateway.updateAccountBudget(advertiserId, limits.minBudget.account - 1));
      expect(low).toMatchObject({ kind: 'invalid', message: `${prefix}账户日预算不能低于${limits.minBudget.account}元` });
      const step = Math.max(limits.budgetMinStep, 100);
      let budget = limits.minBudget.account * 10;
      const edits = limits.budgetEditsPerDay ?? 3;
      for (let i = 0; i < edits; i++) {
        budget += step;
        await gateway.updateAccountBudget(advertiserId, budget);
      }
      expect((await gateway.getAccount(advertiserId)).dailyBudget).toBe(budget);
      if (limits.budgetEditsPerDay !== null) {
        const capped = await refusalOf(gateway.updateAccountBudget(advertiserId, budget + step));
        expect(capped).toMatchObject({ kind: 'quota', message: `${prefix}账户预算每天最多修改${limits.budgetEditsPerDay}次，今日已达上限` });
      }
    });

    it('refuses delivering objects over the account quota, per object', async () => {
      const tight = h.withLimits({ deliveryQuota: 2 });
      const { advertiserId } = await h.newAdvertiser();
      const tokens = await tight.authorize([advertiserId]);
      const parentSpec = specOf(deliverSpec.parent);
      let parentId: string | null = null;
      if (parentSpec) {
        const [parent] = await tight.port.createObjects(tokens.accessToken, { advertiserId, level: parentSpec.level, drafts: [draft(parentSpec, null)] });
        parentId = parent.ok ? parent.value.id : null;
      }
      const outcomes = await tight.port.createObjects(tokens.accessToken, {
        advertiserId,
        level: deliverSpec.level,
        drafts: [draft(deliverSpec, parentId), draft(deliverSpec, parentId), draft(deliverSpec, parentId), draft(deliverSpec, parentId, { paused: true })],
      });
      expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true]);
      expect(outcomes[2]).toMatchObject({ reason: `${prefix}账户在投${deliverSpec.label}数已达上限2个` });
      const paused = outcomes[3].ok ? outcomes[3].value.id : '';
      const [enable] = await tight.port.updateObjects(tokens.accessToken, { advertiserId, level: deliverSpec.level, field: 'status', items: [{ id: paused, value: 'enabled' }] });
      expect(enable.ok).toBe(false);
    });

    it('answers rate_limited with retry-after past its per-second limit; the gateway waits and retries', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      clock.set(Math.ceil(clock.now() / 1000) * 1000);
      for (let i = 0; i < limits.callsPerSecond; i++) await port.getAccount(tokens.accessToken, advertiserId);
      const limited = await refusalOf(port.getAccount(tokens.accessToken, advertiserId));
      expect(limited.kind).toBe('rate_limited');
      expect(limited.retryAfterMs).toBe(1000);
      expect(limited.message).toBe(`${prefix}调用过于频繁，请1秒后重试`);

      const fresh = await h.newAdvertiser();
      h.inject(fresh.advertiserId, 'rate_limited', 2, { retryAfterMs: 1500 });
      const spy = counted(port);
      const { gateway, time } = gatewayFor(fresh.tokens, fresh.advertiserId, spy.port);
      expect((await gateway.getAccount(fresh.advertiserId)).advertiserId).toBe(fresh.advertiserId);
      expect(spy.calls.get('getAccount')).toBe(3);
      expect(time.slept.filter((ms) => ms >= 1500)).toHaveLength(2);

      h.inject(fresh.advertiserId, 'system_busy', 10);
      const busy = await refusalOf(gateway.getAccount(fresh.advertiserId));
      expect(busy).toMatchObject({ kind: 'unavailable', message: `${prefix}媒体系统繁忙，请稍后重试` });
      expect(spy.calls.get('getAccount')).toBe(3 + 5);
    });

    it('locks an account out past its per-minute limit; no process calls it until the lock-out ends', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      clock.set(Math.ceil(clock.now() / MINUTE_MS) * MINUTE_MS);
      const spacing = Math.ceil(1000 / limits.callsPerSecond);
      for (let i = 0; i < limits.callsPerMinute; i++) {
        await port.getAccount(tokens.accessToken, advertiserId);
        clock.advance(spacing);
      }
      const locked = await refusalOf(port.getAccount(tokens.accessToken, advertiserId));
      expect(locked.kind).toBe('locked_out');
      expect(locked.until).toBe(clock.now() + limits.lockoutMs);
      expect(locked.message).toContain(`${prefix}该账户调用次数超过每分钟${limits.callsPerMinute}次的上限，已被限制调用至`);

      const one = counted(port);
      const two = counted(h.again());
      const first = gatewayFor(tokens, advertiserId, one.port).gateway;
      const second = gatewayFor(tokens, advertiserId, two.port).gateway;
      expect((await refusalOf(first.getAccount(advertiserId))).kind).toBe('locked_out');
      expect(one.calls.get('getAccount')).toBe(1);
      // A call the gateway refuses for the lock-out it recorded takes no slot of the shared per-minute count.
      const slots = () => sqlOn(h.db).selectFrom('media_gateway_windows').select(['window_start', 'calls']).where('media_code', '=', media).where('advertiser_id', '=', advertiserId).executeTakeFirst();
      const slotsBefore = await slots();
      const held = await refusalOf(second.getAccount(advertiserId));
      expect(held).toMatchObject({ kind: 'locked_out', until: locked.until, message: locked.message });
      expect(two.calls.get('getAccount')).toBeUndefined();
      expect(await slots()).toEqual(slotsBefore);
      clock.set((locked.until ?? 0) + 1);
      expect((await second.getAccount(advertiserId)).advertiserId).toBe(advertiserId);
    });

    it('paces the gateways of several processes under the per-minute limit, so the desk never locks an account out', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      clock.set(Math.ceil(clock.now() / MINUTE_MS) * MINUTE_MS);
      const start = clock.now();
      const one = counted(port);
      const two = counted(h.again());
      const gateways = [gatewayFor(tokens, advertiserId, one.port).gateway, gatewayFor(tokens, advertiserId, two.port).gateway];
      const calls = limits.callsPerMinute + 10;
      // Two processes take turns; their per-minute count is shared through the database.
      for (let i = 0; i < calls; i++) expect((await gateways[i % 2].getAccount(advertiserId)).advertiserId).toBe(advertiserId);
      const made = (one.calls.get('getAccount') ?? 0) + (two.calls.get('getAccount') ?? 0);
      expect(made).toBeGreaterThanOrEqual(calls);
      expect(clock.now() - start).toBeGreaterThanOrEqual(MINUTE_MS);
    });

    it('refreshes an expired token once in the gateway and keeps the new pair', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      const spy = counted(port);
      const { gateway, keeper } = gatewayFor(tokens, advertiserId, spy.port);
      clock.set(tokens.accessExpiresAt + 1);
      expect((await gateway.getAccount(advertiserId)).advertiserId).toBe(advertiserId);
      expect(spy.calls.get('refreshTokens')).toBe(1);
      const kept = await keeper.get(media, advertiserId);
      expect(kept.accessToken).not.toBe(tokens.accessToken);
      await h.revoke(kept.accessToken);
      const revoked = await refusalOf(gateway.getAccount(advertiserId));
      expect(revoked.kind).toBe('auth_revoked');
      expect(spy.calls.get('refreshTokens')).toBe(1);
    });

    describeMaterialContract({ h, prefix, line, draft, createLine, gatewayFor });
    describeLiveContract(h);
  });
}
