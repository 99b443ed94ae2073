// The fixed 操作 column covered 今日消耗 at 1440 px (issue 19): the figures beside it must fit the visible
// part of the table for every role's set of buttons, the column must hold its buttons, and the table's
// scroll width must cover every column so the rest scrolls in from under it.
import { LEGACY_ROLES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_COLUMN_WIDTHS, ACCOUNT_TABLE_VIEW_WIDTH, accountColumns, actionsColumnWidth } from './account-columns';
import { accountActions } from './media-account-list-rules';

/** The selection column of the DataTable (libs/ui DATA_TABLE_SIZES.SELECTION_WIDTH). */
const SELECTION = 48;
const handlers = { onEdit: () => undefined, onSync: () => undefined, onResetPassword: () => undefined, onReauthorize: () => undefined, onRemove: () => undefined };

describe('media-account list column widths', () => {
  it.each(LEGACY_ROLES)('as %s, the fixed 操作 column at 1440 px covers neither 余额 nor 今日消耗 (nor 日预算 with up to three buttons)', (role) => {
    const actions = accountActions(role);
    const buttons = [actions.edit, true, actions.resetPassword, actions.remove].filter(Boolean).length;
    const { accountName, accountId, status, balance, todayCost, dailyBudget } = ACCOUNT_COLUMN_WIDTHS;
    const throughSpend = SELECTION + accountName + accountId + status + balance + todayCost;
    expect(throughSpend + actionsColumnWidth(actions)).toBeLessThanOrEqual(ACCOUNT_TABLE_VIEW_WIDTH);
    if (buttons <= 3) expect(throughSpend + dailyBudget + actionsColumnWidth(actions)).toBeLessThanOrEqual(ACCOUNT_TABLE_VIEW_WIDTH);
  });

  it('gives the 操作 column room for each of its buttons, and less with fewer buttons', () => {
    const all = { add: true, upload: true, edit: true, editName: true, editProduct: true, groups: true, remove: true, monitor: true, resetPassword: true };
    // 修改 同步 重置密码 删除: 10 characters of 14 px, four buttons' padding, the cell's padding.
    expect(actionsColumnWidth(all)).toBeGreaterThanOrEqual(10 * 14 + 4 * 24 + 32);
    expect(actionsColumnWidth({ ...all, edit: false, resetPassword: false, remove: false })).toBeLessThan(actionsColumnWidth(all));
  });

  it('every column has a width, so the table scroll width covers them all', () => {
    const columns = accountColumns(accountActions('MANAGER'), null, () => undefined, handlers, new Set());
    expect(columns.every((c) => typeof c.width === 'number' && c.width > 0)).toBe(true);
    expect(columns.at(-1)).toMatchObject({ key: 'actions', fixed: 'right' });
  });
});
