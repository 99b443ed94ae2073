import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRM_TEXTS, DeleteConfirmContent } from './delete-confirm';

describe('DeleteConfirmContent', () => {
  it('asks 确定删除「name」吗？', () => {
    expect(DELETE_CONFIRM_TEXTS.question('模板A')).toBe('确定删除「模板A」吗？');
    expect(DELETE_CONFIRM_TEXTS.EXPLANATION).toBe('删除后将无法恢复，请谨慎操作。');
  });

  it('shows the question and the default explanation line', () => {
    render(<DeleteConfirmContent name="618大促筛选模板" questionId="q" explanationId="e" />);
    expect(screen.getByText('确定删除「618大促筛选模板」吗？')).toHaveAttribute('id', 'q');
    expect(screen.getByText('删除后将无法恢复，请谨慎操作。')).toHaveAttribute('id', 'e');
  });

  it('takes another explanation', () => {
    render(<DeleteConfirmContent name="分组1" explanation="分组内的 3 个账户将移到未分组。" />);
    expect(screen.getByText('确定删除「分组1」吗？')).toBeInTheDocument();
    expect(screen.getByText('分组内的 3 个账户将移到未分组。')).toBeInTheDocument();
    expect(screen.queryByText('删除后将无法恢复，请谨慎操作。')).toBeNull();
  });
});
