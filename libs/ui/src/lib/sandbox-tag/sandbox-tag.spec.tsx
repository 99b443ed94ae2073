import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SandboxTag } from './sandbox-tag';

describe('SandboxTag', () => {
  it('says 沙箱 and explains it to screen readers', () => {
    render(<SandboxTag />);
    const tag = screen.getByTestId('sandbox-tag');
    expect(tag).toHaveTextContent('沙箱');
    expect(tag).toHaveAttribute('aria-label', '沙箱账户：来自媒体的沙箱环境，数据由模型生成，不是真实投放');
  });
});
