import { describe, expect, it } from 'vitest';
import type { Schemas } from '@toufang/api';
import { appliedCount, downloadHref, undoDeadline, undoState, type UndoAction } from './message-action-rules';

const NOW = Date.parse('2026-03-01T02:05:00.000Z');
const action: UndoAction = { kind: 'undo', editId: 12, until: '2026-03-01T02:10:05.000Z' };
const edit = (over: Partial<Schemas['DeliveryEdit']> = {}): Schemas['DeliveryEdit'] => ({
  editId: 12,
  media: 'gdt',
  level: 'group',
  field: 'bid',
  state: 'done',
  total: 2,
  done: 2,
  failed: 1,
  results: [
    { id: '1', name: '广告A', accountName: '腾讯-01', ok: true, reason: null, before: 1.5, after: 2 },
    { id: '2', name: '广告B', accountName: '腾讯-01', ok: false, reason: '出价超出范围', before: 1, after: 9000 },
  ],
  createdAt: '2026-03-01T02:00:00.000Z',
  finishedAt: '2026-03-01T02:00:05.000Z',
  undoUntil: '2026-03-01T02:10:05.000Z',
  undoneBy: null,
  undoOf: null,
  link: '/gdt-app/promote/gdtV3/delivery/group?editId=12',
  ...over,
});

describe('undoState', () => {
  it('offers 撤销 while the window lasts, once the edit is read', () => {
    expect(undoState(action, undefined, NOW)).toBe('checking');
    expect(undoState(action, edit(), NOW)).toBe('open');
  });

  it('is expired from the deadline on, by the edit\'s word over the message\'s', () => {
    expect(undoState(action, undefined, Date.parse(action.until))).toBe('expired');
    expect(undoState(action, edit({ undoUntil: '2026-03-01T02:04:00.000Z' }), NOW)).toBe('expired');
    expect(undoDeadline(action, edit({ undoUntil: '2026-03-01T02:04:00.000Z' }))).toBe(Date.parse('2026-03-01T02:04:00.000Z'));
  });

  it('is used once: undone by the server, or here a moment ago', () => {
    expect(undoState(action, edit({ undoneBy: 13 }), NOW)).toBe('undone');
    expect(undoState(action, edit(), NOW, true)).toBe('undone');
  });

  it('is closed for an undo, and for an edit that changed nothing', () => {
    expect(undoState(action, edit({ undoOf: 11 }), NOW)).toBe('closed');
    expect(undoState(action, edit({ results: [edit().results[1]] }), NOW)).toBe('closed');
    expect(undoState(action, edit({ undoUntil: null }), NOW)).toBe('closed');
  });

  it('counts the rows 撤销 restores', () => {
    expect(appliedCount(edit())).toBe(1);
  });
});

describe('downloadHref', () => {
  it('puts the API base path before a path of the API and leaves a full address alone', () => {
    expect(downloadHref('/files/delivery-export?exportId=1&token=a', '')).toBe('/files/delivery-export?exportId=1&token=a');
    expect(downloadHref('/files/delivery-export?exportId=1&token=a', 'https://api.example.com/')).toBe('https://api.example.com/files/delivery-export?exportId=1&token=a');
    expect(downloadHref('https://files.example.com/x.xlsx', 'https://api.example.com')).toBe('https://files.example.com/x.xlsx');
  });
});
