// The audit trail's own Chinese words (the names it gives actors that are not people).

export const AUDIT_TEXTS = {
  /** An AI助手 rule as the operation log names it (docs/design/tools.md §5.1, migration 042). */
  RULE_ACTOR: (ruleName: string) => `AI助手规则：${ruleName}`,
} as const;
