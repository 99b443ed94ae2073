// The change-password rule of shell spec §5, shared by the browser form and the server so the two can
// never disagree.

/** The enforced rule: 6 to 50 characters with at least one digit and one letter (shell spec §5, §9). */
export const PASSWORD_RULE = {
  MIN_LENGTH: 6, // shell spec §9
  MAX_LENGTH: 50, // shell spec §9
  DIGIT: /[0-9]/,
  LETTER: /[A-Za-z]/,
} as const;

/**
 * The hint shown under the field, as the spec words it (shell spec §5). It says "longer than 8", which
 * conflicts with the enforced 6 to 50; the enforced rule wins (docs/decisions.md).
 */
export const PASSWORD_HINT = '长度须大于8位，包含数字、字母，支持特殊字符';

/** Texts of the change-password form and its outcome (shell spec §5, §8). */
export const PASSWORD_TEXTS = {
  OLD_REQUIRED: '请输入原始密码',
  REQUIRED: '请输入密码',
  INVALID: '密码设置不符合要求',
  CONFIRM_REQUIRED: '请再次输入密码',
  MISMATCH: '两次输入密码不同',
  SUCCESS: '修改成功',
  RELOGIN: '将退出重新登录',
} as const;

/** Length in characters (code points), so an emoji or a Chinese character counts once. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Whether a password satisfies the enforced rule. */
export function isValidPassword(value: string): boolean {
  const length = characterCount(value);
  return (
    length >= PASSWORD_RULE.MIN_LENGTH &&
    length <= PASSWORD_RULE.MAX_LENGTH &&
    PASSWORD_RULE.DIGIT.test(value) &&
    PASSWORD_RULE.LETTER.test(value)
  );
}

/** The message for a new password, or null when it is acceptable. The value is never trimmed. */
export function checkNewPassword(value: string | null | undefined): string | null {
  if (!value) return PASSWORD_TEXTS.REQUIRED;
  return isValidPassword(value) ? null : PASSWORD_TEXTS.INVALID;
}

/** The message for the old password: only required. */
export function checkOldPassword(value: string | null | undefined): string | null {
  return value ? null : PASSWORD_TEXTS.OLD_REQUIRED;
}

/** The message for the confirmation field: required, and equal to the new password. */
export function checkPasswordConfirmation(passwd: string | null | undefined, passwdCheck: string | null | undefined): string | null {
  if (!passwdCheck) return PASSWORD_TEXTS.CONFIRM_REQUIRED;
  return passwdCheck === passwd ? null : PASSWORD_TEXTS.MISMATCH;
}
