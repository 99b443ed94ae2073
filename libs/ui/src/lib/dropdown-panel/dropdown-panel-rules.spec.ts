import { UI_TEXTS } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { isDropdownGroup, menuRows, type DropdownEntry } from './dropdown-panel-rules';

const kinds = (entries: DropdownEntry[]) =>
  menuRows(entries).map((r) => (r.kind === 'divider' ? '—' : r.kind === 'title' ? `#${String(r.group.title)}` : String(r.item.name)));

describe('dropdown panel rules (widgets spec §3)', () => {
  it('labels the button 批量操作 by default (widgets spec §9)', () => {
    expect(UI_TEXTS.BATCH_OPERATIONS).toBe('批量操作');
  });

  it('tells a group from an item', () => {
    expect(isDropdownGroup({ title: '状态', items: [] })).toBe(true);
    expect(isDropdownGroup({ name: 'a', label: 'A' })).toBe(false);
  });

  it('lists plain items in order with no dividers', () => {
    expect(kinds([{ name: 'a', label: 'A' }, { name: 'b', label: 'B' }])).toEqual(['a', 'b']);
  });

  it('puts a divider above a divided item, never at the top', () => {
    expect(kinds([{ name: 'a', label: 'A', divided: true }, { name: 'b', label: 'B', divided: true }])).toEqual(['a', '—', 'b']);
  });

  it('draws each group as its title then its items, divided from what precedes it', () => {
    expect(
      kinds([
        { name: 'copy', label: '复制' },
        { title: '状态', items: [{ name: 'on', label: '开启' }, { name: 'off', label: '暂停' }] },
        { title: '出价', items: [{ name: 'bid', label: '修改出价' }, { name: 'roi', label: '修改ROI', divided: true }] },
        { name: 'delete', label: '删除' },
      ]),
    ).toEqual(['copy', '—', '#状态', 'on', 'off', '—', '#出价', 'bid', '—', 'roi', '—', 'delete']);
  });

  it('never doubles a divider, nor puts one under a group title', () => {
    const rows = kinds([
      { title: 'G', items: [{ name: 'x', label: 'X', divided: true }] },
      { name: 'y', label: 'Y', divided: true },
      { title: 'H', items: [] },
    ]);
    expect(rows).toEqual(['#G', 'x', '—', 'y', '—', '#H']); // no divider under the title G
    rows.forEach((row, i) => {
      if (row === '—') expect(rows[i + 1]).not.toBe('—');
    });
  });

  it('gives every row a distinct key', () => {
    const rows = menuRows([
      { name: 'a', label: 'A', divided: true },
      { title: 'G', items: [{ name: 'b', label: 'B', divided: true }] },
      { name: 'c', label: 'C' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
});
