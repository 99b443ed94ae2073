// 最近创建任务 (issue 24 "recent creation tasks"): the 5 latest the person sees, with their progress.
import { useQuery } from '@tanstack/react-query';
import { formatChinaTime, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { List, Typography } from '@toufang/ui';
import { homeListsQuery } from '../queries/home';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

export function RecentTasksCard({ media }: { media?: MediaCode }) {
  const { data, isPending, error, refetch } = useQuery(homeListsQuery());
  const tasks = (data?.recentTasks ?? []).filter((t) => !media || t.media === media);
  return (
    <CardFrame title={HOME_TEXTS.recentTasks} isPending={isPending} error={error} onRetry={() => void refetch()} empty={tasks.length === 0}>
      <List
        aria-label={HOME_TEXTS.recentTasks}
        dataSource={tasks}
        renderItem={(t) => (
          <List.Item
            main={
              <div>
                <Typography.Text strong>{`${MEDIA_DISPLAY_NAMES[t.media]} · ${t.name || HOME_TEXTS.noTemplate}`}</Typography.Text>
                <div>
                  <Typography.Text type="tertiary" size="small">{`${formatChinaTime(t.createdAt)} · ${HOME_TEXTS.taskProgress(t.created, t.total, t.failed)}`}</Typography.Text>
                </div>
              </div>
            }
          />
        )}
      />
    </CardFrame>
  );
}
