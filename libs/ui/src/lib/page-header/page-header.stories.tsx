import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ReactNode, useState } from 'react';
import { PageHeader } from './page-header';

const TABS = [
  { key: 'adList', label: '广告' },
  { key: 'planList', label: '计划' },
  { key: 'creativeList', label: '创意' },
];

/** Stands in for the app's router: the current route's name, and navigation by name. */
function LinkedDemo() {
  const [route, setRoute] = useState('planList');
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div>
      <PageHeader
        title="广告管理"
        description="标签页与路由联动：当前路由名决定选中的标签页，点击标签页跳转到同名路由"
        tabs={TABS}
        routeLink
        routeName={route}
        onNavigate={(name) => {
          setEvents((prev) => [`onNavigate("${name}")`, ...prev].slice(0, 6));
          setRoute(name);
        }}
      />
      <p style={{ padding: '12px 24px' }}>当前路由名：{route}</p>
      <button type="button" style={{ marginLeft: 24 }} onClick={() => setRoute('report')}>
        跳到不在标签页中的路由 report
      </button>
      <pre style={{ fontSize: 12, padding: '0 24px' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

function TabsDemo() {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div>
      <PageHeader title="素材库" tabs={TABS.slice(0, 2)} onTabChange={(key) => setEvents((prev) => [`onTabChange("${key}")`, ...prev].slice(0, 6))} />
      <pre style={{ fontSize: 12, padding: '0 24px' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

/** Shows what a page's error boundary would show. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: 16, border: '1px solid var(--semi-color-danger)', color: 'var(--semi-color-danger)', borderRadius: 6 }}>
        页头渲染失败：{this.state.error.message}
      </div>
    );
  }
}

const meta = {
  title: '布局与反馈/页头 PageHeader',
  component: PageHeader,
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  name: '仅标题',
  args: { title: '账户管理', description: '管理已授权的媒体账户', extra: <button type="button">新建</button> },
};

export const Tabs: Story = {
  name: '标签页（不联动路由）',
  args: { title: '素材库' },
  render: () => <TabsDemo />,
};

export const RouteLinked: Story = {
  name: '标签页联动路由',
  args: { title: '广告管理' },
  render: () => <LinkedDemo />,
};

export const RouteLinkWithoutTabs: Story = {
  name: '未开启标签页时开启路由联动（报错）',
  args: { title: '广告管理' },
  render: () => (
    <ErrorBoundary>
      <PageHeader title="广告管理" routeLink routeName="adList" onNavigate={() => undefined} />
    </ErrorBoundary>
  ),
};
