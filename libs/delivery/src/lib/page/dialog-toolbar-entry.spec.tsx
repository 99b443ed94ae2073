import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogToolbarEntry } from './dialog-toolbar-entry';

function Greeting({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="模板">
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

describe('dialogToolbarEntry', () => {
  it('shows its button, opens the dialog when pressed and removes it when the dialog closes', async () => {
    const entry = dialogToolbarEntry('batch-create', '批量创建', Greeting);
    expect(entry.key).toBe('batch-create');
    render(<>{entry.render({ level: 'plan', selected: [] })}</>);
    expect(screen.queryByRole('dialog')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '批量创建' }));
    expect(screen.getByRole('dialog', { name: '模板' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
