import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LabelChangeDialog } from './label-change-dialog';

const labels = [
  { value: 11, label: '夏季大促' },
  { value: 12, label: '竖版' },
];

/** Picks an option of a Semi select; Semi applies the choice when its popup has closed (jsdom runs no animation). */
async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

describe('打标签', () => {
  it('asks for a label before saving, then saves the labels to add and says how many items it touched', async () => {
    const save = vi.fn(() => Promise.resolve(3));
    const onSaved = vi.fn();
    // The form kit's leave guard needs a data router, as every page has.
    const dialog = <LabelChangeDialog title="打标签（已选 3 个）" labels={labels} save={save} onClose={() => undefined} onSaved={onSaved} />;
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: dialog }])} />);
    expect(await screen.findByRole('dialog', { name: '打标签（已选 3 个）' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择要添加或移除的标签')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await choose(screen.getAllByRole('combobox')[0], '夏季大促');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(save).toHaveBeenCalledWith({ addLabelIds: [11], removeLabelIds: [] });
  });
});
