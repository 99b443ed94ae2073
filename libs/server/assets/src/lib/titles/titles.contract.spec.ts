// Contract tests of 标题 and 标题组 over the real server and a fresh seeded database: the batch add with its
// duplicates and per-media counting, edits, labels, removal, groups, figures from the metrics store, the
// spreadsheet import (per-row errors, partial success), the template and the export, and who may call them.
import ExcelJS from 'exceljs';
import { BASE_METRICS, chinaDate, chinaDay, type BaseSums } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const T = '/api/material/title';
const G = '/api/material/title-group';

interface Ref {
  id: number;
  name: string;
}
interface Figures {
  cost: number;
  show: number;
  click: number;
  ctr: number | null;
  convert: number;
  convertCost: number | null;
  ads: number;
}
interface Title {
  id: number;
  text: string;
  mediaCode: string | null;
  length: number;
  labels: Ref[];
  groups: Ref[];
  creator: Ref | null;
  figures: Figures;
}
interface Page<R> {
  records: R[];
  total: number;
  creators: Ref[];
}
interface AddResult {
  created: number;
  ids: number[];
  duplicates: { line: number; text: string; reason: 'exists' | 'repeated'; titleId: number | null }[];
}
interface Group {
  id: number;
  name: string;
  titleCount: number;
  titles: { id: number; text: string; figures: Figures }[];
  figures: Figures;
}
interface ImportResult {
  status: string;
  imported: number;
  errors: { row: number; text: string; message: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const today = chinaDate(chinaDay(Date.now()));
const yesterday = chinaDate(chinaDay(Date.now()) - 1);

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'designer', 'designmanager', 'agent1', 'yuanhang']) tokens[username] = await server.login(username);
});
afterAll(async () => {
  await server?.close();
});

const post = <R>(path: string, body: unknown = {}, as = 'operator') => server.call<R>(path, { body, token: tokens[as] });

