import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  errorPreventionRuleLine,
  httpErrorText,
  pageTitle,
  PRODUCT_TITLE,
  UPGRADE_NOTICE_TEXTS,
} from './texts';

describe('error texts (shell spec §8)', () => {
  it.each([
    ['SYSTEM_BUSY', '系统繁忙，请稍后重试！'],
    ['MEDIA_UNKNOWN', '抱歉，媒体接口未知问题请联系运营人员~~'],
    ['CONCURRENT_LOGIN', '平台不可重复登录，请刷新页面重新登录'],
    ['DUPLICATE_REQUEST', '请勿重复请求'],
    ['EMPTY', '暂无数据'],
    ['ERROR_PREVENTION_TITLE', '防出错提示'],
    ['ERROR_PREVENTION_MISMATCH', '配置内容与防出错设置不一致，请修改广告设置'],
    ['ERROR_PREVENTION_CONTACT', '若需修改防出错内容，请联系管理员或优化经理修改'],
    ['ERROR_PREVENTION_GO_MODIFY', '去修改'],
  ] as const)('%s is %s', (key, text) => {
    expect(ERROR_TEXTS[key]).toBe(text);
  });

  it.each([
    [404, '系统繁忙，请稍后重试！'],
    [500, '系统繁忙，请稍后重试！'],
    [401, '平台不可重复登录，请刷新页面重新登录'],
    [403, '抱歉，媒体接口未知问题请联系运营人员~~'],
    [502, '抱歉，媒体接口未知问题请联系运营人员~~'],
    [undefined, '抱歉，媒体接口未知问题请联系运营人员~~'],
  ])('HTTP %j shows %s', (status, text) => {
    expect(httpErrorText(status)).toBe(text);
  });

  it('writes a rule line as 规则名称(ID)', () => {
    expect(errorPreventionRuleLine('出价上限', 12)).toBe('出价上限(12)');
  });
});

describe('upgrade notice (shell spec §2.5)', () => {
  it('is dismissed with 我已知晓', () => {
    expect(UPGRADE_NOTICE_TEXTS.DISMISS).toBe('我已知晓');
  });
});

describe('page title', () => {
  it.each([
    [undefined, '多媒体投放管理平台'],
    [null, '多媒体投放管理平台'],
    ['', '多媒体投放管理平台'],
    ['   ', '多媒体投放管理平台'],
    ['素材库', '多媒体投放管理平台 - 素材库'],
    [' 登录 ', '多媒体投放管理平台 - 登录'],
  ])('pageTitle(%j) is %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });

  it('is 多媒体投放管理平台', () => {
    expect(PRODUCT_TITLE).toBe('多媒体投放管理平台');
  });
});
