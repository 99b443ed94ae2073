import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleLengthOf } from '../title-rules';
import { checkRows, checksBlock, creationTextLength } from './checks';
import { expandTemplate } from './combine';
import { bodyOf, SPEC2, SPEC3, type BodyShape } from './fixtures';
import { CREATION_TASK_MAX_ADS, type CreationVariantSpec } from './spec';
import type { CreationRow, CreationTemplateBody, PreviewFacts, RowCheck } from './types';

const NOW = Date.UTC(2026, 10, 30, 6, 0);
const NO_FACTS: PreviewFacts = { existingNames: {}, quotaLeft: {}, createsLeftToday: {}, lowEfficiencyMaterials: {} };

/** A body every check passes: 1 account, 2 packs × 2 material groups × 1 title group, valid settings. */
function setup(shape: Partial<BodyShape> = {}, spec: CreationVariantSpec = SPEC3) {
  const body = bodyOf(spec, { accounts: 1, targeting: 2, materials: 2, titles: 1, ...shape });
  body.settings.plan = { budget: 100 };
  body.settings.unit = { goal: 'form', bidType: 'OCPC', bid: 10, budget: 100, placement: ['1'] };
  const e = expandTemplate(body, spec, { now: NOW });
  if (!e.ok) throw new Error('does not expand');
  return { body, rows: e.rows, spec };
}

const codes = (checks: RowCheck[]) => checks.map((c) => c.code);
const run = (rows: CreationRow[], body: CreationTemplateBody, spec: CreationVariantSpec = SPEC3, facts: Partial<PreviewFacts> = {}, options = {}) =>
  checkRows(rows, body, spec, { ...NO_FACTS, ...facts }, { now: NOW, ...options });
const unit = (rows: CreationRow[], n = 0) => rows.filter((r) => r.level === 'unit')[n];

