import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkOldPassword,
  checkPasswordConfirmation,
  PASSWORD_HINT,
  PASSWORD_RULE,
  PASSWORD_TEXTS,
} from './password';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const OTHERS = '!@#$%^&*()_+-=[]{};:,.<>/?~ 中文汉字😀';

const charOf = (alphabet: string) => fc.constantFrom(...Array.from(alphabet));
const textOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.array(charOf(alphabet), { minLength, maxLength }).map((chars) => chars.join(''));
/** A shuffled password of `length` characters with at least one letter and one digit. */
const validOfLength = (length: number) =>
  fc
    .tuple(charOf(LETTERS), charOf(DIGITS), fc.array(charOf(LETTERS + DIGITS + OTHERS), { minLength: length - 2, maxLength: length - 2 }))
    .chain(([letter, digit, rest]) => fc.shuffledSubarray([letter, digit, ...rest], { minLength: length, maxLength: length }))
    .map((chars) => chars.join(''));

describe('password texts (shell spec §5, §8)', () => {
  it.each([
    ['OLD_REQUIRED', '请输入原始密码'],
    ['REQUIRED', '请输入密码'],
    ['INVALID', '密码设置不符合要求'],
    ['CONFIRM_REQUIRED', '请再次输入密码'],
    ['MISMATCH', '两次输入密码不同'],
    ['SUCCESS', '修改成功'],
    ['RELOGIN', '将退出重新登录'],
  ] as const)('%s is %s', (key, text) => {
    expect(PASSWORD_TEXTS[key]).toBe(text);
  });

  it('keeps the spec hint and enforces 6 to 50', () => {
    expect(PASSWORD_HINT).toBe('长度须大于8位，包含数字、字母，支持特殊字符');
    expect(PASSWORD_RULE.MIN_LENGTH).toBe(6);
    expect(PASSWORD_RULE.MAX_LENGTH).toBe(50);
  });
});

describe('checkNewPassword examples', () => {
  it.each([
    ['', '请输入密码'],
    [null, '请输入密码'],
    [undefined, '请输入密码'],
    ['a1b2c', '密码设置不符合要求'],
    ['a1b2c3', null],
    ['abcdefgh', '密码设置不符合要求'],
    ['12345678', '密码设置不符合要求'],
    ['!@#$%^&*', '密码设置不符合要求'],
    ['Toufang2026', null],
    ['密码1a中文字', null],
    ['a!1@#$', null],
    ['a1' + 'x'.repeat(48), null],
    ['a1' + 'x'.repeat(49), '密码设置不符合要求'],
    ['      ', '密码设置不符合要求'],
  ])('%j gives %j', (value, expected) => {
    expect(checkNewPassword(value)).toBe(expected);
  });
});

describe('checkNewPassword properties', () => {
  it('accepts any 6 to 50 characters with a letter and a digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 50 }).chain(validOfLength),
        (value) => checkNewPassword(value) === null,
      ),
    );
  });

  it('rejects anything without a digit', () => {
    fc.assert(fc.property(textOf(LETTERS + OTHERS, 1, 60), (value) => checkNewPassword(value) === PASSWORD_TEXTS.INVALID));
  });

  it('rejects anything without a letter', () => {
    fc.assert(fc.property(textOf(DIGITS + OTHERS, 1, 60), (value) => checkNewPassword(value) === PASSWORD_TEXTS.INVALID));
  });

  it('rejects fewer than 6 characters, even with a letter and a digit', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 5 }).chain(validOfLength), (value) => checkNewPassword(value) === PASSWORD_TEXTS.INVALID));
  });

  it('rejects more than 50 characters, even with a letter and a digit', () => {
    fc.assert(fc.property(fc.integer({ min: 51, max: 80 }).chain(validOfLength), (value) => checkNewPassword(value) === PASSWORD_TEXTS.INVALID));
  });

  it('never throws and answers one of the three outcomes for any string', () => {
    const outcomes: (string | null)[] = [null, PASSWORD_TEXTS.REQUIRED, PASSWORD_TEXTS.INVALID];
    // Any code point, lone surrogates included: what unit 'binary' draws, without the reverse table of all
    // 1.1 million code points fast-check builds for it (seconds of CPU, past the test timeout on a busy machine).
    const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint, maxLength: 80 }), (value) =>
        outcomes.includes(checkNewPassword(value)),
      ),
    );
  });
});

describe('old password and confirmation', () => {
  it.each([
    ['', '请输入原始密码'],
    [undefined, '请输入原始密码'],
    ['anything', null],
  ])('old password %j gives %j', (value, expected) => {
    expect(checkOldPassword(value)).toBe(expected);
  });

  it.each([
    ['a1b2c3', '', '请再次输入密码'],
    ['a1b2c3', undefined, '请再次输入密码'],
    ['a1b2c3', 'a1b2c4', '两次输入密码不同'],
    ['a1b2c3', 'a1b2c3 ', '两次输入密码不同'],
    ['a1b2c3', 'a1b2c3', null],
  ])('new %j, confirmation %j gives %j', (passwd, passwdCheck, expected) => {
    expect(checkPasswordConfirmation(passwd, passwdCheck)).toBe(expected);
  });
});
