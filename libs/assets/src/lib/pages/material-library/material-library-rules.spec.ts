import { describe, expect, it } from 'vitest';
import { durationText, fileSizeText, orientationText, pushSummary, toMaterialQuery } from './material-library-rules';

describe('素材库 rules', () => {
  it('turns the filters into the list call, newest first by default', () => {
    expect(toMaterialQuery({}, { current: 1, size: 50 })).toEqual({ current: 1, size: 50, sort: 'uploadTime', order: 'desc' });
    expect(
      toMaterialQuery(
        { keyword: { value: '  夏季 ' }, kind: 'video', orientation: 'sideways', designerIds: [3, 'x'], dates: ['2026-11-01', '2026-11-29'], pushed: 'no', duration: 'medium', sort: 'size.asc' },
        { current: 2, size: 100 },
        true,
      ),
    ).toEqual({
      current: 2,
      size: 100,
      keyword: '夏季',
      kind: 'video',
      designerIds: [3],
      from: '2026-11-01',
      to: '2026-11-29',
      pushed: false,
      minDurationSeconds: 15,
      maxDurationSeconds: 60,
      favoriteOnly: true,
      sort: 'size',
      order: 'asc',
    });
    expect(toMaterialQuery({ sort: 'bogus' }, { current: 1, size: 10 })).toMatchObject({ sort: 'uploadTime', order: 'desc' });
    expect(toMaterialQuery({ duration: 'long' }, { current: 1, size: 10 })).toMatchObject({ minDurationSeconds: 60 });
    expect(toMaterialQuery({ duration: 'long' }, { current: 1, size: 10 })).not.toHaveProperty('maxDurationSeconds');
  });

  it('reads sizes, durations and shapes the way the cards show them', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(880_000)).toBe('859 KB');
    expect(fileSizeText(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
    expect(durationText(null)).toBe('-');
    expect(durationText(15_400)).toBe('0:15');
    expect(durationText(3_723_000)).toBe('1:02:03');
    expect(orientationText(1280, 720)).toBe('横版');
    expect(orientationText(720, 1280)).toBe('竖版');
    expect(orientationText(1080, 1079)).toBe('方形');
  });

  it('sums a material\'s pushes by review state', () => {
    expect(pushSummary({ pushes: [] })).toBe('未推送');
    const push = (reviewState: 'reviewing' | 'approved' | 'rejected') => ({ reviewState }) as never;
    expect(pushSummary({ pushes: [push('approved'), push('approved'), push('rejected')] })).toBe('审核通过 2，审核拒绝 1');
  });

  it('sorts by a figure and filters 有数据 only for a person with isShowPerformance', () => {
    const page = { current: 1, size: 50 };
    expect(toMaterialQuery({ sort: 'ctr.desc', hasFigures: 'yes' }, page, false, true)).toMatchObject({ sort: 'ctr', order: 'desc', hasFigures: true });
    expect(toMaterialQuery({ hasFigures: 'no' }, page, false, true)).toMatchObject({ hasFigures: false, sort: 'uploadTime' });
    const without = toMaterialQuery({ sort: 'cost.desc', hasFigures: 'yes' }, page, false, false);
    expect(without).toMatchObject({ sort: 'uploadTime', order: 'desc' });
    expect(without).not.toHaveProperty('hasFigures');
  });
});
