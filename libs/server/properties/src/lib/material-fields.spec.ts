// The pure part of a property's material fields: which fields a type declares, the ids a field holds, what
// counts as a desk id, and the replacement of ids that keeps every other value and each field's shape.
import { describe, expect, it } from 'vitest';
import { deskIdOf, idsIn, materialFieldsOf, replaceMaterialIds } from './material-fields';

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
});
