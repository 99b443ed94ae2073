// The pure part of a property's material fields: which fields a type declares, the ids a field holds, what
// counts as a desk id, the replacement of ids that keeps every other value and each field's shape, and a push's
// copy taking the target's own ids.
import { describe, expect, it } from 'vitest';
import type { MaterialInAccount } from '@toufang/server-assets';
import { copiedValues, deskIdOf, idsIn, materialFieldsOf, replaceMaterialIds } from './material-fields';

const IMAGES = { name: 'image_ids', kind: 'image' as const, label: '图片' };

describe('material fields', () => {
  it('reads the declared fields in a stable order, none when the type declares none', () => {
    expect(materialFieldsOf({ materialFields: { video_id: { kind: 'video', label: '视频' }, image_ids: { kind: 'image', label: '图片' } } })).toEqual([
      IMAGES,
      { name: 'video_id', kind: 'video', label: '视频' },
    ]);
    expect(materialFieldsOf({ materialFields: {} })).toEqual([]);
  });

  it('reads a field’s ids as strings, from a list or a single id, none when absent or empty', () => {
    expect(idsIn({ image_ids: ['12', 34] }, 'image_ids')).toEqual(['12', '34']);
    expect(idsIn({ logo: 7 }, 'logo')).toEqual(['7']);
    expect(idsIn({}, 'image_ids')).toEqual([]);
    expect(idsIn({ image_ids: null }, 'image_ids')).toEqual([]);
    expect(idsIn({ image_ids: '' }, 'image_ids')).toEqual([]);
  });

  it('takes a plain positive integer as a desk id, anything else not', () => {
    expect(deskIdOf('42')).toBe(42);
    for (const id of ['0', '042', '-1', '1.5', 'abc', '', '12345678901234567890', ' 4']) expect(deskIdOf(id)).toBeNull();
  });

  it('replaces the ids the map holds in the declared fields only, keeping the rest and each field’s shape', () => {
    const values = { title: '夏季大促图文', image_mode: 'GROUP', image_ids: ['1', '2', 'M-9'], cover: '1', other_ids: ['1'] };
    const map = new Map([
      ['1', '7100000000000001'],
      ['2', '7100000000000002'],
    ]);
    const fields = [IMAGES, { name: 'cover', kind: 'image' as const, label: '封面' }];
    const next = replaceMaterialIds(values, fields, (id) => map.get(id));
    expect(next).toEqual({ title: '夏季大促图文', image_mode: 'GROUP', image_ids: ['7100000000000001', '7100000000000002', 'M-9'], cover: '7100000000000001', other_ids: ['1'] });
    // The values given are not changed.
    expect(values.image_ids).toEqual(['1', '2', 'M-9']);
    // A field the values lack stays absent.
    expect(replaceMaterialIds({ title: 'x' }, fields, (id) => map.get(id))).toEqual({ title: 'x' });
  });

  it('gives a copy the target’s ids of the same desk materials, or fails naming the field when one cannot be carried', () => {
    const behind = new Map([
      ['SRC-1', { id: 1, name: '主图.png' }],
      ['SRC-2', { id: 2, name: '细节.png' }],
    ]);
    const inTarget = new Map<number, MaterialInAccount>([
      [1, { materialId: 1, ok: true as const, mediaMaterialId: 'TGT-1' }],
      [2, { materialId: 2, ok: true as const, mediaMaterialId: 'TGT-2' }],
    ]);
    const values = { title: '新人专享礼包', image_ids: ['SRC-2', 'SRC-1'] };
    expect(copiedValues(values, [IMAGES], behind, inTarget)).toEqual({ ok: true, values: { title: '新人专享礼包', image_ids: ['TGT-2', 'TGT-1'] } });
    expect(copiedValues({ image_ids: ['SRC-1', 'M-9'] }, [IMAGES], behind, inTarget)).toEqual({
      ok: false,
      reason: '图片：媒体素材ID M-9不在素材库中，无法带到其他账户，请先在源账户中改用素材库的素材',
    });
    const refusedThere = new Map<number, MaterialInAccount>([...inTarget, [2, { materialId: 2, ok: false, reason: '该账户今日新增素材已达上限5000个' }]]);
    expect(copiedValues(values, [IMAGES], behind, refusedThere)).toEqual({ ok: false, reason: '图片：素材「细节.png」推送到账户失败，该账户今日新增素材已达上限5000个' });
    // A type without material fields, or a copy without images, is copied as it is.
    expect(copiedValues(values, [], behind, inTarget)).toEqual({ ok: true, values });
  });
});
