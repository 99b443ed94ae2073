import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutMutation, useSessionStore, userInfoQuery } from '@toufang/api';
import { effectiveRole, isDueSoon, isLegacyRole, pageTitle, ROLE_NAMES } from '@toufang/domain';
import { Button, Card, Spin, Typography } from '@toufang/ui';

export const WELCOME_TEXTS = {
  title: '工作台',
  greeting: (name: string) => `欢迎，${name}`,
  role: '角色',
  email: '邮箱',
  expires: '到期时间',
  dueSoon: (days: number) => `账号将在 ${days} 天后到期`,
  logout: '退出登录',
  loadFailed: '用户信息加载失败',
} as const;

/**
 * The logged-in landing: who is logged in, with which role, and logout. The shell issue replaces it with
 * the main layout and each role's default page.
 */
export default function WelcomePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery());
  const logout = useMutation(logoutMutation);
  const setUserInfo = useSessionStore((s) => s.setUserInfo);

  useEffect(() => {
    document.title = pageTitle(WELCOME_TEXTS.title);
  }, []);
  useEffect(() => {
    if (user.data) setUserInfo(user.data);
  }, [user.data, setUserInfo]);

  async function leave() {
    await logout.mutateAsync(undefined as never).catch(() => undefined);
    useSessionStore.getState().logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  if (user.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (user.isError) {
    return (
      <main style={{ padding: 48 }}>
        <Typography.Text type="danger">{WELCOME_TEXTS.loadFailed}</Typography.Text>
      </main>
    );
  }
  const info = user.data;
  const role = isLegacyRole(info.role) ? effectiveRole(info.role, info.isDesignManager) : info.role;
  const roleName = info.roleNameV2 ?? (isLegacyRole(role) ? ROLE_NAMES[role] : role);
  return (
    <main style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      <Card style={{ width: 480 }} title={<Typography.Title heading={4}>{WELCOME_TEXTS.greeting(info.name)}</Typography.Title>}>
        <dl className="tf-welcome__facts" style={{ margin: 0, display: 'grid', gridTemplateColumns: '96px 1fr', rowGap: 8 }}>
          <dt>{WELCOME_TEXTS.role}</dt>
          <dd style={{ margin: 0 }} data-testid="user-role">
            {roleName}
          </dd>
          <dt>{WELCOME_TEXTS.email}</dt>
          <dd style={{ margin: 0 }}>{info.email ?? '—'}</dd>
          <dt>{WELCOME_TEXTS.expires}</dt>
          <dd style={{ margin: 0 }}>
            {info.expireTime}
            {isDueSoon(info.dueDays) && <Typography.Text type="warning"> {WELCOME_TEXTS.dueSoon(info.dueDays)}</Typography.Text>}
          </dd>
        </dl>
        <Button style={{ marginTop: 24 }} onClick={leave} loading={logout.isPending}>
          {WELCOME_TEXTS.logout}
        </Button>
      </Card>
    </main>
  );
}
