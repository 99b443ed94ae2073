import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIZES } from '@toufang/domain';
import { SCROLL_LOCKED_CLASS } from '../scroll-lock/scroll-lock';
import { ErrorPreventionModal, useErrorPrevention, type UseErrorPrevention } from './error-prevention-modal';
import type { ErrorPreventionRule } from './error-prevention-rules';

const rules: ErrorPreventionRule[] = [
  {
    ruleName: '出价上限',
    ruleId: 12,
    rows: [
      {
        objectLabel: { message: '春季计划', error: false },
        accountLabel: { message: '账户A', error: false },
        position: { message: '信息流', error: false },
        goal: { message: '转化', error: false },
        bid: { message: '出价需不高于5元', error: true },
        budgetPlan: { message: '300', error: false },
      },
    ],
  },
  {
    ruleName: '预算下限',
    ruleId: 'R-7',
    rows: [{ objectLabel: { message: '夏季计划', error: false }, budgetAd: { message: '预算需不低于100元', error: true } }],
  },
];

describe('ErrorPreventionModal (shell spec §8)', () => {
  it('shows the title, both texts, each rule line and the tables', () => {
    render(<ErrorPreventionModal visible rules={rules} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('防出错提示')).toBeInTheDocument();
    expect(within(dialog).getByText('配置内容与防出错设置不一致，请修改广告设置')).toBeInTheDocument();
    expect(within(dialog).getByText('若需修改防出错内容，请联系管理员或优化经理修改')).toBeInTheDocument();
    expect(within(dialog).getByText('出价上限(12)')).toBeInTheDocument();
    expect(within(dialog).getByText('预算下限(R-7)')).toBeInTheDocument();
    const first = within(dialog).getByRole('region', { name: '出价上限(12)' });
    for (const title of ['对象', '账户', '版位', '优化目标', '深度优化目标', '出价', '深度出价', '计划预算', '广告预算']) {
      expect(within(first).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(within(first).getByText('春季计划')).toBeInTheDocument();
  });

  it('shows breaking cells in the error colour with their message', () => {
    render(<ErrorPreventionModal visible rules={rules} onClose={vi.fn()} />);
    const cell = screen.getByText('出价需不高于5元').closest('.tf-error-prevention__cell--error');
    expect(cell).not.toBeNull();
    expect(cell).toHaveAttribute('data-error', 'true');
    expect(cell).toHaveTextContent('不一致：出价需不高于5元');
    expect(screen.getByText('春季计划').closest('.tf-error-prevention__cell--error')).toBeNull();
  });

  it('shows only the given columns, with caller headers when given', () => {
    render(
      <ErrorPreventionModal
        visible
        rules={rules}
        columns={['objectLabel', 'accountLabel', 'budgetPlan']}
        columnTitles={{ objectLabel: '广告计划' }}
        onClose={vi.fn()}
      />,
    );
    const first = screen.getByRole('region', { name: '出价上限(12)' });
    expect(within(first).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['广告计划', '账户', '计划预算']);
    expect(within(first).queryByText('出价需不高于5元')).not.toBeInTheDocument();
  });

  it('has 去修改 as its only action, which closes it', async () => {
    const onClose = vi.fn();
    render(<ErrorPreventionModal visible rules={rules} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['去修改']);
    await userEvent.click(within(dialog).getByRole('button', { name: '去修改' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a backdrop click or Escape', async () => {
    const onClose = vi.fn();
    render(<ErrorPreventionModal visible rules={rules} onClose={onClose} />);
    const mask = document.querySelector('.semi-modal-wrap');
    expect(mask).not.toBeNull();
    fireEvent.mouseDown(mask as Element);
    fireEvent.click(mask as Element);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is the modal width and locks page scrolling while open', () => {
    const { rerender } = render(<ErrorPreventionModal visible rules={rules} onClose={vi.fn()} />);
    expect(document.querySelector('.semi-modal')).toHaveStyle({ width: `${SIZES.MODAL_WIDTH}px` });
    expect(document.documentElement).toHaveClass(SCROLL_LOCKED_CLASS);
    rerender(<ErrorPreventionModal visible={false} rules={rules} onClose={vi.fn()} />);
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCKED_CLASS);
  });
});

describe('useErrorPrevention', () => {
  let hook: UseErrorPrevention;
  function Page() {
    hook = useErrorPrevention();
    return <ErrorPreventionModal {...hook.modalProps} />;
  }

  it('opens the modal with the results and the bid columns of the input, and does not proceed', async () => {
    render(<Page />);
    const proceed = vi.fn();
    await act(async () => {
      await hook.check([{ roiSource: 'deepGoal', cpxBid: [0] }], () => rules, proceed);
    });
    expect(proceed).not.toHaveBeenCalled();
    const first = screen.getByRole('region', { name: '出价上限(12)' });
    const headers = within(first).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('深度出价');
    expect(headers).not.toContain('出价');
    await userEvent.click(screen.getByRole('button', { name: '去修改' }));
    expect(hook.modalProps.visible).toBe(false);
    // jsdom runs no CSS animation: end the closing one by hand.
    fireEvent.animationEnd(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('proceeds without opening when validation returns nothing, and bypasses with debug', async () => {
    render(<Page />);
    const proceed = vi.fn();
    const validate = vi.fn(() => []);
    await act(async () => {
      await hook.check([{ a: 1 }], validate, proceed);
      await hook.check([{ a: 1 }], validate, proceed, { debug: true });
    });
    expect(proceed).toHaveBeenCalledTimes(2);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