function ok<R>(answer: Answer<R>): R {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function refused(answer: Answer<unknown>, code: number, message: string | RegExp) {
  expect(answer.body.code, answer.text).toBe(code);
  expect(answer.body.data ?? null).toBeNull();
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

let serial = 0;
/** A text no seeded title has: 测试标题 plus a serial in Chinese numerals' place. */
const unique = (stem = '测试标题用于契约测试') => `${stem}${String(++serial).padStart(3, '0')}`;
const titlesNamed = async (keyword: string, as = 'operator') => ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 100, keyword }, as)).records;
const add = async (texts: string[], extra: Record<string, unknown> = {}, as = 'operator') => ok(await post<AddResult>(`${T}/add`, { texts, ...extra }, as));
const countTitles = async () => Number((await sqlOn(db()).selectFrom('titles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('addTitles: the batch title editor', () => {
  it('adds each line trimmed, skips blank lines, and names duplicates of the library and of earlier lines', async () => {
    const a = unique();
    const b = unique();
    const first = await add([`  ${a}  `, '', b, a]);
    expect(first.created).toBe(2);
    expect(first.duplicates).toEqual([{ line: 4, text: a, reason: 'repeated', titleId: null }]);
    const again = await add([b, unique()]);
    expect(again.created).toBe(1);
    expect(again.duplicates).toEqual([{ line: 1, text: b, reason: 'exists', titleId: first.ids[1] }]);
    const listed = await titlesNamed(a);
    expect(listed.map((t) => t.text)).toEqual([a]);
    expect(listed[0].creator?.name).toBeTruthy();
  });

  it('refuses the whole batch naming the lines outside 6–30 or with an unknown word pack, and stores nothing', async () => {
    const before = await countTitles();
    refused(await post(`${T}/add`, { texts: [unique(), '太短了', `{天气}${unique()}`] }), 400, '第2行：标题长度需在6-30个字符之间；第3行：不支持动态词包{天气}');
    refused(await post(`${T}/add`, { texts: [`{地区${unique()}`] }), 400, /第1行：动态词包需写成 \{地区\} 的形式/);
    refused(await post(`${T}/add`, { texts: ['', '  '] }), 400, '请至少输入一个标题');
    expect(await countTitles()).toBe(before);
  });

  it('counts by the chosen media: 百度 counts a Chinese character as 2, B站 takes no word packs', async () => {
    // Seven Chinese characters: 7 by the default counting (too short), 14 by 百度's (16–80) too.
    refused(await post(`${T}/add`, { texts: ['七个汉字的标题'], mediaCode: 'baidu' }), 400, '第1行：百度营销标题长度需在16-80个字符之间（汉字算2个字符）');
    const baidu = `百度${unique('八个汉字的标题')}`;
    const added = await add([baidu], { mediaCode: 'baidu' });
    const [title] = await titlesNamed(baidu);
    expect(title).toMatchObject({ id: added.ids[0], mediaCode: 'baidu', length: [...baidu].reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0) });
    refused(await post(`${T}/add`, { texts: [`{地区}${unique()}`], mediaCode: 'bilibili' }), 400, /哔哩哔哩|B站|bilibili/);
    const packed = `{地区}${unique()}`;
    expect((await add([packed])).created).toBe(1);
  });

  it('puts the chosen labels on the new titles and appends them to the chosen group', async () => {
    const label = await sqlOn(db()).selectFrom('labels').select(['id', 'name']).where('customer_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const group = ok(await post<Group>(`${G}/save`, { name: unique('加标签的组'), titleIds: [] }));
    const text = unique();
    await add([text], { labelIds: [label.id], groupId: group.id });
    const [title] = await titlesNamed(text);
    expect(title.labels).toEqual([{ id: label.id, name: label.name }]);
    expect(title.groups).toEqual([{ id: group.id, name: group.name }]);
    const other = await sqlOn(db()).selectFrom('labels').select('id').where('customer_id', '=', 2).executeTakeFirstOrThrow();
    refused(await post(`${T}/add`, { texts: [unique()], labelIds: [other.id] }), 400, '标签不存在，请刷新后重试');
  });
});

describe('listTitles: filters, sort and figures', () => {
  const texts: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) texts.push(unique('带数据的标题'));
    await add(texts);
    // Three ads of a demo toutiao account carry the first title, one the second; the third has none.
    const account = await sqlOn(db()).selectFrom('media_accounts').select(['id']).where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    const ads = [
      { id: 'title-ad-1', title: texts[0], cost: 100, show: 10_000, click: 250, convert: 5 },
      { id: 'title-ad-2', title: texts[0], cost: 50, show: 10_000, click: 150, convert: 0 },
      { id: 'title-ad-3', title: texts[1], cost: 300, show: 1000, click: 10, convert: 3 },
    ];
    await sqlOn(db())
      .insertInto('delivery_objects')
      .values(
        ads.map((ad) => ({
          media_code: 'toutiao',
          object_id: ad.id,
          account_id: account.id,
          customer_id: 1,
          level: 'ad',
          parent_id: null,
          name: `广告 ${ad.id}`,
          opt_status: 'enabled' as const,
          review: 'approved' as const,
          learning: 'none' as const,
          status_text: '投放中',
          created_at: now,
          modified_at: now,
          synced_at: now,
          attributes: JSON.stringify({ title: ad.title }),
        })),
      )
      .execute();
    const store = server.app.toufang.metrics;
    await store.upsertObjects(
      ads.map((ad) => ({ media: 'toutiao', level: 'ad', objectId: ad.id, customerId: 1, accountId: account.id, parentId: null, name: ad.id, status: 'enabled', budgetFen: null, bidFen: null, createdAt: now.getTime() })),
    );
    const sums = (p: Partial<BaseSums>) => Object.fromEntries(BASE_METRICS.map((m) => [m, p[m] ?? 0])) as BaseSums;
    await store.writeDaily(
      ads.flatMap((ad) => [
        { media: 'toutiao' as const, level: 'ad', objectId: ad.id, customerId: 1, accountId: account.id, time: yesterday, sums: sums({ cost: ad.cost / 2, show: ad.show / 2, click: ad.click / 2, convert: 0 }) },
        { media: 'toutiao' as const, level: 'ad', objectId: ad.id, customerId: 1, accountId: account.id, time: today, sums: sums({ cost: ad.cost / 2, show: ad.show / 2, click: ad.click / 2, convert: ad.convert }) },
      ]),
    );
  });

  it("sums the figures of the ads whose title is the text over the range, and sorts by them", async () => {
    const body = { current: 1, size: 10, keyword: '带数据的标题', figureFrom: yesterday, figureTo: today };
    const byCost = ok(await post<Page<Title>>(`${T}/list`, { ...body, sort: 'cost', order: 'desc' })).records;
    expect(byCost.map((t) => t.text)).toEqual([texts[1], texts[0], texts[2]]);
    const first = byCost.find((t) => t.text === texts[0]);
    expect(first?.figures).toEqual({ cost: 150, show: 20_000, click: 400, ctr: 2, convert: 5, convertCost: 30, ads: 2 });
    expect(byCost.find((t) => t.text === texts[2])?.figures).toEqual({ cost: 0, show: 0, click: 0, ctr: null, convert: 0, convertCost: null, ads: 0 });
    const byCtr = ok(await post<Page<Title>>(`${T}/list`, { ...body, sort: 'ctr', order: 'desc' })).records;
    // 2.00% against 1.00%, and the title without impressions last.
    expect(byCtr.map((t) => t.text)).toEqual([texts[0], texts[1], texts[2]]);
    const onlyToday = ok(await post<Page<Title>>(`${T}/list`, { ...body, figureFrom: today, sort: 'convert' })).records;
    expect(onlyToday[0]).toMatchObject({ text: texts[0], figures: { cost: 75, convert: 5 } });
  });

  it('filters by text, label, creator, creation date and group', async () => {
    const mine = unique('筛选用标题');
    const theirs = unique('筛选用标题');
    await add([mine], {}, 'operator');
    await add([theirs], {}, 'manager');
    const operatorId = (await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
    const page = ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '筛选用标题', creatorIds: [operatorId] }));
    expect(page.records.map((t) => t.text)).toEqual([mine]);
    expect(page.creators.map((c) => c.id)).toContain(operatorId);
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '筛选用标题', to: '2020-01-01' })).total).toBe(0);
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '筛选用标题', from: today, to: today })).total).toBe(2);
    const label = await sqlOn(db()).selectFrom('labels').select('id').where('customer_id', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const [title] = await titlesNamed(theirs);
    ok(await post(`${T}/labels`, { ids: [title.id], addLabelIds: [label.id] }));
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '筛选用标题', labelIds: [label.id] })).records.map((t) => t.text)).toEqual([theirs]);
    const group = ok(await post<Group>(`${G}/save`, { name: unique('筛选组'), titleIds: [title.id] }));
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, groupId: group.id })).records.map((t) => t.text)).toEqual([theirs]);
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '筛选用标题', sort: 'text', order: 'asc' })).records.map((t) => t.text)).toEqual([mine, theirs].sort());
  });

  it("shows another company none of these titles", async () => {
    expect(ok(await post<Page<Title>>(`${T}/list`, { current: 1, size: 50, keyword: '测试标题用于契约测试' }, 'yuanhang')).total).toBe(0);
  });
});

