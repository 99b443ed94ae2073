// The home page (shell spec §2.2 home, §2.3 index-app/home): who is logged in and the account's standing.
// Its menu entry carries the offline notice: the home and report features give way to the board feature.
import { useSessionStore } from '@toufang/api';
import { isDueSoon } from '@toufang/domain';
import { Banner, Card, PageFrame, Typography } from '@toufang/ui';
import { roleNameOf } from '../../layout/user-dropdown/user-summary';

export const HOME_TEXTS = {
  title: '首页',
  greeting: (name: string) => `欢迎，${name}`,
  role: '角色',
  email: '邮箱',
  expires: '到期时间',
  dueSoon: (days: number) => `账号将在 ${days} 天后到期，请及时联系运营人员续期`,
  offline: '首页与报表功能即将下线，届时将由全新的数据看板替代。',
} as const;

export default function HomePage() {
  const info = useSessionStore((s) => s.userInfo);
  if (!info) return null;
  const roleName = roleNameOf(info);
  return (
    <PageFrame title={HOME_TEXTS.title}>
      <Banner type="info" description={HOME_TEXTS.offline} closeIcon={null} />
      <Card style={{ maxWidth: 520, marginTop: 16 }} title={<Typography.Title heading={5}>{HOME_TEXTS.greeting(info.name)}</Typography.Title>}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '96px 1fr', rowGap: 8 }}>
          <dt>{HOME_TEXTS.role}</dt>
          <dd style={{ margin: 0 }} data-testid="user-role">
            {roleName}
          </dd>
          <dt>{HOME_TEXTS.email}</dt>
          <dd style={{ margin: 0 }}>{info.email ?? '—'}</dd>
          <dt>{HOME_TEXTS.expires}</dt>
          <dd style={{ margin: 0 }}>{info.expireTime}</dd>
        </dl>
        {isDueSoon(info.dueDays) ? (
          <Typography.Text type="warning" style={{ display: 'block', marginTop: 12 }}>
            {HOME_TEXTS.dueSoon(info.dueDays)}
          </Typography.Text>
        ) : null}
      </Card>
    </PageFrame>
  );
}