describe('checkRows', () => {
  it('finds nothing on a valid build', () => {
    const { body, rows } = setup();
    expect(run(rows, body)).toEqual([]);
  });

  describe('names', () => {
    it('an empty name', () => {
      const { body, rows } = setup();
      unit(rows).name = '  ';
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows).key, field: 'name', code: 'name_empty', severity: 'error', message: '名称不能为空' }]);
    });

    it('a name over the level length, counted as the media counts', () => {
      const { body, rows } = setup();
      unit(rows).name = '单'.repeat(30); // 30 by characters, 60 when a 汉字 counts 2
      expect(run(rows, body)).toEqual([]);
      const cjk2 = { ...SPEC3, titles: { ...SPEC3.titles, counting: 'cjk2' as const } };
      expect(run(rows, body, cjk2)).toEqual([{ rowKey: unit(rows).key, field: 'name', code: 'name_too_long', severity: 'error', message: '单元名称最多50个字符，当前60个' }]);
    });

    it('a duplicate in the account where the level wants unique names (not where it does not)', () => {
      const { body, rows } = setup();
      unit(rows, 1).name = unit(rows, 0).name;
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows, 1).key, field: 'name', code: 'name_duplicate', severity: 'error', message: '单元名称在本任务的同一账户内重复' }]);
      const creatives = rows.filter((r) => r.level === 'creative');
      unit(rows, 1).name = 'x';
      creatives[1].name = creatives[0].name;
      expect(run(rows, body)).toEqual([]);
    });

    it('the same name in two accounts is no duplicate', () => {
      const { body, rows } = setup({ accounts: 2 });
      expect(rows.filter((r) => r.level === 'unit').map((r) => r.name)).toEqual(['单元_20261130_1400_1', '单元_20261130_1400_2', '单元_20261130_1400_1', '单元_20261130_1400_2']);
      expect(run(rows, body)).toEqual([]);
    });

    it('a duplicate across the repeats of a REPEAT rule', () => {
      const { body, spec } = setup({ targeting: 1 });
      body.submission = { submitType: 'submitAdOnly', adsSubmitRule: 'REPEAT', adsSubmitNum: 2, adsSubmitInterval: 5 };
      const e = expandTemplate(body, spec, { now: NOW });
      if (!e.ok) throw new Error();
      const rows = e.rows;
      const units = rows.filter((r) => r.level === 'unit');
      expect(units.map((u) => u.name)).toEqual(['单元_20261130_1400_1', '单元_20261130_1405_1']);
      units[1].name = units[0].name;
      expect(codes(run(rows, body, { ...SPEC3, refusesIdenticalAds: false }))).toEqual(['name_duplicate_repeat']);
    });

    it('a name an object of the account already has', () => {
      const { body, rows } = setup();
      expect(codes(run(rows, body, SPEC3, { existingNames: { 0: { unit: [unit(rows).name] } } }))).toEqual(['name_exists']);
      expect(run(rows, body, SPEC3, { existingNames: { 1: { unit: [unit(rows).name] } } })).toEqual([]);
    });

    it('a name the engine suffixed is a warning, gone once the name is edited', () => {
      const { body, spec } = setup();
      body.naming.unit = { parts: [{ kind: 'text', text: '单元A' }] };
      const e = expandTemplate(body, spec, { now: NOW });
      if (!e.ok) throw new Error();
      const checks = run(e.rows, body);
      expect(checks).toEqual([{ rowKey: unit(e.rows, 1).key, field: 'name', code: 'name_suffixed', severity: 'warning', message: '名称“单元A”重复，已自动加后缀' }]);
      expect(checksBlock(checks)).toBe(false);
      unit(e.rows, 1).name = '单元B';
      expect(run(e.rows, body)).toEqual([]);
    });
  });

  describe('settings', () => {
    it('a required field left empty', () => {
      const { body, rows } = setup();
      delete unit(rows).settings['goal'];
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows).key, field: 'goal', code: 'required', severity: 'error', message: '请填写目标转化' }]);
    });

    it('a per-account id the account lacks', () => {
      const { body, rows } = setup();
      delete unit(rows).settings['convId'];
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows).key, field: 'convId', code: 'per_account_missing', severity: 'error', message: '账户“账户1”未填写转化追踪' }]);
    });

    it('a per-account id not marked required, as the template save asks it (toutiao 2.0 抖音号), only where shown', () => {
      const awemeSpec: CreationVariantSpec = {
        ...SPEC3,
        levels: SPEC3.levels.map((l) =>
          l.level === 'unit'
            ? {
                ...l,
                fields: [
                  ...l.fields,
                  { key: 'aweme', label: '抖音号', kind: 'text', perAccount: true },
                  { key: 'shop', label: '店铺', kind: 'text', perAccount: true, when: { field: 'goal', values: ['pay'] } },
                ],
              }
            : l,
        ),
      };
      const body = bodyOf(awemeSpec, { accounts: 2, targeting: 1, materials: 1, titles: 1 });
      body.accounts[0].ids['aweme'] = 'a0';
      body.accounts[1].ids['aweme'] = '  ';
      body.settings.unit = { goal: 'form', bidType: 'OCPC', bid: 10, budget: 100, placement: ['1'] };
      const e = expandTemplate(body, awemeSpec, { now: NOW });
      if (!e.ok) throw new Error('does not expand');
      const second = e.rows.filter((r) => r.level === 'unit' && r.account === 1);
      expect(run(e.rows, body, awemeSpec)).toEqual(
        second.map((r) => ({ rowKey: r.key, field: 'aweme', code: 'per_account_missing', severity: 'error', message: '账户“账户2”未填写抖音号' })),
      );
      // 店铺 is shown for 付费 only: then both accounts lack it.
      body.settings.unit = { ...body.settings.unit, goal: 'pay' };
      const paid = expandTemplate(body, awemeSpec, { now: NOW });
      if (!paid.ok) throw new Error('does not expand');
      const shop = run(paid.rows, body, awemeSpec).filter((c) => c.field === 'shop');
      expect(shop.map((c) => c.message).sort()).toEqual(['账户“账户1”未填写店铺', '账户“账户2”未填写店铺']);
    });

    it('a value that is not an option', () => {
      const { body, rows } = setup();
      unit(rows).settings['placement'] = ['1', '9'];
      expect(codes(run(rows, body))).toEqual(['invalid_option']);
    });

    it('a bid out of the media range, in the bid dialog words', () => {
      const { body, rows } = setup();
      unit(rows).settings['bid'] = 1000;
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows).key, field: 'bid', code: 'bid_out_of_range', severity: 'error', message: '出价不少于0.3元，不超过999元' }]);
      unit(rows).settings['bid'] = 0.29;
      expect(codes(run(rows, body))).toEqual(['bid_out_of_range']);
    });

    it('a budget below the media minimum', () => {
      const { body, rows } = setup();
      rows[0].settings['budget'] = 49;
      expect(run(rows, body)).toEqual([{ rowKey: rows[0].key, field: 'budget', code: 'budget_out_of_range', severity: 'error', message: '计划预算不少于50元，不超过10000元' }]);
    });

    it('another number out of its range', () => {
      const spec: CreationVariantSpec = { ...SPEC3, levels: SPEC3.levels.map((l) => (l.level === 'plan' ? { ...l, fields: [{ key: 'ratio', label: '系数', kind: 'number', min: 1, max: 2 }] } : l)) };
      const { body, rows } = setup();
      rows[0].settings = { ratio: 3 };
      expect(run(rows, body, spec)).toEqual([{ rowKey: rows[0].key, field: 'ratio', code: 'value_out_of_range', severity: 'error', message: '系数需在1-2之间' }]);
    });

    it('a field not shown (its condition unmet) is not checked', () => {
      const spec: CreationVariantSpec = {
        ...SPEC3,
        levels: SPEC3.levels.map((l) => (l.level === 'unit' ? { ...l, fields: l.fields.map((f) => (f.key === 'bid' ? { ...f, required: true, when: { field: 'bidType', values: ['CPC'] } } : f)) } : l)),
      };
      const { body, rows } = setup();
      delete unit(rows).settings['bid'];
      expect(run(rows, body, spec)).toEqual([]);
      unit(rows).settings['bidType'] = 'CPC';
      expect(codes(run(rows, body, spec))).toEqual(['required']);
    });

    it('a field shown by a parent value is checked by that value', () => {
      const spec: CreationVariantSpec = {
        ...SPEC3,
        levels: SPEC3.levels.map((l) =>
          l.level === 'plan'
            ? { ...l, fields: [...l.fields, { key: 'subject', label: '推广对象', kind: 'select', options: [{ value: 'app', label: '应用' }, { value: 'web', label: '网站' }] }] }
            : l.level === 'unit'
              ? { ...l, fields: [...l.fields, { key: 'package', label: '应用包', kind: 'text', required: true, when: { field: 'subject', values: ['app'] } }] }
              : l,
        ),
      };
      const { body, rows } = setup();
      rows[0].settings['subject'] = 'web';
      expect(run(rows, body, spec)).toEqual([]);
      rows[0].settings['subject'] = 'app';
      expect(run(rows, body, spec).map((c) => [c.rowKey, c.code])).toEqual([
        ['0:unit:1', 'required'],
        ['0:unit:2', 'required'],
      ]);
    });

    it('a schedule that is not a 7×24 grid, or has no hour chosen', () => {
      const spec: CreationVariantSpec = { ...SPEC3, levels: SPEC3.levels.map((l) => (l.level === 'plan' ? { ...l, fields: [{ key: 'schedule', label: '投放时段', kind: 'schedule' }] } : l)) };
      const { body, rows } = setup();
      for (const ok of ['1'.repeat(168), '0'.repeat(335) + '1', undefined]) {
        rows[0].settings = { schedule: ok };
        expect(run(rows, body, spec)).toEqual([]);
      }
      for (const bad of ['0'.repeat(168), '1'.repeat(167), '2'.repeat(168), 7]) {
        rows[0].settings = { schedule: bad };
        expect(run(rows, body, spec)).toEqual([{ rowKey: rows[0].key, field: 'schedule', code: 'invalid_schedule', severity: 'error', message: '投放时段格式不正确，或未选择任何时段' }]);
      }
    });

    it('a bid type and goal the media refuses together, with its reason', () => {
      const { body, rows } = setup();
      Object.assign(unit(rows).settings, { bidType: 'CPC', goal: 'pay' });
      expect(run(rows, body)).toEqual([{ rowKey: unit(rows).key, field: 'bidType', code: 'forbidden_bid_goal', severity: 'error', message: 'CPC出价不支持付费目标' }]);
    });

    it('a forbidden pair set on two levels (goal on the parent)', () => {
      const spec: CreationVariantSpec = {
        ...SPEC3,
        levels: SPEC3.levels.map((l) =>
          l.level === 'plan' ? { ...l, fields: [...l.fields, SPEC3.levels[1].fields[0]] } : l.level === 'unit' ? { ...l, fields: l.fields.filter((f) => f.key !== 'goal') } : l,
        ),
      };
      const { body, rows } = setup();
      rows[0].settings['goal'] = 'pay';
      for (const u of rows.filter((r) => r.level === 'unit')) {
        delete u.settings['goal'];
        u.settings['bidType'] = 'CPC';
      }
      // Said on each 单元 whose bid type meets its 计划's goal.
      expect(run(rows, body, spec).map((c) => [c.rowKey, c.code])).toEqual([
        ['0:unit:1', 'forbidden_bid_goal'],
        ['0:unit:2', 'forbidden_bid_goal'],
      ]);
    });
  });

  describe('titles and materials', () => {
    it('too many titles, or none', () => {
      const { body, rows } = setup();
      body.titles.groups[0].titles = ['标题一二三', '标题四五六', '标题七八九'];
      expect(run(rows, body).map((c) => [c.code, c.message])).toContainEqual(['title_count', '标题需1-2个，当前3个']);
      body.titles.groups[0].titles = [];
      expect(codes(run(rows, body))).toEqual(['title_count', 'title_count', 'title_count', 'title_count']);
    });

    it('a title out of length, counted as the media counts', () => {
      const { body, rows } = setup();
      body.titles.groups[0].titles = ['短'];
      expect(run(rows, body)[0]).toEqual({ rowKey: rows[2].key, field: 'titles', code: 'title_length', severity: 'error', message: '标题“短”长度需在4-20个字符之间' });
      body.titles.groups[0].titles = ['十一个汉字的一个标题啊'];
      expect(run(rows, body)).toEqual([]);
      const cjk2 = { ...SPEC3, titles: { ...SPEC3.titles, counting: 'cjk2' as const } };
      expect(run(rows, body, cjk2)[0].message).toBe('标题“十一个汉字的一个标题啊”长度需在4-20个字符之间（汉字算2个字符）');
    });

    it('a word pack the media does not offer', () => {
      const { body, rows } = setup();
      body.titles.groups[0].titles = ['{地区}的好标题']; // 百度 offers 地区 and 城市
      expect(run(rows, body)).toEqual([]);
      body.titles.groups[0].titles = ['{年龄}的好标题'];
      expect(run(rows, body).map((c) => c.message)).toEqual(Array(4).fill('标题中的动态词包{年龄}该媒体不支持'));
    });

    it('a material of a kind the media does not take there', () => {
      const { body, rows } = setup();
      const spec = { ...SPEC3, materials: { ...SPEC3.materials, kinds: ['video' as const] } };
      expect(run(rows, body, spec, { materialKinds: { 1000: 'video', 1001: 'video' } })).toEqual([]);
      expect(run(rows, body, spec, { materialKinds: { 1000: 'image', 1001: 'video' } }).map((c) => [c.rowKey, c.code, c.message])).toEqual([
        ['0:creative:1', 'material_kind', '该媒体此处只支持视频素材'],
        ['0:creative:3', 'material_kind', '该媒体此处只支持视频素材'],
      ]);
    });

    it('a material whose file the media refuses, named with the media\'s reason on every row carrying it', () => {
      const { body, rows } = setup();
      const reason = '巨量引擎不接受：图片尺寸1200×628不符合要求，支持：横版大图16:9（1280×720～2560×1440）';
      const facts = { materialProblems: { 1000: reason }, materialNames: { 1000: '618狂欢_大图_主图.jpg' } };
      const unfit = run(rows, body, SPEC3, facts);
      expect(unfit.map((c) => [c.rowKey, c.field, c.code, c.severity])).toEqual([
        ['0:creative:1', 'materials', 'material_unfit', 'error'],
        ['0:creative:3', 'materials', 'material_unfit', 'error'],
      ]);
      expect(unfit[0].message).toBe(`素材「618狂欢_大图_主图.jpg」不符合媒体要求：${reason}`);
      expect(checksBlock(unfit)).toBe(true);
      // Without its name the id stands in; a material that fits is not in the facts and says nothing.
      expect(run(rows, body, SPEC3, { materialProblems: { 1000: reason } })[0].message).toBe(`素材「1000」不符合媒体要求：${reason}`);
      expect(run(rows, body, SPEC3, { materialProblems: { 99: reason } })).toEqual([]);
    });

    it('too many materials', () => {
      const { body, rows } = setup();
      body.materials.groups[0].materialIds = [1, 2, 3, 4];
      expect(run(rows, body).map((c) => c.message)).toEqual(['素材需1-3个，当前4个', '素材需1-3个，当前4个']);
    });

    it('materials all 低效 where the media refuses them; some 低效 a warning', () => {
      const { body, rows } = setup();
      const low = { lowEfficiencyMaterials: { 0: [1000] } };
      expect(run(rows, body, SPEC3, low).map((c) => [c.code, c.severity])).toEqual([
        ['all_low_efficiency', 'error'],
        ['all_low_efficiency', 'error'],
      ]);
      expect(run(rows, body, { ...SPEC3, refusesAllLowEfficiency: false }, low).map((c) => [c.code, c.severity])).toEqual([
        ['some_low_efficiency', 'warning'],
        ['some_low_efficiency', 'warning'],
      ]);
      body.materials.groups[0].materialIds = [1000, 1001];
      expect(run(rows, body, SPEC3, low).map((c) => [c.code, c.message])).toEqual([
        ['some_low_efficiency', '含1个低效素材'],
        ['some_low_efficiency', '含1个低效素材'],
      ]);
      // Another account's 低效 flags say nothing of this one.
      expect(run(rows, body, SPEC3, { lowEfficiencyMaterials: { 1: [1000, 1001] } })).toEqual([]);
    });

    it('identical ads in an account where the media refuses them', () => {
      const { body, rows } = setup();
      body.materials.groups[1].materialIds = [1000]; // both groups now hold the same material
      expect(run(rows, body).map((c) => [c.rowKey, c.code])).toEqual([
        ['0:creative:2', 'identical_ad'],
        ['0:creative:4', 'identical_ad'],
      ]);
      expect(run(rows, body, { ...SPEC3, refusesIdenticalAds: false })).toEqual([]);
    });

    it('materials and targeting carried on one level (a plan of 千川) count for identity too', () => {
      const { body, rows } = setup({ targeting: 1, materials: 2 }, SPEC2);
      body.materials.groups[1].materialIds = [1000];
      expect(codes(run(rows, body, SPEC2))).toEqual(['identical_ad']);
    });
  });

  describe('quotas and caps', () => {
    it('the delivering objects over the quota left in the account', () => {
      const { body, rows } = setup({ accounts: 2 });
      expect(run(rows, body, SPEC3, { quotaLeft: { 0: 1, 1: 5 } }).map((c) => [c.rowKey, c.code, c.message])).toEqual([['0:unit:2', 'quota', '账户在投数量剩余1个，超出的无法创建']]);
    });

    it('the objects over what the account may still create today, unless their wave runs on a later day', () => {
      const { body, rows } = setup(); // 7 objects: 计划, 2 单元, 4 创意
      expect(run(rows, body, SPEC3, { createsLeftToday: { 0: 5 } }).map((c) => [c.rowKey, c.code])).toEqual([
        ['0:creative:3', 'daily_cap'],
        ['0:creative:4', 'daily_cap'],
      ]);
      const waves = [
        { n: 1, runAt: NOW, rowKeys: rows.slice(0, 4).map((r) => r.key) },
        { n: 2, runAt: NOW + 24 * 3_600_000, rowKeys: rows.slice(4).map((r) => r.key) },
      ];
      expect(run(rows, body, SPEC3, { createsLeftToday: { 0: 5 } }, { waves })).toEqual([]);
    });

    it('the task cap, naming it', () => {
      const body = bodyOf(SPEC2, { accounts: 50, targeting: 100, materials: 1, titles: 1 });
      const e = expandTemplate(body, SPEC2, { now: NOW });
      if (!e.ok) throw new Error();
      const over = { ...e.rows[e.rows.length - 1], key: '49:plan:101', name: '多出的一条' };
      const checks = checkRows([...e.rows, over], body, SPEC2, NO_FACTS, { now: NOW }).filter((c) => c.code === 'task_cap');
      expect(checks).toEqual([{ rowKey: '49:plan:101', field: 'row', code: 'task_cap', severity: 'error', message: `单个任务最多创建${CREATION_TASK_MAX_ADS}个广告计划，超出上限` }]);
    });
  });
});

describe('creationTextLength', () => {
  it('counts as titleLengthOf does, for any text', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('a', '汉', '，', '{', '}', '|', '~', '\n', '\u200d', '\u0301', '\ufe0f', '👍', '👨‍👩‍👧', '\u1100', '\u1161', 'क', 'ा', 'か', '\u3099', 'ｶ', 'ﾞ', '\u302a'), fc.string({ unit: 'grapheme' })) });
    fc.assert(
      fc.property(text, fc.constantFrom('char' as const, 'cjk2' as const), (t, counting) => {
        expect(creationTextLength(t, counting)).toBe(titleLengthOf(t, counting));
      }),
      { numRuns: 500 },
    );
  });
});
