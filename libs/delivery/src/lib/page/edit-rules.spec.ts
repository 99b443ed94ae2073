import { describe, expect, it } from 'vitest';
import type { DeliveryEdit } from '../queries/delivery-types';
import { canUndo, editJobState, failedResults, isEditFinished } from './edit-rules';

const NOW = Date.parse('2026-05-20T02:05:00.000Z');
const edit = (overrides: Partial<DeliveryEdit> = {}): DeliveryEdit => ({
  editId: 1,
  media: 'gdt',
  level: 'group',
  field: 'bid',
  state: 'done',
  total: 3,
  done: 3,
  failed: 1,
  results: [
    { id: 'a', name: '甲', accountName: '户1', ok: true, reason: null, before: 1, after: 2 },
    { id: 'b', name: '乙', accountName: '户1', ok: false, reason: '出价超出范围', before: 1, after: 2 },
    { id: 'c', name: '丙', accountName: '户2', ok: null, reason: null, before: 1, after: 2 },
  ],
  createdAt: '2026-05-20T02:00:00.000Z',
  finishedAt: '2026-05-20T02:01:00.000Z',
  undoUntil: '2026-05-20T02:11:00.000Z',
  undoneBy: null,
  undoOf: null,
  link: '/gdt-app/promote/gdtV3/delivery/group?editId=1',
  ...overrides,
});

describe('edit rules', () => {
  it('knows a finished edit', () => {
    expect(isEditFinished(edit())).toBe(true);
    expect(isEditFinished(edit({ state: 'failed' }))).toBe(true);
    expect(isEditFinished(edit({ state: 'cancelled' }))).toBe(true);
    expect(isEditFinished(edit({ state: 'running' }))).toBe(false);
    expect(isEditFinished(undefined)).toBe(false);
  });

  it('lists the refused rows, and the unsent ones of an edit that gave up', () => {
    expect(failedResults(edit()).map((r) => r.id)).toEqual(['b']);
    expect(failedResults(edit({ state: 'failed' })).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('offers 撤销 once, within its window, never for an undo or an edit that applied nothing', () => {
    expect(canUndo(edit(), NOW)).toBe(true);
    expect(canUndo(edit(), Date.parse('2026-05-20T02:11:00.000Z'))).toBe(false);
    expect(canUndo(edit({ undoneBy: 2 }), NOW)).toBe(false);
    expect(canUndo(edit({ undoOf: 2 }), NOW)).toBe(false);
    expect(canUndo(edit({ state: 'running' }), NOW)).toBe(false);
    expect(canUndo(edit({ results: edit().results.filter((r) => r.ok !== true) }), NOW)).toBe(false);
  });

  it('names the edit\'s state as the task centre names a job\'s', () => {
    expect(editJobState({ state: 'queued', failed: 0 })).toBe('queued');
    expect(editJobState({ state: 'running', failed: 0 })).toBe('running');
    expect(editJobState({ state: 'done', failed: 0 })).toBe('succeeded');
    expect(editJobState({ state: 'done', failed: 2 })).toBe('partial');
    expect(editJobState({ state: 'failed', failed: 0 })).toBe('failed');
  });
});
