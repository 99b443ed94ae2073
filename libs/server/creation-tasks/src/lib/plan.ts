// A submission rule in the task list's words (提交规则); the rule is checked and the waves planned by libs/domain
// (validateSubmission, planWaves).
import type { SubmissionRule } from '@toufang/domain';
import { CREATION_TASK_TEXTS } from './texts';

/** The rule in the list's words (提交规则). */
export function ruleSummary(rule: SubmissionRule, unitLabel: string): string {
  switch (rule.adsSubmitRule) {
    case 'DELAY':
      return CREATION_TASK_TEXTS.RULE_DELAY(rule.adsDelaySubmitTime ?? '');
    case 'BATCH':
      return CREATION_TASK_TEXTS.RULE_BATCH(rule.adsSubmitNum ?? 0, unitLabel, rule.adsSubmitInterval ?? 0);
    case 'REPEAT':
      return CREATION_TASK_TEXTS.RULE_REPEAT(rule.adsSubmitNum ?? 0, rule.adsSubmitInterval ?? 0);
    default:
      return CREATION_TASK_TEXTS.RULE_NOW;
  }
}
