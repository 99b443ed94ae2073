import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ErrorPage } from './error-page';

function Arrived() {
  const location = useLocation();
  return <p style={{ padding: 24 }}>已跳转到 {location.pathname}（故事中用内存路由代替真实跳转）</p>;
}

/** The page sits in a memory router, so 返回首页 navigates inside the story instead of leaving it. */
const inRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/sub-app/broken']}>
    <Routes>
      <Route path="/sub-app/broken" element={<Story />} />
      <Route path="*" element={<Arrived />} />
    </Routes>
  </MemoryRouter>
);

const meta = {
  title: '布局与反馈/错误页 ErrorPage',
  component: ErrorPage,
  decorators: [inRouter],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAccess: Story = { name: '403 无权访问', args: { code: 403 } };
export const NotFound: Story = { name: '404 页面不存在', args: { code: 404 } };
export const ServerError: Story = { name: '500 服务器出错', args: { code: 500 } };
export const CustomBackTo: Story = { name: '自定义返回地址（/toutiao）', args: { code: 404, backTo: '/toutiao' } };
