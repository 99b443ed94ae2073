import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_LABEL, BreadcrumbTrail } from './breadcrumb-trail';

const items = [
  { name: '巨量引擎', path: '/toutiao' },
  { name: '广告管理', path: '/toutiao/ads' },
  { name: '编辑广告' },
];

describe('BreadcrumbTrail', () => {
  it('is a named navigation whose last crumb is the current page, not a link', () => {
    render(<BreadcrumbTrail items={items} />);
    expect(BREADCRUMB_LABEL).toBe('面包屑导航');
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
    const current = screen.getByText('编辑广告');
    expect(current.closest('[aria-current="page"]')).not.toBeNull();
    expect(current.closest('a')).toBeNull();
  });

  it('outside a router the crumbs are plain links', () => {
    render(<BreadcrumbTrail items={items} />);
    expect(screen.getByRole('link', { name: '巨量引擎' })).toHaveAttribute('href', '/toutiao');
    expect(screen.getByRole('link', { name: '广告管理' })).toHaveAttribute('href', '/toutiao/ads');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('inside a router a crumb is a router link that navigates', async () => {
    const router = createMemoryRouter(
      [
        { path: '/toutiao', element: <p>巨量引擎首页</p> },
        { path: '/toutiao/ads', element: <p>广告列表</p> },
        { path: '/toutiao/ads/1', element: <BreadcrumbTrail items={items} /> },
      ],
      { initialEntries: ['/toutiao/ads/1'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: '广告管理' });
    expect(link).toHaveAttribute('href', '/toutiao/ads');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/toutiao/ads');
    expect(screen.getByText('广告列表')).toBeInTheDocument();
  });

  it('a crumb without a path is text, and a single crumb is the current page', () => {
    const { rerender } = render(<BreadcrumbTrail items={[{ name: '工具' }, { name: '消息中心' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<BreadcrumbTrail items={[{ name: '首页', path: '/' }]} aria-label="位置" />);
    expect(screen.getByRole('navigation', { name: '位置' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('首页').closest('[aria-current="page"]')).not.toBeNull();
  });
});
