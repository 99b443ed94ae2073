import { describe, expect, it } from 'vitest';
import { accountActions, addPathOf, fileToBase64, formatBudget, mediaOfPath, needsReauthorization, nextSort, toPageQuery, toSortState } from './media-account-list-rules';

describe('media account list rules', () => {
  it('reads the media from the page path, of both account sections', () => {
    expect(mediaOfPath('/account-app/account/media-account/gdt')).toBe('gdt');
    expect(mediaOfPath('/account-app/account/media-account/qianchuan/add')).toBe('qianchuan');
    expect(mediaOfPath('/account-app/account/media-account-manage/baidu')).toBe('baidu');
    // The shell's accountManagement/gdt (the gadget mode's landing) shows the same list.
    expect(mediaOfPath('/accountManagement/gdt')).toBe('gdt');
    expect(addPathOf('/accountManagement/gdt', 'gdt')).toBe('/account-app/account/media-account/gdt/add');
    expect(addPathOf('/account-app/account/media-account/gdt', 'gdt')).toBe('/account-app/account/media-account/gdt/add');
    expect(mediaOfPath('/account-app/account/media-account/not-a-media')).toBeNull();
    expect(mediaOfPath('/account-app/account/project-manage')).toBeNull();
  });

  it('sorts a new column largest first and flips the same one', () => {
    expect(nextSort(null, 'balance')).toEqual({ field: 'balance', order: 'descend' });
    expect(nextSort({ field: 'balance', order: 'descend' }, 'balance')).toEqual({ field: 'balance', order: 'ascend' });
    expect(nextSort({ field: 'balance', order: 'ascend' }, 'todayCost')).toEqual({ field: 'todayCost', order: 'descend' });
  });

  it('turns the filters into the page call, leaving out what is empty or unknown', () => {
    expect(toPageQuery('gdt', {}, { current: 1, size: 50 }, null)).toEqual({ mediaCode: 'gdt', current: 1, size: 50 });
    expect(
      toPageQuery(
        'toutiao',
        { keyword: { method: 'LIKE', value: ' 青柠 ' }, status: 'frozen', authStatus: 'expired', groupId: 3 },
        { current: 2, size: 20 },
        { field: 'balance', order: 'ascend' },
      ),
    ).toEqual({ mediaCode: 'toutiao', keyword: '青柠', status: 'frozen', authStatus: 'expired', groupId: 3, sortField: 'balance', sortOrder: 'ascend', current: 2, size: 20 });
    expect(toPageQuery('gdt', { keyword: { value: '  ' }, status: 'gone', groupId: 0 }, { current: 1, size: 10 }, null)).toEqual({
      mediaCode: 'gdt',
      current: 1,
      size: 10,
    });
  });

  it('offers each role the account operations of shell spec §6', () => {
    expect(accountActions('ADMIN')).toEqual({
      add: true,
      upload: true,
      edit: true,
      editName: true,
      editProduct: true,
      groups: true,
      remove: true,
      monitor: true,
      resetPassword: true,
    });
    const manager = accountActions('MANAGER');
    expect(manager.remove).toBe(false);
    expect(manager.groups).toBe(false);
    expect(manager.upload).toBe(true);
    expect(manager.editProduct).toBe(true);
    expect(manager.editName).toBe(false);
    expect(accountActions('OPERATE').upload).toBe(false);
    expect(accountActions('AGENT_SECOND')).toMatchObject({ add: true, edit: false, remove: false, upload: false });
  });

  it('writes money in 元 with two decimals and a missing budget as 不限', () => {
    expect(formatBudget(1234567.5)).toBe('1,234,567.50');
    expect(formatBudget(0)).toBe('0.00');
    expect(formatBudget(null)).toBe('不限');
  });

  it('asks for 重新授权 only when the authorisation no longer works', () => {
    expect(needsReauthorization({ authStatus: 'expired' })).toBe(true);
    expect(needsReauthorization({ authStatus: 'revoked' })).toBe(true);
    expect(needsReauthorization({ authStatus: 'active' })).toBe(false);
    expect(needsReauthorization({ authStatus: null })).toBe(false);
  });

  it('sends a file as base64 of its bytes, whatever its size', async () => {
    expect(await fileToBase64(new Blob(['账户ID,账户名称\n']))).toBe(Buffer.from('账户ID,账户名称\n').toString('base64'));
    const large = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(await fileToBase64(new Blob([large]))).toBe(Buffer.from(large).toString('base64'));
  });

  it('reads the sort of a link: a field the server sorts by, else none', () => {
    expect(toSortState({ key: 'balance', order: 'ascend' })).toEqual({ field: 'balance', order: 'ascend' });
    expect(toSortState({ key: 'remark', order: 'descend' })).toBeNull();
    expect(toSortState(null)).toBeNull();
  });
});