describe('updateTitle, labelTitles, removeTitles', () => {
  it('changes the text and media, refusing a text the library already has and another company\'s title', async () => {
    const [a, b] = [unique(), unique()];
    const { ids } = await add([a, b]);
    const changed = `${a}改`;
    expect(ok(await post<Title>(`${T}/update`, { id: ids[0], text: `  ${changed} ` }))).toMatchObject({ id: ids[0], text: changed, mediaCode: null });
    refused(await post(`${T}/update`, { id: ids[0], text: b }), 409, '标题库中已有相同的标题');
    refused(await post(`${T}/update`, { id: ids[0], text: '短' }), 400, '标题长度需在6-30个字符之间');
    refused(await post(`${T}/update`, { id: ids[0], text: unique() }, 'yuanhang'), 404, '标题不存在或已删除');
    expect(ok(await post<Title>(`${T}/update`, { id: ids[1], text: b, mediaCode: 'kuaishou' })).mediaCode).toBe('kuaishou');
  });

  it('adds and takes off labels on several titles; labels of another company are refused', async () => {
    const { ids } = await add([unique(), unique()]);
    const [l1, l2] = await sqlOn(db()).selectFrom('labels').select(['id', 'name']).where('customer_id', '=', 1).orderBy('id').limit(2).execute();
    expect(ok(await post<{ count: number }>(`${T}/labels`, { ids, addLabelIds: [l1.id, l2.id] }))).toEqual({ count: 2 });
    ok(await post(`${T}/labels`, { ids, removeLabelIds: [l1.id] }));
    const uses = await sqlOn(db()).selectFrom('label_uses').select(['label_id']).where('kind', '=', 'title').where('object_id', 'in', ids).execute();
    expect(uses.map((u) => u.label_id)).toEqual([l2.id, l2.id]);
    const foreign = await sqlOn(db()).selectFrom('labels').select('id').where('customer_id', '=', 2).executeTakeFirstOrThrow();
    refused(await post(`${T}/labels`, { ids, addLabelIds: [foreign.id] }), 400, '标签不存在，请刷新后重试');
    refused(await post(`${T}/labels`, { ids }), 400, '请选择要添加或移除的标签');
    refused(await post(`${T}/labels`, { ids, addLabelIds: [l1.id] }, 'yuanhang'), 404, '标题不存在或已删除');
  });

  it('removes titles with their labels and group places; an id of another company removes nothing', async () => {
    const { ids } = await add([unique(), unique()]);
    const label = await sqlOn(db()).selectFrom('labels').select('id').where('customer_id', '=', 1).executeTakeFirstOrThrow();
    ok(await post(`${T}/labels`, { ids, addLabelIds: [label.id] }));
    const group = ok(await post<Group>(`${G}/save`, { name: unique('删标题的组'), titleIds: ids }));
    refused(await post(`${T}/remove`, { ids }, 'yuanhang'), 404, '标题不存在或已删除');
    const before = await countTitles();
    refused(await post(`${T}/remove`, { ids: [ids[0], 987_654_321] }), 404, '标题不存在或已删除');
    expect(await countTitles()).toBe(before);
    expect(ok(await post<{ count: number }>(`${T}/remove`, { ids: [ids[0]] }))).toEqual({ count: 1 });
    expect(await sqlOn(db()).selectFrom('label_uses').select('object_id').where('kind', '=', 'title').where('object_id', '=', ids[0]).execute()).toEqual([]);
    const page = ok(await post<Page<Group>>(`${G}/list`, { current: 1, size: 50, keyword: group.name }));
    expect(page.records[0].titles.map((t) => t.id)).toEqual([ids[1]]);
  });
});

