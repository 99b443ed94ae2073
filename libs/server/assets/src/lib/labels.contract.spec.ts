// Contract tests of 标签管理: the real server over a fresh seeded database, called over HTTP. Every refusal is
// checked for its code and Chinese message, and for leaving nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

const LIST = '/api/material/label/list';
const SAVE_GROUP = '/api/material/label-group/save';
const REMOVE_GROUP = '/api/material/label-group/remove';
const CREATE = '/api/material/label/create';
const UPDATE = '/api/material/label/update';
const REMOVE = '/api/material/label/remove';
const OPERATION_LOG = '/api/user/operation_log/search';

interface Label {
  id: number;
  groupId: number;
  name: string;
  materialCount: number;
  titleCount: number;
  createdBy: string | null;
  createTime: string;
}
interface Group {
  id: number;
  name: string;
  labels: Label[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'designmanager', 'designer', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(path: string, username: string, body: unknown = {}) => server.call<T>(path, { body, token: tokens[username] });

function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

function expectRefusal(answer: Answer<unknown>, code: number, message: string | RegExp) {
  expect(answer.body.code, answer.text).toBe(code);
  expect(answer.body.data).toBeNull();
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

const groups = async (username = 'admin') => expectOk(await post<Group[]>(LIST, username));
const labelNamed = async (name: string, username = 'admin') => (await groups(username)).flatMap((g) => g.labels).find((l) => l.name === name);

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

async function newGroup(name = unique('分组')): Promise<Group> {
  return expectOk(await post<Group>(SAVE_GROUP, 'admin', { name }));
}

/** Puts the label on `materials` materials and `titles` titles, as the material and title pages will. */
async function useLabel(labelId: number, materials: number, titles: number) {
  const uses = [
    ...Array.from({ length: materials }, (_, i) => ({ label_id: labelId, kind: 'material' as const, object_id: 9_000_000 + labelId * 100 + i })),
    ...Array.from({ length: titles }, (_, i) => ({ label_id: labelId, kind: 'title' as const, object_id: 8_000_000 + labelId * 100 + i })),
  ];
  if (uses.length > 0) await sqlOn(server.app.toufang.db).insertInto('label_uses').values(uses).execute();
}

describe('标签管理: the label groups', () => {
  it('opens on the seeded groups of the caller\'s company, by name, each label with its maker and time', async () => {
    const list = await groups();
    expect(list.map((g) => g.name)).toEqual(expect.arrayContaining(['风格', '行业', '卖点', '形式', '人群']));
    const names = list.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const style = list.find((g) => g.name === '风格');
    expect(style?.labels.map((l) => l.name)).toEqual(expect.arrayContaining(['清新', '国潮', '简约']));
    for (const label of style?.labels ?? []) {
      expect(label.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(label.createdBy).not.toBeNull();
      expect(label).toMatchObject({ groupId: style?.id, materialCount: 0, titleCount: 0 });
    }
    // The other company sees only its own.
    const theirs = await groups('yuanhang');
    expect(theirs.map((g) => g.name)).toEqual(['季节']);
  });

  it('creates and renames a group; a name taken in the company is refused with 409', async () => {
    const group = await newGroup('节日');
    expect(group).toMatchObject({ name: '节日', labels: [] });
    expectRefusal(await post(SAVE_GROUP, 'admin', { name: '风格' }), 409, '已有同名的标签分组');
    expectRefusal(await post(SAVE_GROUP, 'admin', { id: group.id, name: '风格' }), 409, '已有同名的标签分组');
    expectRefusal(await post(SAVE_GROUP, 'admin', { name: '  ' }), 400, /分组名称|请输入/);
    const renamed = expectOk(await post<Group>(SAVE_GROUP, 'designmanager', { id: group.id, name: '节日营销' }));
    expect(renamed).toMatchObject({ id: group.id, name: '节日营销' });
    // Another company's company may use the same name: names are unique per company.
    expectOk(await post<Group>(SAVE_GROUP, 'yuanhang', { name: '节日营销' }));
    expect((await groups()).filter((g) => g.name === '节日营销')).toHaveLength(1);
  });

  it('removes only an empty group, and says how many labels keep a group', async () => {
    const group = await newGroup();
    expectOk(await post<Label>(CREATE, 'designer', { groupId: group.id, name: unique('标签') }));
    expectOk(await post<Label>(CREATE, 'designer', { groupId: group.id, name: unique('标签') }));
    expectRefusal(await post(REMOVE_GROUP, 'admin', { id: group.id }), 1401, '分组下还有 2 个标签，请先移走或删除');
    expect((await groups()).some((g) => g.id === group.id)).toBe(true);
    const empty = await newGroup();
    expectOk(await post(REMOVE_GROUP, 'admin', { id: empty.id }));
    expect((await groups()).some((g) => g.id === empty.id)).toBe(false);
  });

  it('answers another company\'s group ids like missing ones', async () => {
    const [theirs] = await groups('yuanhang');
    expectRefusal(await post(SAVE_GROUP, 'admin', { id: theirs.id, name: unique('偷改') }), 404, '标签分组不存在');
    expectRefusal(await post(REMOVE_GROUP, 'admin', { id: theirs.id }), 404, '标签分组不存在');
    expectRefusal(await post(CREATE, 'admin', { groupId: theirs.id, name: unique('偷加') }), 404, '标签分组不存在');
    expect((await groups('yuanhang')).find((g) => g.id === theirs.id)?.name).toBe(theirs.name);
  });
});

describe('标签管理: labels', () => {
  it('lets a designer add a label, named by them; a name is unique in the whole company', async () => {
    const group = await newGroup();
    const name = unique('新标签');
    const label = expectOk(await post<Label>(CREATE, 'designer', { groupId: group.id, name: `  ${name}  ` }));
    expect(label).toMatchObject({ groupId: group.id, name, materialCount: 0, titleCount: 0, createdBy: '李静' });
    // 清新 lives in 风格: the same name in another group is still the same company's name.
    expectRefusal(await post(CREATE, 'designer', { groupId: group.id, name: '清新' }), 409, '已有同名的标签（标签名称在全公司唯一）');
    expectRefusal(await post(CREATE, 'designer', { groupId: group.id, name: '\u200b' }), 400, /标签名称|请输入|不符合/);
  });

  it('renames and moves a label for everyone at once, and keeps what it is put on', async () => {
    const from = await newGroup();
    const to = await newGroup();
    const label = expectOk(await post<Label>(CREATE, 'operator', { groupId: from.id, name: unique('旧名') }));
    await useLabel(label.id, 3, 1);
    const newName = unique('新名');
    const saved = expectOk(await post<Label>(UPDATE, 'designmanager', { id: label.id, groupId: to.id, name: newName }));
    expect(saved).toMatchObject({ id: label.id, groupId: to.id, name: newName, materialCount: 3, titleCount: 1 });
    expect(await labelNamed(label.name)).toBeUndefined();
    const list = await groups();
    expect(list.find((g) => g.id === from.id)?.labels).toEqual([]);
    expect(list.find((g) => g.id === to.id)?.labels.map((l) => l.name)).toEqual([newName]);
    expectRefusal(await post(UPDATE, 'admin', { id: label.id, groupId: to.id, name: '国潮' }), 409, '已有同名的标签（标签名称在全公司唯一）');
  });

  it('refuses to remove a label in use without confirmation, saying where, then takes it off everything', async () => {
    const group = await newGroup();
    const name = unique('在用');
    const label = expectOk(await post<Label>(CREATE, 'admin', { groupId: group.id, name }));
    await useLabel(label.id, 12, 3);
    expect(await labelNamed(name)).toMatchObject({ materialCount: 12, titleCount: 3 });
    expectRefusal(await post(REMOVE, 'admin', { id: label.id }), 1401, `标签「${name}」正用于 12 个素材、3 个标题，确认移除后会从它们上面去掉`);
    expectRefusal(await post(REMOVE, 'admin', { id: label.id, confirm: false }), 1401, /正用于 12 个素材/);
    expect(await labelNamed(name)).toBeDefined();
    expectOk(await post(REMOVE, 'admin', { id: label.id, confirm: true }));
    expect(await labelNamed(name)).toBeUndefined();
    const left = await sqlOn(server.app.toufang.db).selectFrom('label_uses').select('object_id').where('label_id', '=', label.id).execute();
    expect(left).toEqual([]);
  });

  it('removes an unused label at once, and records every change in the operation log', async () => {
    const group = await newGroup(unique('日志分组'));
    const name = unique('日志标签');
    const label = expectOk(await post<Label>(CREATE, 'admin', { groupId: group.id, name }));
    expectOk(await post<Label>(UPDATE, 'admin', { id: label.id, groupId: group.id, name: `${name}改` }));
    expectOk(await post(REMOVE, 'admin', { id: label.id }));
    const log = expectOk(await post<{ records: { actionName: string }[] }>(OPERATION_LOG, 'admin', { current: 1, size: 50, object: name }));
    expect(log.records.map((r) => r.actionName).sort()).toEqual(['修改标签', '删除标签', '新建标签'].sort());
  });

  it('answers another company\'s label ids like missing ones, and changes nothing of theirs', async () => {
    const [theirs] = (await groups('yuanhang')).flatMap((g) => g.labels);
    const [mine] = await groups();
    expectRefusal(await post(UPDATE, 'admin', { id: theirs.id, groupId: mine.id, name: unique('偷改') }), 404, '标签不存在');
    expectRefusal(await post(REMOVE, 'admin', { id: theirs.id, confirm: true }), 404, '标签不存在');
    expect((await labelNamed(theirs.name, 'yuanhang'))?.id).toBe(theirs.id);
  });

  it('keeps renames, moves and removals to ADMIN, MANAGER and the design manager', async () => {
    const [group] = await groups();
    const label = group.labels[0];
    for (const username of ['designer', 'operator']) {
      expect((await post(UPDATE, username, { id: label.id, groupId: group.id, name: unique('越权') })).status).toBe(403);
      expect((await post(REMOVE, username, { id: label.id, confirm: true })).status).toBe(403);
      expect((await post(SAVE_GROUP, username, { name: unique('越权分组') })).status).toBe(403);
    }
    expect((await labelNamed(label.name))?.id).toBe(label.id);
  });
});
