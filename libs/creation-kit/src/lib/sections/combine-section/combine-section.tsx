// 组合方式与数量: each dimension's mode (交叉 ×, 按序配对 1:1, 平均分配到账户, 全部共用) and the live count of every
// level (countTemplate, no row built), with the caps beside it: per submission, per account per day, the
// in-delivery quota left (preview facts) and the task's cap (issue 22 "Combination").
import { useId } from 'react';
import {
  CREATION_TASK_MAX_ADS,
  DIMENSION_MODES,
  SUBMISSION,
  combinationProblems,
  countTemplate,
  deliveringLevel,
  type CreationDimension,
  type CreationTemplateBody,
  type CreationVariantSpec,
  type DimensionMode,
} from '@toufang/domain';
import { Card, RadioGroup, Tag, Typography } from '@toufang/ui';
import { CREATION_KIT_TEXTS as T } from '../../texts';

export interface CombineSectionProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  onMode: (dimension: CreationDimension, mode: DimensionMode) => void;
  /** The in-delivery quota left over the chosen accounts (preview facts), when known. */
  quotaLeft?: number | null;
}

/** The dimensions the variant splits any level by, in the order a row names them. */
export function usedDimensions(spec: CreationVariantSpec): CreationDimension[] {
  return (['targeting', 'materials', 'titles'] as const).filter((d) => spec.levels.some((l) => l.dimensions.includes(d)));
}

export function CombineSection({ spec, body, onMode, quotaLeft }: CombineSectionProps) {
  const headingId = useId();
  const counts = countTemplate(body, spec);
  const problems = combinationProblems(body, spec).filter((p) => p.code !== 'no_accounts');
  const delivering = deliveringLevel(spec);
  const ads = counts[delivering.level] ?? 0;
  const perDay = spec.createsPerDay;
  const perCall = SUBMISSION.MAX_PER_DIMENSION[body.submission.adsSubmitDimension ?? 'PLAN'];
  const accounts = Math.max(body.accounts.length, 1);
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.COMBINE}</h2>}>
        {usedDimensions(spec).map((dimension) => (
          <div key={dimension} className="tf-creation__mode">
            <Typography.Text strong>{T.DIMENSIONS[dimension]}</Typography.Text>
            <RadioGroup<DimensionMode>
              type="button"
              aria-label={T.MODES.LABEL(T.DIMENSIONS[dimension])}
              options={DIMENSION_MODES.map((mode) => ({ name: T.MODES[mode], value: mode }))}
              value={body[dimension].mode}
              onChange={(mode) => onMode(dimension, mode)}
            />
          </div>
        ))}
        {problems.map((p) => (
          <Typography.Text key={p.code} type="danger" role="alert" className="tf-creation__hint">
            {p.message}
          </Typography.Text>
        ))}
        <output className="tf-creation__counts" aria-live="polite" aria-label={T.SECTIONS.COMBINE}>
          {spec.levels.map((level) => (
            <Tag key={level.level} size="large" color={level.delivers && ads > CREATION_TASK_MAX_ADS ? 'red' : 'blue'}>
              {T.COUNTS.LEVEL(level.label, counts[level.level] ?? 0)}
            </Tag>
          ))}
        </output>
        <ul className="tf-creation__caps">
          <li>{T.COUNTS.PER_CALL(perCall)}</li>
          <li className={ads / accounts > perDay ? 'tf-creation__cap--over' : undefined}>{T.COUNTS.PER_DAY(perDay)}</li>
          <li className={quotaLeft !== null && quotaLeft !== undefined && ads > quotaLeft ? 'tf-creation__cap--over' : undefined}>
            {quotaLeft === null || quotaLeft === undefined ? T.COUNTS.FACTS_PENDING : T.COUNTS.QUOTA_LEFT(quotaLeft)}
          </li>
          <li className={ads > CREATION_TASK_MAX_ADS ? 'tf-creation__cap--over' : undefined}>{T.COUNTS.TASK_CAP(CREATION_TASK_MAX_ADS)}</li>
        </ul>
      </Card>
    </section>
  );
}
