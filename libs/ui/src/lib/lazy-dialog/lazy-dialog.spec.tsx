import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function GreetingDialog({ name }: { name: string }) {
  return <div role="dialog">你好，{name}</div>;
}

describe('lazyDialog', () => {
  it('loads the module on the first render only, and shows the named export with its props', async () => {
    const load = vi.fn(() => Promise.resolve({ GreetingDialog }));
    const Dialog = lazyDialog(load, 'GreetingDialog');
    expect(load).not.toHaveBeenCalled();
    const { rerender } = render(<Dialog name="设计师" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，设计师');
    rerender(<Dialog name="经理" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('你好，经理');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
