import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPropertyName,
  checkRegionCodes,
  checkTrackUrl,
  checkUrl,
  macrosIn,
  parsePropertyKind,
  propertyAccessSuffix,
  propertyKind,
  propertyPageRequirements,
  propertyTypesOf,
  builtPropertyPages,
  PENDING_PROPERTY_LIMITS,
  regionIndex,
  type PropertyProblem,
  type RegionNode,
  type TrackMacros,
} from './property-rules';
import { propertyProblemText } from './property-texts';

const say = (found: PropertyProblem | null, media?: string) => (found ? propertyProblemText(found, media) : '（通过）');

const TOUTIAO: TrackMacros = { SYNTAX: 'double-underscore', NAMES: ['__CLICKID__', '__AID__', '__CALLBACK_PARAM__'] };
const BAIDU: TrackMacros = { SYNTAX: 'double-brace', NAMES: ['{{CLICK_ID}}', '{{IDFA}}'], REQUIRED: ['{{CLICK_ID}}'] };

describe('checkUrl', () => {
  it.each(['https://www.example.com', 'http://a.example.cn/path?x=1#y', 'https://shop.example.com:8443/a'])('accepts %s', (url) => {
    expect(checkUrl(url)).toBeNull();
  });

  it.each(['ftp://example.com', 'https://127.0.0.1/a', 'https://localhost/', 'javascript:alert(1)', 'example.com', 'https://exa mple.com', 'https://user@example.com'])(
    'refuses %s in the desk words',
    (url) => {
      const found = checkUrl(url);
      expect(found?.rule).toBe('property_url');
      expect(say(found)).toBe('链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）');
    },
  );

  it('refuses a link over 1024 characters', () => {
    expect(checkUrl(`https://example.com/${'a'.repeat(1010)}`)?.rule).toBe('property_url_too_long');
  });

  it('never accepts a scheme other than http(s), whatever follows', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,8}$/), fc.webUrl(), (scheme, url) => {
        fc.pre(scheme !== 'http' && scheme !== 'https');
        expect(checkUrl(url.replace(/^https?/, scheme))).not.toBeNull();
      }),
    );
  });
});

describe('checkTrackUrl', () => {
  it('accepts the media’s own macros, in its syntax', () => {
    expect(checkTrackUrl('https://t.example.com/c?cid=__CLICKID__&aid=__AID__', TOUTIAO)).toBeNull();
    expect(checkTrackUrl('https://t.example.com/c?click_id={{CLICK_ID}}&idfa={{IDFA}}', BAIDU)).toBeNull();
  });

  it('names the macros the media does not know', () => {
    const found = checkTrackUrl('https://t.example.com/c?x=__FOO__&y=__CLICKID__&z=__FOO__', TOUTIAO);
    expect(found).toEqual({ rule: 'property_macro', params: { value: '__FOO__' } });
    expect(say(found, '巨量引擎')).toBe('监测链接包含巨量引擎不支持的宏：__FOO__');
  });

  it('refuses another media’s syntax as unknown macros, and a missing required macro', () => {
    expect(checkTrackUrl('https://t.example.com/c?x={{CLICKID}}&click_id={{CLICK_ID}}', BAIDU)?.rule).toBe('property_macro');
    expect(checkTrackUrl('https://t.example.com/c?idfa={{IDFA}}', BAIDU)).toEqual({ rule: 'property_macro_missing', params: { value: '{{CLICK_ID}}' } });
  });

  it('keeps the URL rule (a macro in the host is no domain)', () => {
    expect(checkTrackUrl('https://__AID__/c', TOUTIAO)?.rule).toBe('property_url');
    expect(checkTrackUrl('ftp://t.example.com/?a=__AID__', TOUTIAO)?.rule).toBe('property_url');
  });

  it('accepts any link built from known macros, and finds every macro in it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOUTIAO.NAMES), { maxLength: 6 }), (chosen) => {
        const url = `https://t.example.com/c?${chosen.map((m, i) => `p${i}=${m}`).join('&')}`;
        expect(checkTrackUrl(url, TOUTIAO)).toBeNull();
        expect(macrosIn(url, 'double-underscore')).toEqual(chosen);
      }),
    );
  });
});

describe('checkRegionCodes', () => {
  const tree: RegionNode[] = [
    { code: 110000, name: '北京市', children: [{ code: 110100, name: '北京市', children: [{ code: 110101, name: '东城区' }] }] },
    { code: 310000, name: '上海市', children: [{ code: 310100, name: '上海市' }] },
  ];
  const index = regionIndex(tree);

  it('accepts codes of the tree', () => {
    expect(checkRegionCodes([110101, 310000], index, { MAX: 10 })).toBeNull();
  });

  it('names a code that does not exist', () => {
    const found = checkRegionCodes([110101, 110199], index, { MAX: 10 });
    expect(say(found)).toBe('地域编码不存在：110199');
  });

  it('refuses a region with one of its ancestors, and more codes than allowed', () => {
    expect(checkRegionCodes([110000, 110101], index, { MAX: 10 })?.rule).toBe('property_region_nested');
    expect(checkRegionCodes([110101, 310100], index, { MAX: 1 })).toEqual({ rule: 'property_region_too_many', params: { limit: 1, value: 2 } });
  });
});

describe('names, kinds, access', () => {
  it('counts a name in characters', () => {
    expect(checkPropertyName('定'.repeat(50), 50)).toBeNull();
    expect(say(checkPropertyName('定'.repeat(51), 50))).toBe('名称最长50个字');
    expect(checkPropertyName('  ', 50)?.rule).toBe('property_name_empty');
  });

  it('leaves the -add pages out of the types', () => {
    expect(propertyTypesOf(['target', 'target-add', 'custom-audience'] as const)).toEqual(['target', 'custom-audience']);
  });

  it('gives a page to the routes of built types only', () => {
    const pages = ['target', 'target-add', 'custom-audience', 'application-subcontracting'] as const;
    const built = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { ...PENDING_PROPERTY_LIMITS.OPERATIONS, sync: true } };
    const limits = { target: built, 'custom-audience': PENDING_PROPERTY_LIMITS, 'application-subcontracting': built };
    expect(builtPropertyPages('gdt', pages, limits, 'page')).toEqual({ gdtPropertyTarget: 'page', gdtPropertyApplicationSubcontracting: 'page' });
  });

  it('reads a kind back', () => {
    expect(propertyKind('gdt', 'custom-audience')).toBe('gdt.custom-audience');
    expect(parsePropertyKind('gdt.custom-audience')).toEqual({ media: 'gdt', type: 'custom-audience' });
    expect(parsePropertyKind('gdt')).toBeNull();
  });

  it('settles 应用分包 on 应用管理’s code', () => {
    expect(propertyAccessSuffix('application-subcontracting')).toBe('Application');
    expect(propertyAccessSuffix('custom-audience')).toBe('CustomAudience');
  });

  it('names the flags a page needs', () => {
    expect(propertyPageRequirements('toutiao', 'pangolin-media-pack')).toEqual({ buttonConfig: 'FLOW_POOL_BUTTON' });
    expect(propertyPageRequirements('toutiao', 'target')).toEqual({});
    expect(propertyPageRequirements('qianchuan', 'target')).toEqual({ buttonConfig: 'SHOW_QIANCHUAN_BUTTON' });
    expect(propertyPageRequirements('bilibili', 'monitor')).toEqual({ showBilibili: true });
  });
});
