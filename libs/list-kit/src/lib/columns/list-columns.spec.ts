import { describe, expect, it } from 'vitest';
import { columnOptions, columnsToSave, selectedColumnItems, shownColumns, type ListColumn } from './list-columns';

interface Row {
  name: string;
}
const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', title: '名称', locked: true },
  { key: 'role', title: '角色' },
  { key: 'email', title: '邮箱' },
  { key: 'phone', title: '手机号', hiddenByDefault: true },
];
const keys = (columns: ListColumn<Row>[]) => columns.map((c) => c.key);

describe('saved columns of a list', () => {
  it('shows the defaults until a choice is saved', () => {
    expect(keys(shownColumns(COLUMNS, null))).toEqual(['name', 'role', 'email']);
  });

  it('shows a saved choice in its order, the locked column first, unknown keys dropped', () => {
    expect(keys(shownColumns(COLUMNS, ['phone', 'gone', 'role', 'name']))).toEqual(['name', 'phone', 'role']);
  });

  it('saves the chosen keys without the locked ones, and null for the defaults', () => {
    expect(columnsToSave(COLUMNS, ['name', 'email', 'phone'])).toEqual(['email', 'phone']);
    expect(columnsToSave(COLUMNS, ['name', 'role', 'email'])).toBeNull();
  });

  it('offers every column, the locked one checked and disabled', () => {
    expect(columnOptions(COLUMNS)[0]).toEqual({ key: 'name', title: '名称', unlock: true, disabled: true });
    expect(selectedColumnItems(COLUMNS, ['name', 'phone'])).toEqual([
      { key: 'name', label: '名称', disabled: true },
      { key: 'phone', label: '手机号', disabled: false },
    ]);
  });
});
