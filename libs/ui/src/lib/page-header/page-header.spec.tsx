import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header';
import { ROUTE_LINK_REQUIRES_TABS } from './page-header-rules';

const tabs = [
  { key: 'adList', label: '广告' },
  { key: 'planList', label: '计划' },
];

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('PageHeader', () => {
  it('shows the title as a heading, the description and the extra', () => {
    render(<PageHeader title="广告管理" description="管理全部广告" extra={<button type="button">新建</button>} />);
    expect(screen.getByRole('heading', { name: '广告管理' })).toBeInTheDocument();
    expect(screen.getByText('管理全部广告')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('route linking without tabs fails with the spec error, caught by an error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <PageHeader title="广告管理" routeLink routeName="adList" onNavigate={() => undefined} />
      </Boundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('路由联动需要开启标签页（routeLink requires tabs）');
    expect(() => render(<PageHeader title="x" routeLink tabs={[]} />)).toThrow(ROUTE_LINK_REQUIRES_TABS);
  });

  it('with route linking the active tab follows the route name', () => {
    const { rerender } = render(<PageHeader title="广告管理" tabs={tabs} routeLink routeName="planList" onNavigate={() => undefined} />);
    expect(screen.getByRole('tab', { name: '计划' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '广告' })).toHaveAttribute('aria-selected', 'false');
    rerender(<PageHeader title="广告管理" tabs={tabs} routeLink routeName="adList" onNavigate={() => undefined} />);
    expect(screen.getByRole('tab', { name: '广告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with route linking a click navigates to the route named after the tab, and the route decides the active tab', async () => {
    const onNavigate = vi.fn();
    const onTabChange = vi.fn();
    render(<PageHeader title="广告管理" tabs={tabs} routeLink routeName="adList" onNavigate={onNavigate} onTabChange={onTabChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '计划' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('planList');
    expect(onTabChange).toHaveBeenCalledWith('planList');
    // The route has not changed yet, so the tab of the current route stays active.
    expect(screen.getByRole('tab', { name: '广告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('linked to a router: navigating changes the route, and the active tab follows it', async () => {
    function Routed() {
      const [route, setRoute] = useState('adList');
      return <PageHeader title="广告管理" tabs={tabs} routeLink routeName={route} onNavigate={setRoute} />;
    }
    render(<Routed />);
    await userEvent.click(screen.getByRole('tab', { name: '计划' }));
    expect(screen.getByRole('tab', { name: '计划' })).toHaveAttribute('aria-selected', 'true');
  });

  it('without linking the tabs switch on their own and report the key; onNavigate is not called', async () => {
    const onNavigate = vi.fn();
    const onTabChange = vi.fn();
    render(<PageHeader title="广告管理" tabs={tabs} onTabChange={onTabChange} onNavigate={onNavigate} routeName="planList" />);
    expect(screen.getByRole('tab', { name: '广告' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '计划' }));
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith('planList');
    expect(screen.getByRole('tab', { name: '计划' })).toHaveAttribute('aria-selected', 'true');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('without linking a controlled activeKey decides the active tab', async () => {
    const onTabChange = vi.fn();
    render(<PageHeader title="广告管理" tabs={tabs} activeKey="planList" onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: '计划' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '广告' }));
    expect(onTabChange).toHaveBeenCalledWith('adList');
    expect(screen.getByRole('tab', { name: '计划' })).toHaveAttribute('aria-selected', 'true');
  });
});
