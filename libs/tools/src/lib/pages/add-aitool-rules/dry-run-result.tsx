// 试运行's answer (docs/design/tools.md §6.4): the range replayed, the summary (objects matched, actions, skips by
// reason in Chinese), what a dry run cannot know, and object by object each step: the slot (按日回放 marked), the
// figures, and the action with before → after or the skip's reason.
import { AI_RULE_REASON_TEXTS, type AiRuleSkipReason } from '@toufang/domain';
import { Banner, Tag, Typography } from '@toufang/ui';
import type { AiRuleDryRun } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { actionTypeLabel, changeText } from '../ai-rules/ai-rule-words';
import { figureText } from '../ai-rule-record/ai-rule-record-rules';

const reasonOf = (code: string) => (code in AI_RULE_REASON_TEXTS ? AI_RULE_REASON_TEXTS[code as AiRuleSkipReason] : code);

export function DryRunResult({ result, stale }: { result: AiRuleDryRun; stale: boolean }) {
  const skips = Object.entries(result.summary.skips).filter(([, n]) => n > 0);
  return (
    <section aria-label={T.DRY_RUN_RESULT} style={{ marginTop: 16 }}>
      <Typography.Title heading={5}>{T.DRY_RUN_RESULT}</Typography.Title>
      {stale ? <Banner type="warning" closeIcon={null} description={T.DIRTY_SINCE_DRY_RUN} /> : null}
      <Typography.Paragraph>{T.DRY_RUN_RANGE(result.from, result.to, result.slots)}</Typography.Paragraph>
      <Typography.Paragraph strong>{T.DRY_RUN_SUMMARY(result.summary.objectsMatched, result.summary.actions)}</Typography.Paragraph>
      {skips.length ? <Typography.Paragraph>{`${T.DRY_RUN_SKIPS}：${skips.map(([code, n]) => `${reasonOf(code)} ${n}次`).join('；')}`}</Typography.Paragraph> : null}
      <Typography.Text strong>{T.DRY_RUN_LIMITS}</Typography.Text>
      <ul>
        {result.limits.map((line) => (
          <li key={line}>
            <Typography.Text type="tertiary">{line}</Typography.Text>
          </li>
        ))}
      </ul>
      {result.objects.length === 0 ? (
        <Typography.Paragraph type="tertiary">{T.DRY_RUN_NONE}</Typography.Paragraph>
      ) : (
        <ul aria-label={T.DRY_RUN_OBJECTS} style={{ listStyle: 'none', padding: 0 }}>
          {result.objects.map((o) => (
            <li key={`${o.accountId}:${o.objectId}`} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{`${o.name}（${o.objectId}）`}</Typography.Text>
              <table className="tf-ai-rule-steps" style={{ width: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    <th scope="col">{T.STEP_SLOT}</th>
                    <th scope="col">{T.TRIGGER}</th>
                    <th scope="col">{T.ACTION_TYPE}</th>
                    <th scope="col">{T.CHANGE}</th>
                    <th scope="col">{T.RESULT}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.steps.map((s, i) => (
                    <tr key={`${s.slot}:${s.type}:${i}`}>
                      <td>
                        {s.slot}
                        {s.byDay ? (
                          <Tag size="small" style={{ marginLeft: 4 }}>
                            {T.BY_DAY}
                          </Tag>
                        ) : null}
                      </td>
                      <td>
                        {s.conditions.map((c) => (
                          <div key={c.metric}>{figureText(c)}</div>
                        ))}
                      </td>
                      <td>{actionTypeLabel(s.type)}</td>
                      <td>{s.outcome === 'planned' ? changeText(s.type, s.before, s.after) : T.NONE}</td>
                      <td>
                        <div>{T.STEP_OUTCOME[s.outcome] ?? s.outcome}</div>
                        {s.reason ? <Typography.Text type="tertiary" size="small">{s.reason}</Typography.Text> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