describe('标题组', () => {
  it('creates a group with titles in order, adds and takes out titles, renames and removes it', async () => {
    const { ids } = await add([unique(), unique(), unique()]);
    const name = unique('标题组');
    const group = ok(await post<Group>(`${G}/save`, { name: ` ${name} `, titleIds: [ids[2], ids[0]] }));
    expect(group).toMatchObject({ name, titleCount: 2 });
    expect(group.titles.map((t) => t.id)).toEqual([ids[2], ids[0]]);
    refused(await post(`${G}/save`, { name, titleIds: [] }), 409, '已有同名的标题组');
    const added = ok(await post<Group>(`${G}/add-titles`, { groupId: group.id, titleIds: [ids[0], ids[1]] }));
    expect(added.titles.map((t) => t.id)).toEqual([ids[2], ids[0], ids[1]]);
    const out = ok(await post<Group>(`${G}/remove-titles`, { groupId: group.id, titleIds: [ids[2]] }));
    expect(out.titles.map((t) => t.id)).toEqual([ids[0], ids[1]]);
    const renamed = ok(await post<Group>(`${G}/save`, { id: group.id, name: `${name}新`, titleIds: [ids[1], ids[0]] }));
    expect(renamed.titles.map((t) => t.id)).toEqual([ids[1], ids[0]]);
    expect(ok(await post<{ count: number }>(`${G}/remove`, { ids: [group.id] }))).toEqual({ count: 1 });
    // The titles stay in the library.
    expect((await titlesNamed('测试标题用于契约测试')).map((t) => t.id)).toEqual(expect.arrayContaining(ids));
  });

  it("refuses another company's group and titles, and names that are empty", async () => {
    const { ids } = await add([unique()]);
    const group = ok(await post<Group>(`${G}/save`, { name: unique('他司不可见'), titleIds: ids }));
    refused(await post(`${G}/add-titles`, { groupId: group.id, titleIds: ids }, 'yuanhang'), 404, '标题组不存在或已删除');
    refused(await post(`${G}/save`, { name: unique('他司组'), titleIds: ids }, 'yuanhang'), 404, '标题不存在或已删除');
    refused(await post(`${G}/remove`, { ids: [group.id] }, 'yuanhang'), 404, '标题组不存在或已删除');
    expect(ok(await post<Page<Group>>(`${G}/list`, { current: 1, size: 50 }, 'yuanhang')).records.map((g) => g.id)).not.toContain(group.id);
    refused(await post(`${G}/save`, { name: '　', titleIds: [] }), 400, /./);
  });

  it('lists groups with the summed figures of their titles, sortable by size', async () => {
    const page = ok(await post<Page<Group>>(`${G}/list`, { current: 1, size: 200, sort: 'titleCount', order: 'desc' }));
    const counts = page.records.map((g) => g.titleCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const g of page.records) expect(g.figures.ads).toBe(g.titles.reduce((n, t) => n + t.figures.ads, 0));
  });
});

