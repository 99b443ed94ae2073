import { describe, expect, it } from 'vitest';
import {
  CONFIGURED_PREFIXES,
  DEFAULT_MEDIA,
  isMediaCode,
  MEDIA_APP_PREFIX,
  MEDIA_CODES,
  MEDIA_DISPLAY_NAMES,
  prefixOfPath,
  SUB_APP_PREFIXES,
} from './media';

describe('media codes', () => {
  it('begin with the six media of shell spec §1 in its order (a media added later comes after), default toutiao', () => {
    expect(MEDIA_CODES.slice(0, 6)).toEqual(['toutiao', 'gdt', 'kuaishou', 'baidu', 'qianchuan', 'bilibili']);
    expect(DEFAULT_MEDIA).toBe('toutiao');
  });

  it.each([
    ['toutiao', true],
    ['gdt', true],
    ['kuaishou', true],
    ['baidu', true],
    ['qianchuan', true],
    ['bilibili', true],
    ['gdtV3', false],
    ['Toutiao', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isMediaCode(%j) is %s', (x, expected) => {
    expect(isMediaCode(x)).toBe(expected);
  });
});

describe('media names and prefixes', () => {
  it.each([
    ['toutiao', '巨量引擎', 'toutiao-app'],
    ['gdt', '腾讯广告3.0', 'gdt-app'],
    ['kuaishou', '磁力智投', 'kuaishou-app'],
    ['baidu', '百度营销', 'baidu-app'],
    ['qianchuan', '巨量千川', 'qianchuan-app'],
    ['bilibili', '哔哩哔哩', 'bilibili-app'],
  ] as const)('%s is called %s and lives under %s', (media, name, prefix) => {
    expect(MEDIA_DISPLAY_NAMES[media]).toBe(name);
    expect(MEDIA_APP_PREFIX[media]).toBe(prefix);
  });

  it('lists the nine sub-application prefixes of shell spec §1 (one more for each media added), plus ailab-app as configured', () => {
    const nine = ['toutiao-app', 'kuaishou-app', 'gdt-app', 'baidu-app', 'qianchuan-app', 'bilibili-app', 'account-app', 'tools-app', 'common-app'];
    expect(SUB_APP_PREFIXES).toEqual(expect.arrayContaining(nine));
    expect(SUB_APP_PREFIXES).toHaveLength(MEDIA_CODES.length + 3);
    expect(new Set(SUB_APP_PREFIXES).size).toBe(SUB_APP_PREFIXES.length);
    expect(CONFIGURED_PREFIXES).toEqual([...SUB_APP_PREFIXES, 'ailab-app']);
  });

  it.each([
    ['/toutiao-app/promote/toutiao/delivery/account', 'toutiao-app'],
    ['gdt-app/promote/gdtV3/delivery', 'gdt-app'],
    ['/tools-app?x=1', 'tools-app'],
    ['/ailab-app/anything', 'ailab-app'],
    ['/login', undefined],
    ['/toutiao-apps/x', undefined],
    ['', undefined],
  ])('prefixOfPath(%s) is %s', (path, expected) => {
    expect(prefixOfPath(path)).toBe(expected);
  });
});
