// 最近规则动作 (issue 24 "recent … rule actions"): the 5 latest AI助手 actions applied on accounts in scope.
import { useQuery } from '@tanstack/react-query';
import { formatChinaTime, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { List, Typography } from '@toufang/ui';
import { homeListsQuery } from '../queries/home';
import { HOME_TEXTS, RULE_ACTION_TYPES } from '../texts';
import { CardFrame } from './card-frame';

export function RecentRuleActionsCard() {
  const { data, isPending, error, refetch } = useQuery(homeListsQuery());
  const actions = data?.recentRuleActions ?? [];
  return (
    <CardFrame title={HOME_TEXTS.recentRuleActions} isPending={isPending} error={error} onRetry={() => void refetch()} empty={actions.length === 0}>
      <List
        aria-label={HOME_TEXTS.recentRuleActions}
        dataSource={actions}
        renderItem={(a) => (
          <List.Item
            main={
              <div>
                <Typography.Text strong>{`${a.ruleName} · ${RULE_ACTION_TYPES[a.type] ?? a.type}`}</Typography.Text>
                <div>
                  <Typography.Text type="tertiary" size="small">{`${MEDIA_DISPLAY_NAMES[a.media]} · ${a.objectName} · ${formatChinaTime(a.at)}`}</Typography.Text>
                </div>
              </div>
            }
          />
        )}
      />
    </CardFrame>
  );
}
