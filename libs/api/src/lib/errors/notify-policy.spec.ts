import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api-error';
import { ERROR_TEXTS } from '@toufang/domain';
import { CALLER_ABORT_TEXT } from './classify';
import { notifyKind, shouldNotify } from './notify-policy';

const err = (kind: ApiErrorKind, message: string = ERROR_TEXTS.MEDIA_UNKNOWN) => new ApiError({ kind, message, url: '/x' });

describe('notify policy', () => {
  it.each(['business', 'http', 'network', 'timeout'] as const)('%s notifies unless silent', (kind) => {
    expect(shouldNotify(err(kind), {}, false)).toBe(true);
    expect(shouldNotify(err(kind), { silent: true }, false)).toBe(false);
    expect(notifyKind(err(kind))).toBe('error');
  });

  it('a duplicate cancellation shows 请勿重复请求 as a warning unless silent', () => {
    const duplicate = err('cancelled', ERROR_TEXTS.DUPLICATE_REQUEST);
    expect(shouldNotify(duplicate, {}, false)).toBe(true);
    expect(shouldNotify(duplicate, { silent: true }, false)).toBe(false);
    expect(notifyKind(duplicate)).toBe('warning');
  });

  it('a caller abort never notifies', () => {
    expect(shouldNotify(err('cancelled', CALLER_ABORT_TEXT), {}, false)).toBe(false);
  });

  it('401 notifies only for the first of a burst, even when silent', () => {
    const unauthorized = err('unauthorized', ERROR_TEXTS.CONCURRENT_LOGIN);
    expect(shouldNotify(unauthorized, { silent: true }, true)).toBe(true);
    expect(shouldNotify(unauthorized, {}, false)).toBe(false);
  });

  it('a refusal for a one-time password never notifies: the 请修改初始密码 dialog is up', () => {
    const refused = new ApiError({ kind: 'http', message: '当前密码为初始密码，请先修改密码后再使用', url: '/api/user/message/init', status: 403, code: 1010 });
    expect(shouldNotify(refused, {}, false)).toBe(false);
    expect(shouldNotify(new ApiError({ kind: 'http', message: '无权限访问该功能，请联系管理员开通', url: '/x', status: 403, code: 403 }), {}, false)).toBe(true);
  });
});
