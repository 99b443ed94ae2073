import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@toufang/api';
import { EditGate, editedId } from './edit-gate';

const detail = (over: Partial<UseQueryResult<{ name: string }>>) => ({ isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...over }) as unknown as UseQueryResult<{ name: string }>;
const editor = (row: { name: string } | null) => <p>{row ? `编辑 ${row.name}` : '新建'}</p>;

describe('editedId', () => {
  it('reads a positive whole number, and nothing else, as the row to edit', () => {
    expect(editedId('12')).toBe(12);
    for (const raw of [null, undefined, '', '0', '-3', '1.5', 'abc']) expect(editedId(raw), String(raw)).toBeNull();
  });
});

describe('EditGate', () => {
  it('opens a new row at once, without waiting for a load it does not need', () => {
    render(<EditGate id={null} detail={detail({ isPending: true })} failed="规则加载失败" retry="重试">{editor}</EditGate>);
    expect(screen.getByText('新建')).toBeInTheDocument();
  });

  it('waits for the saved row, then gives it to the editor', () => {
    const { rerender, container } = render(<EditGate id={7} detail={detail({ isPending: true })} failed="规则加载失败" retry="重试">{editor}</EditGate>);
    expect(container.querySelector('.semi-spin')).not.toBeNull();
    expect(screen.queryByText(/编辑|新建/)).toBeNull();
    rerender(<EditGate id={7} detail={detail({ data: { name: '夜间暂停' } })} failed="规则加载失败" retry="重试">{editor}</EditGate>);
    expect(screen.getByText('编辑 夜间暂停')).toBeInTheDocument();
  });

  it("says the server's reason when the row cannot be loaded, and 重试 asks again", async () => {
    const refetch = vi.fn();
    render(<EditGate id={7} detail={detail({ isError: true, error: new ApiError({ kind: 'business', code: 404, message: '规则不存在或已删除', url: '/api/tools/ai-rule/get' }), refetch })} failed="规则加载失败" retry="重试">{editor}</EditGate>);
    expect(screen.getByRole('alert')).toHaveTextContent('规则不存在或已删除');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to what failed when the error has no words of the server', () => {
    render(<EditGate id={7} detail={detail({ isError: true, error: new Error('network') })} failed="规则加载失败" retry="重试">{editor}</EditGate>);
    expect(screen.getByRole('alert')).toHaveTextContent('规则加载失败');
  });
});
