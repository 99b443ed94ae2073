import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isThenable } from './is-thenable';
import { useEscapeKey } from './use-escape-key';

function Probe({ active, onEscape }: { active: boolean; onEscape: () => void }) {
  useEscapeKey(active, onEscape);
  return null;
}

describe('useEscapeKey', () => {
  it('calls back on Escape only while active', () => {
    const onEscape = vi.fn();
    const { rerender, unmount } = render(<Probe active onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender(<Probe active={false} onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('isThenable', () => {
  it('tells a promise from a plain answer', () => {
    expect(isThenable(Promise.resolve())).toBe(true);
    expect(isThenable({ then: () => undefined })).toBe(true);
    expect(isThenable(undefined)).toBe(false);
    expect(isThenable('ok')).toBe(false);
  });
});
