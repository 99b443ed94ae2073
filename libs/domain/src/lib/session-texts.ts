// Texts the shell shows when a session cannot start or ends (shell spec §2.4, §8). The spec names these
// cases but not their words; docs/decisions.md records the choice.
export const SESSION_TEXTS = {
  /** The 2.0 model's menu call refused the token: a token-invalid error, then logout (shell spec §8). */
  TOKEN_INVALID: '登录已失效，请重新登录',
  /** The 2.0 model returned an empty menu: the user is logged out (shell spec §8). */
  EMPTY_MENU: '当前账号未分配任何菜单权限，请联系管理员',
  /** The user info could not be fetched: the token is cleared and the user goes to logout (shell spec §2.4). */
  USER_INFO_FAILED: '用户信息获取失败，请重新登录',
  /** While the session starts. */
  LOADING: '正在加载…',
} as const;
