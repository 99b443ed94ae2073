import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router';
import { BreadcrumbTrail } from './breadcrumb-trail';

function Where() {
  const location = useLocation();
  return <pre style={{ fontSize: 12 }}>当前地址：{location.pathname}</pre>;
}

/** A memory router, so the crumbs navigate inside the story. */
const inRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/toutiao/ads/1001']}>
    <Story />
    <Where />
  </MemoryRouter>
);

const meta = {
  title: '布局与反馈/面包屑 BreadcrumbTrail',
  component: BreadcrumbTrail,
  decorators: [inRouter],
} satisfies Meta<typeof BreadcrumbTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouterLinks: Story = {
  name: '路由链接',
  args: {
    items: [
      { name: '巨量引擎', path: '/toutiao' },
      { name: '广告管理', path: '/toutiao/ads' },
      { name: '编辑广告' },
    ],
  },
};

export const WithoutPath: Story = {
  name: '无链接的层级',
  args: { items: [{ name: '工具' }, { name: '消息中心' }] },
};
