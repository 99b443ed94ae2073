// The cascader's view of the engine: node entity, right panel entries, title, messages, CSV and layout.
import { CASCADER } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { buildCheckTreeIndex, checkedPrefix, computeCheckState, flagsFromValues, pathText, selectedNodeIds, type CheckTreeIndex } from '../check-tree/check-tree';
import { CASCADER_LAYOUT, CASCADER_TRANSFER_TEXTS, nodeView, overMaxMessage, selectedCsv, selectedNode, selectedTitle, shouldVirtualize, toCsv, type CascaderOption } from './cascader-view';

const INTEREST: CascaderOption[] = [
  {
    label: '游戏',
    value: 'game',
    children: [
      { label: '角色扮演', value: 'rpg' },
      { label: '策略', value: 'slg' },
      { label: '休闲益智', value: 'casual', disabled: true },
    ],
  },
  {
    label: '教育',
    value: 'edu',
    children: [
      { label: '语言', value: 'lang', children: [{ label: '英语', value: 'en' }, { label: '日语', value: 'ja' }] },
      { label: '职业', value: 'job' },
    ],
  },
  { label: '美食', value: 'food' },
];

function idOf(index: CheckTreeIndex, value: string): number {
  const id = index.valueToNode.get(value);
  if (id === undefined) throw new Error(`no ${value}`);
  return id;
}

describe('texts', () => {
  it("shows '{title}选择不能超过{max}' with the default title 兴趣定向", () => {
    expect(CASCADER.DEFAULT_TITLE).toBe('兴趣定向');
    expect(overMaxMessage(CASCADER.DEFAULT_TITLE, 10)).toBe('兴趣定向选择不能超过10');
    expect(overMaxMessage('地域定向', 3)).toBe('地域定向选择不能超过3');
  });

  it('titles the panel 已选 (n / max), or 已选 (n) without a limit', () => {
    expect(selectedTitle(3, 10)).toBe('已选 (3 / 10)');
    expect(selectedTitle(3, 0)).toBe('已选 (3)');
  });

  it('uses the spec’s empty-state texts', () => {
    expect(CASCADER_TRANSFER_TEXTS.EMPTY_SELECTION).toBe('暂未选择');
    expect(CASCADER_TRANSFER_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(CASCADER_TRANSFER_TEXTS.SEARCH_LABEL).toBe('搜索');
  });
});

describe('right panel entries', () => {
  const index = buildCheckTreeIndex(INTEREST);

  it('describes an entry with its path and the leaves it stands for', () => {
    const lang = idOf(index, 'lang');
    expect(selectedNode(index, lang)).toMatchObject({ label: '语言', value: 'lang', path: ['教育', '语言'], leafValues: ['en', 'ja'] });
    expect(pathText(index, lang)).toBe('教育 / 语言');
  });

  it('node view carries check, little, disabled and their checkbox names', () => {
    const state = computeCheckState(index, flagsFromValues(index, ['en']));
    expect(nodeView(index, state, idOf(index, 'lang'), 0)).toMatchObject({ check: false, little: true, checked: false, indeterminate: true, disabled: false, isLeaf: false, showCheck: true });
    expect(nodeView(index, state, idOf(index, 'casual'), 0)).toMatchObject({ disabled: true, isLeaf: true });
  });
});

describe('export', () => {
  it('writes CSV with quoting and a formula guard', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"'], ['=1+1', '-3']])).toBe('a,"b,c","say ""hi"""\r\n\'=1+1,-3');
  });

  it('exports the listed entries with a 名称,路径,值 header', () => {
    const index = buildCheckTreeIndex(INTEREST);
    const flags = flagsFromValues(index, ['lang', 'food']);
    const nodes = selectedNodeIds(index, checkedPrefix(flags)).map((id) => selectedNode(index, id));
    expect(selectedCsv(nodes)).toBe('名称,路径,值\r\n语言,教育 / 语言,lang\r\n美食,美食,food');
  });
});

describe('layout helpers', () => {
  it('windows lists longer than the threshold', () => {
    expect(shouldVirtualize(CASCADER_LAYOUT.VIRTUAL_THRESHOLD)).toBe(false);
    expect(shouldVirtualize(CASCADER_LAYOUT.VIRTUAL_THRESHOLD + 1)).toBe(true);
  });
});
