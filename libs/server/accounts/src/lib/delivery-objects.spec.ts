import { describe, expect, it } from 'vitest';
import type { MediaObject } from '@toufang/server-media';
import { keptAttributes, latestPerObject } from './delivery-objects';

const object = (id: string, name: string, modifiedAt: string): MediaObject =>
  ({ id, name, modifiedAt, level: 'plan', parentId: null }) as unknown as MediaObject;

describe('latestPerObject', () => {
  it('keeps one object per id, the latest modified, so one upsert never touches a row twice', () => {
    const listed = [
      object('1', '旧名', '2026-11-02T02:00:00.000Z'),
      object('2', '计划2', '2026-11-02T02:00:00.000Z'),
      object('1', '新名', '2026-11-02T03:00:00.000Z'),
      object('2', '计划2（重复）', '2026-11-02T01:00:00.000Z'),
      object('3', '同一时刻先', '2026-11-02T02:00:00.000Z'),
      object('3', '同一时刻后', '2026-11-02T02:00:00.000Z'),
    ];
    expect(latestPerObject(listed).map((o) => [o.id, o.name])).toEqual([
      ['1', '新名'],
      ['2', '计划2'],
      ['3', '同一时刻后'],
    ]);
  });
});

describe('keptAttributes', () => {
  it('keeps what the delivery table may answer: 20 keys in the media order, no value over 200 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, String(i)]));
    expect(Object.keys(keptAttributes(many))).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`));
    expect(keptAttributes({ titles: '标'.repeat(201), goal: 'A', schedule_time: '1'.repeat(168) })).toEqual({ goal: 'A', schedule_time: '1'.repeat(168) });
    expect(keptAttributes(undefined)).toEqual({});
  });
});
