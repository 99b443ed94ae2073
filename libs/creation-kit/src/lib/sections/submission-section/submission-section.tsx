// 提交规则: the submission-rule form of libs/ui (widgets spec §3-§5): 提交方式, NOW / DELAY / BATCH / REPEAT, the
// dimension named after the variant's own levels, multi-account; its handle checks it before a submission.
import { useId, type Ref } from 'react';
import type { CreationVariantSpec } from '@toufang/domain';
import { Card, SubmissionRuleForm, type SubmissionRuleFormData, type SubmissionRuleFormHandle } from '@toufang/ui';
import { CREATION_KIT_TEXTS as T } from '../../texts';

export interface SubmissionSectionProps {
  spec: CreationVariantSpec;
  value: SubmissionRuleFormData;
  onChange: (data: SubmissionRuleFormData) => void;
  now: () => Date;
  ref?: Ref<SubmissionRuleFormHandle>;
}

export function SubmissionSection({ spec, value, onChange, now, ref }: SubmissionSectionProps) {
  const headingId = useId();
  const label = (level: string) => spec.levels.find((l) => l.level === level)?.label ?? level;
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.SUBMISSION}</h2>}>
        <SubmissionRuleForm
          ref={ref}
          value={value}
          onChange={(data) => onChange(data)}
          levelNames={{ CAMPAIGN: label(spec.submitLevels.CAMPAIGN), PLAN: label(spec.submitLevels.PLAN) }}
          now={now}
        />
      </Card>
    </section>
  );
}