async function workbook(rows: (string | null)[][], header = ['标题', '标签']): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('标题');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('importTitles, getTitleTemplate, exportTitles', () => {
  it('gives a template the import reads back', async () => {
    const file = ok(await post<{ fileName: string; content: string }>(`${T}/template`));
    expect(file.fileName).toBe('标题导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '标题', '标签']);
  });

  it('adds the good rows and lists every bad one with its row and why (partial success)', async () => {
    const label = await sqlOn(db()).selectFrom('labels').select(['id', 'name']).where('customer_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const existing = unique();
    await add([existing]);
    const good = unique();
    const labelled = unique();
    const content = await workbook([[good, null], ['短标题', null], [existing, null], [labelled, `${label.name}、`], [good, null], [unique(), '没有这个标签'], [`{天气}${unique()}`, null]]);
    const result = ok(await post<ImportResult>(`${T}/import`, { fileName: '标题.xlsx', content }));
    expect(result).toMatchObject({ status: 'portionSucceed', imported: 2 });
    expect(result.errors.map((e) => [e.row, e.message])).toEqual([
      [3, '标题长度需在6-30个字符之间'],
      [4, '标题库中已有相同的标题'],
      [6, '与第2行重复'],
      [7, '标签「没有这个标签」不存在，请先在标签管理中添加'],
      [8, '不支持动态词包{天气}'],
    ]);
    expect((await titlesNamed(labelled))[0].labels.map((l) => l.id)).toEqual([label.id]);
  });

  it('answers error when no row is good, and refuses a file that is not the template', async () => {
    const before = await countTitles();
    const none = ok(await post<ImportResult>(`${T}/import`, { fileName: '标题.xlsx', content: await workbook([['短', null]]) }));
    expect(none).toMatchObject({ status: 'error', imported: 0 });
    refused(await post(`${T}/import`, { fileName: '标题.xlsx', content: Buffer.from('PK not a zip').toString('base64') }), 400, '文件无法读取，请使用标题导入模板（.xlsx）');
    refused(await post(`${T}/import`, { fileName: '标题.xlsx', content: await workbook([[unique(), null]], ['名称']) }), 400, '表头应为「标题」「标签」，请使用标题导入模板');
    refused(await post(`${T}/import`, { fileName: '标题.xlsx', content: await workbook([]) }), 400, '文件中没有标题');
    expect(await countTitles()).toBe(before);
  });

  it('exports the filtered titles with their figures', async () => {
    const text = unique('导出用标题');
    await add([text]);
    const file = ok(await post<{ fileName: string; content: string }>(`${T}/export`, { keyword: '导出用标题', figureFrom: yesterday, figureTo: today }));
    expect(file.fileName).toBe(`标题库_${yesterday}_${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('标题');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(text);
  });
});

describe('who may call the title library', () => {
  const calls: [string, unknown][] = [
    [`${T}/list`, { current: 1, size: 10 }],
    [`${T}/add`, { texts: ['角色测试用的标题文本'] }],
    [`${T}/update`, { id: 1, text: '角色测试用的标题文本' }],
    [`${T}/labels`, { ids: [1], addLabelIds: [1] }],
    [`${T}/remove`, { ids: [1] }],
    [`${T}/import`, { fileName: 'a.xlsx', content: 'UEs=' }],
    [`${T}/export`, {}],
    [`${T}/template`, {}],
    [`${G}/list`, { current: 1, size: 10 }],
    [`${G}/save`, { name: '角色测试组', titleIds: [] }],
    [`${G}/add-titles`, { groupId: 1, titleIds: [1] }],
    [`${G}/remove-titles`, { groupId: 1, titleIds: [1] }],
    [`${G}/remove`, { ids: [1] }],
  ];

  it('refuses designers, design managers and agents every operation, writing nothing', async () => {
    const before = await countTitles();
    for (const as of ['designer', 'designmanager', 'agent1']) {
      for (const [path, body] of calls) {
        const answer = await post(path, body, as);
        expect(answer.status, `${as} ${path}`).toBe(403);
        expect(answer.body.code).toBe(403);
      }
    }
    expect(await countTitles()).toBe(before);
  });

  it('lets ADMIN, MANAGER and OPERATE read the library', async () => {
    for (const as of ['admin', 'manager', 'operator']) expect((await post(`${T}/list`, { current: 1, size: 1 }, as)).body.code).toBe(200);
  });
});
