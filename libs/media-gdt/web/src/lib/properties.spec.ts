import { describe, expect, it } from 'vitest';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { checkForm, type FormSchema } from '@toufang/form-kit';
import { builtType, pendingTypes, STANDARD_COLUMNS, type PropertyTypeBase } from '@toufang/property-kit';
import { GDT_TARGET_SAMPLES, GDT_APPLET_SAMPLES, GDT_AUDIENCE_SAMPLES, GDT_CHANNEL_SAMPLES, GDT_CONVERSION_SAMPLES, GDT_FINDER_SAMPLES, GDT_LANDING_PAGE_SAMPLES, GDT_MATERIAL_TAG_SAMPLES, GDT_MINI_GAME_MONITOR_SAMPLES, GDT_PROFILE_SAMPLES, GDT_PROPERTY_LIMITS, GDT_PROPERTY_PAGES, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { PROPERTIES } from './properties';

/** The values the sandbox seeds, per built type (the same lists its seed picks from). */
const SAMPLES: Readonly<Record<string, readonly { name: string; values: object }[]>> = {
  target: GDT_TARGET_SAMPLES,
  'custom-audience': GDT_AUDIENCE_SAMPLES,
  'conversion-attribution': GDT_CONVERSION_SAMPLES,
  'mini-game-monitor': GDT_MINI_GAME_MONITOR_SAMPLES,
  'landing-page': GDT_LANDING_PAGE_SAMPLES,
  applet: GDT_APPLET_SAMPLES,
  'material-tag': GDT_MATERIAL_TAG_SAMPLES,
  'wechat-mini-game-channel': GDT_CHANNEL_SAMPLES,
  'video-account-authorization': GDT_FINDER_SAMPLES,
  'friends-circle-avatar': GDT_PROFILE_SAMPLES,
};

const check = (declaration: PropertyTypeBase, values: object) => checkForm(declaration.schema as FormSchema<object>, values);
const must = (type: string): PropertyTypeBase => {
  const declared = builtType(PROPERTIES, type);
  if (!declared) throw new Error(`${type} is pending`);
  return declared;
};

describe('腾讯广告的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(GDT_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const built = builtType(PROPERTIES, type);
      if (built) expect(built.limits).toBe(GDT_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(GDT_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });

  const built = propertyTypesOf(GDT_PROPERTY_PAGES).filter((type) => builtType(PROPERTIES, type));

  it('has seeded samples for every built type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...built].sort());
  });

  for (const type of built) {
    describe(type, () => {
      it('names in its columns only the standard ones and the summary keys the sandbox writes', () => {
        const keys = Object.values((GDT_SUMMARY as Record<string, Record<string, string>>)[type]);
        for (const column of must(type).columns) {
          if (typeof column === 'string') expect(STANDARD_COLUMNS).toContain(column);
          else expect(keys).toContain(column.summary);
        }
      });

      it('accepts the seed’s values and names', () => {
        const declaration = must(type);
        for (const sample of SAMPLES[type]) {
          expect(check(declaration, sample.values), sample.name).toMatchObject({ ok: true });
          expect(checkPropertyName(sample.name, declaration.limits.NAME_MAX_LENGTH), sample.name).toBeNull();
        }
      });

      it('refuses a name one character too long', () => {
        const max = must(type).limits.NAME_MAX_LENGTH;
        expect(checkPropertyName('名'.repeat(max), max)).toBeNull();
        expect(checkPropertyName('名'.repeat(max + 1), max)?.rule).toBe('property_name_too_long');
      });
    });
  }

  it('定向包: refuses a sixth age range, an unknown gender, and a pack both included and excluded, under their fields', () => {
    const target = must('target');
    expect(check(target, { age: ['18-23', '24-30', '31-40', '41-49', '50-65', '66-66'] })).toMatchObject({ ok: false, errors: { age: '年龄最多选择5个' } });
    expect(check(target, { gender: 'BOTH' })).toMatchObject({ ok: false, errors: { gender: '性别中有不支持的选项' } });
    expect(check(target, { custom_audience: ['41'], excluded_custom_audience: ['41'] })).toMatchObject({ ok: false, errors: { excluded_custom_audience: '人群41不能同时定向和排除' } });
  });

  it('自定义人群: refuses an unknown kind or ID type, and a lookalike without its seed', () => {
    const audience = must('custom-audience');
    expect(check(audience, { type: 'CRM' })).toMatchObject({ ok: false, errors: { type: '请选择人群类型' } });
    expect(check(audience, { type: 'CUSTOMER_FILE', user_id_type: 'QQ' })).toMatchObject({ ok: false, errors: { user_id_type: '请选择号码类型' } });
    expect(check(audience, { type: 'LOOKALIKE' })).toMatchObject({ ok: false, errors: { seed_audience_id: '拓展人群须填写种子人群ID' } });
    expect(audience.limits.OPERATIONS.create).toBe(false);
  });

  it('转化归因: refuses an unknown macro, a link that is not http(s), a missing or misplaced __CALLBACK__, # and a wrong self-attribution', () => {
    const conversion = must('conversion-attribution');
    const api = GDT_CONVERSION_SAMPLES[0].values;
    const sdk = GDT_CONVERSION_SAMPLES[1].values;
    const errorsOf = (values: object) => {
      const result = check(conversion, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...api, feedback_url: 'https://t.example.com/c?id=__FOO__&cb=__CALLBACK__' })).toEqual({ feedback_url: '监测链接包含腾讯广告3.0不支持的宏：__FOO__' });
    expect(errorsOf({ ...api, feedback_url: 'ftp://t.example.com/c?cb=__CALLBACK__' })).toEqual({ feedback_url: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' });
    expect(errorsOf({ ...api, feedback_url: 'https://t.example.com/c?id=__CLICK_ID__' })).toEqual({ feedback_url: '点击回传的监测链接须包含宏 __CALLBACK__' });
    expect(errorsOf({ ...sdk, feedback_url: 'https://t.example.com/c?cb=__CALLBACK__' })).toEqual({ feedback_url: '未开启点击回传的监测链接不能包含宏 __CALLBACK__' });
    expect(errorsOf({ ...api, feedback_url: 'https://t.example.com/c#cb=__CALLBACK__' })).toEqual({ feedback_url: '监测链接不能包含 #' });
    expect(errorsOf({ ...api, feedback_url: undefined })).toEqual({ feedback_url: '请填写点击监测链接' });
    expect(errorsOf({ ...api, self_attributed: false })).toEqual({ self_attributed: 'API上报须为自归因，SDK和JS上报不能自归因' });
    expect(errorsOf({ ...sdk, landing_page_url: 'http://10.0.0.1/apply' })).toEqual({ landing_page_url: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' });
  });

  it('小游戏监测: refuses an unknown macro, a link that is not http(s), __CALLBACK__ against the callback switch, a bad AppID', () => {
    const monitor = must('mini-game-monitor');
    const [on, off] = GDT_MINI_GAME_MONITOR_SAMPLES.map((sample) => sample.values);
    const errorsOf = (values: object) => {
      const result = check(monitor, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...on, impression_tracking_url: 'https://t.example.com/s?x=__CLICKID__' })).toEqual({ impression_tracking_url: '监测链接包含腾讯广告3.0不支持的宏：__CLICKID__' });
    expect(errorsOf({ ...off, click_tracking_url: 'javascript:alert(1)' })).toEqual({ click_tracking_url: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' });
    expect(errorsOf({ ...on, click_tracking_url: 'https://t.example.com/c?id=__CLICK_ID__' })).toEqual({ click_tracking_url: '点击回传的监测链接须包含宏 __CALLBACK__' });
    expect(errorsOf({ ...off, click_tracking_url: 'https://t.example.com/c?cb=__CALLBACK__' })).toEqual({ click_tracking_url: '未开启点击回传的监测链接不能包含宏 __CALLBACK__' });
    expect(errorsOf({ ...off, click_tracking_url: '' })).toEqual({ click_tracking_url: '请填写点击监测链接' });
    expect(errorsOf({ ...off, mini_game_id: 'gh_12345' })).toEqual({ mini_game_id: '小游戏AppID须为 wx 开头的18位字符' });
  });

  it('落地页: refuses a URL that is not http(s) or has an IP, an empty URL, an unknown kind', () => {
    const page = must('landing-page');
    const good = GDT_LANDING_PAGE_SAMPLES[0].values;
    const errorsOf = (values: object) => {
      const result = check(page, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...good, page_url: 'ftp://xj.example.com/p/1' })).toEqual({ page_url: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' });
    expect(errorsOf({ ...good, page_url: 'https://192.168.1.8/p/1' })).toEqual({ page_url: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' });
    expect(errorsOf({ ...good, page_url: '' })).toEqual({ page_url: '请填写落地页链接' });
    expect(errorsOf({ ...good, page_type: 'PAGE_TYPE_H5' })).toEqual({ page_type: '请选择落地页类型' });
  });

  it('小程序: refuses ids not in WeChat’s shapes and a path that is a URL or starts with /', () => {
    const applet = must('applet');
    const good = GDT_APPLET_SAMPLES[0].values;
    const errorsOf = (values: object) => {
      const result = check(applet, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...good, mini_program_id: 'wx5e2d8c1b9a0f7634' })).toEqual({ mini_program_id: '小程序原始ID须为 gh_ 开头的15位字符' });
    expect(errorsOf({ ...good, mini_program_appid: 'gh_4a7c9e2b1d03' })).toEqual({ mini_program_appid: '小程序AppID须为 wx 开头的18位字符' });
    expect(errorsOf({ ...good, mini_program_path: 'https://www.example.com/' })).toEqual({ mini_program_path: '页面路径须为小程序内路径（不以 / 或 http 开头），最长256个字符' });
    expect(errorsOf({ ...good, mini_program_path: '/pages/index' })).toEqual({ mini_program_path: '页面路径须为小程序内路径（不以 / 或 http 开头），最长256个字符' });
  });

  it('素材标签: refuses a group or note too long', () => {
    const tag = must('material-tag');
    expect(check(tag, { tag_group: '组'.repeat(11) })).toMatchObject({ ok: false, errors: { tag_group: '标签分组最长10个字' } });
    expect(check(tag, { description: '说'.repeat(51) })).toMatchObject({ ok: false, errors: { description: '标签说明最长50个字' } });
    expect(check(tag, {})).toMatchObject({ ok: true });
  });

  it('微信小游戏渠道: refuses a bad AppID, channel number or launch query', () => {
    const channel = must('wechat-mini-game-channel');
    const good = GDT_CHANNEL_SAMPLES[0].values;
    const errorsOf = (values: object) => {
      const result = check(channel, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...good, mini_game_appid: 'wx123' })).toEqual({ mini_game_appid: '小游戏AppID须为 wx 开头的18位字符' });
    expect(errorsOf({ ...good, channel_id: '朋友圈' })).toEqual({ channel_id: '渠道号须为1–32位字母、数字、下划线或短横线' });
    expect(errorsOf({ ...good, launch_query: 'https://www.example.com/?a=1' })).toEqual({ launch_query: '启动参数须为 key=value 形式，多个用 & 连接，最长256个字符' });
  });

  it('视频号授权: refuses a bad 视频号ID, an empty nickname, a term the media does not offer', () => {
    const finder = must('video-account-authorization');
    const good = GDT_FINDER_SAMPLES[0].values;
    const errorsOf = (values: object) => {
      const result = check(finder, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...good, finder_id: 'wx3f8a2c6d9e1b4a70' })).toEqual({ finder_id: '视频号ID须为 sph 开头的10–23位字母或数字' });
    expect(errorsOf({ ...good, finder_nickname: ' ' })).toEqual({ finder_nickname: '请填写视频号名称' });
    expect(errorsOf({ ...good, authorization_days: 45 })).toEqual({ authorization_days: '请选择授权期限' });
  });

  it('朋友圈头像昵称: refuses a nickname over 10 characters or empty, an avatar not chosen; the avatar is one desk material', () => {
    const profile = must('friends-circle-avatar');
    const good = GDT_PROFILE_SAMPLES[0].values;
    const errorsOf = (values: object) => {
      const result = check(profile, values);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...good, profile_name: '优选生活优选生活优选生' })).toEqual({ profile_name: '昵称最长10个字' });
    expect(errorsOf({ ...good, profile_name: '' })).toEqual({ profile_name: '请填写昵称' });
    expect(errorsOf({ ...good, head_image_id: 'https://img.example.com/a.png' })).toEqual({ head_image_id: '请选择头像图片' });
    expect(errorsOf({ ...good, head_image_id: '' })).toEqual({ head_image_id: '请选择头像图片' });
    // The picker of the 素材库, one image, as the limits' MATERIAL_FIELDS name it.
    expect(profile.fields.head_image_id).toMatchObject({ kind: 'material', label: '头像' });
    expect(profile.limits.MATERIAL_FIELDS).toEqual({ head_image_id: { KIND: 'image', LABEL: '头像' } });
  });
});
