// The kit as a page uses it: a dialog form written as a field list, checked by a schema, refused by a
// (pretend) server, inside a router whose links it must hold back while input is unsaved.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@toufang/api';
import { FieldList } from '../form-fields/field-list';
import { FormLayout } from '../form-fields/form-row';
import { useForm } from '../form-state/use-form';
import { FormModal } from './leave-guard';

interface Values {
  name: string;
  budget: number | null;
  kind: string | null;
  remark: string;
}

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, '请输入名称')),
  budget: z.nullable(z.number()).check(z.refine((v) => v !== null && v >= 300, '预算不能低于300元')),
  kind: z.nullable(z.string()).check(z.refine((v) => v !== null, '请选择类型')),
  remark: z.string(),
});

function CampaignDialog({ save, onClose, onSaved }: { save(values: z.output<typeof schema>): Promise<void>; onClose(): void; onSaved(): void }) {
  const form = useForm<Values, z.output<typeof schema>>({ initial: { name: '', budget: null, kind: null, remark: '' }, schema, refusalFields: { 409: 'name' } });
  const submit = () =>
    form.submit((values) =>
      save(values).then(
        () => (form.saved(), onSaved()),
        (error: unknown) => form.refuse(error),
      ),
    );
  return (
    <FormModal visible title="新建计划" form={form} onOk={submit} onCancel={onClose}>
      <FormLayout>
        <FieldList
          form={form}
          fields={[
            { kind: 'text', name: 'name', label: '计划名称', maxLength: 20, onEnter: submit },
            { kind: 'number', name: 'budget', label: '日预算', hint: '不低于300元' },
            { kind: 'select', name: 'kind', label: '类型', options: [{ value: 'search', label: '搜索' }, { value: 'feed', label: '信息流' }] },
            { kind: 'textarea', name: 'remark', label: '备注', maxLength: 100 },
          ]}
        />
      </FormLayout>
      {form.refusal ? <p role="status">{form.refusal}</p> : null}
    </FormModal>
  );
}

function Page({ save }: { save(values: unknown): Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <Link to="/elsewhere">去别处</Link>
      {open ? <CampaignDialog save={save} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} /> : <p>对话框已关闭</p>}
    </div>
  );
}

/** Picks an option of a Semi select; jsdom runs no animations, and Semi applies the choice when its popup has closed. */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

function renderPage(save: (values: unknown) => Promise<void> = () => Promise.resolve()) {
  const router = createMemoryRouter(
    [
      { path: '/plan', element: <Page save={save} /> },
      { path: '/elsewhere', element: <p>别处</p> },
    ],
    { initialEntries: ['/plan'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), dialog: () => within(screen.getByRole('dialog', { name: '新建计划' })) };
}

// Typing into Semi's inputs is slow on a busy machine: each test has a minute.
describe('form kit', { timeout: 60_000 }, () => {
  it('shows each field its own message, ties it to the control, and sends the parsed values', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, dialog } = renderPage(save);
    await user.click(dialog().getByRole('button', { name: '确定' }));
    expect(dialog().getByText('请输入名称')).toBeInTheDocument();
    expect(dialog().getByText('预算不能低于300元')).toBeInTheDocument();
    expect(dialog().getByText('请选择类型')).toBeInTheDocument();
    const name = dialog().getByLabelText('计划名称');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('请输入名称');
    expect(dialog().getByLabelText('日预算')).toHaveAccessibleDescription('预算不能低于300元');
    expect(save).not.toHaveBeenCalled();

    // Typing clears that field's message only.
    await user.type(name, ' 春季推广 ');
    expect(dialog().queryByText('请输入名称')).toBeNull();
    expect(dialog().getByText('预算不能低于300元')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('日预算'), '500');
    await pick(user, dialog().getByRole('combobox', { name: '类型' }), '信息流');
    await user.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '春季推广', budget: 500, kind: 'feed', remark: '' }), { timeout: 10_000 });
    // Saved: closing does not ask.
    expect(await screen.findByText('对话框已关闭')).toBeInTheDocument();
  });

  it('puts a refusal under the field it names and keeps everything typed', async () => {
    const { user, dialog } = renderPage((values) =>
      Promise.reject((values as Values).name === '重名' ? new ApiError({ kind: 'business', code: 409, message: '计划名称已存在', url: '/api/x' }) : new ApiError({ kind: 'business', code: 403, message: '无权限访问该功能，请联系管理员开通', url: '/api/x' })),
    );
    await user.type(dialog().getByLabelText('计划名称'), '重名');
    await user.type(dialog().getByLabelText('日预算'), '300');
    await pick(user, dialog().getByRole('combobox', { name: '类型' }), '搜索');
    await user.click(dialog().getByRole('button', { name: '确定' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('计划名称已存在');
    expect(dialog().getByLabelText('计划名称')).toHaveAccessibleDescription('计划名称已存在');
    expect(dialog().getByLabelText('计划名称')).toHaveValue('重名');

    // A refusal no field owns shows under the form.
    await user.type(dialog().getByLabelText('计划名称'), '2');
    await user.click(dialog().getByRole('button', { name: '确定' }));
    expect(await dialog().findByRole('status')).toHaveTextContent('无权限访问该功能，请联系管理员开通');
  });

  it('closes an untouched dialog at once', async () => {
    const first = renderPage();
    await first.user.click(first.dialog().getByRole('button', { name: '取消' }));
    expect(await screen.findByText('对话框已关闭')).toBeInTheDocument();
    first.router.dispose();
  });

  it('asks before closing with unsaved input: 继续编辑 keeps it, 放弃修改 closes', async () => {
    const { user, dialog } = renderPage();
    await user.type(dialog().getByLabelText('备注'), '先写一半');
    await user.click(dialog().getByRole('button', { name: '关闭' }));
    const ask = within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' }));
    expect(ask.getByText('填写的内容还没有保存，离开后将丢失。')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull(), { timeout: 10_000 });
    expect(dialog().getByLabelText('备注')).toHaveValue('先写一半');

    await user.click(dialog().getByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃修改' }));
    expect(await screen.findByText('对话框已关闭')).toBeInTheDocument();
  });

  it('holds a navigation back while input is unsaved, and lets it through on 放弃修改', async () => {
    const { user, dialog, router } = renderPage();
    await user.type(dialog().getByLabelText('计划名称'), '春季');
    await router.navigate('/elsewhere');
    const ask = within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' }));
    expect(router.state.location.pathname).toBe('/plan');
    await user.click(ask.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull(), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/plan');

    await router.navigate('/elsewhere');
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃修改' }));
    expect(await screen.findByText('别处')).toBeInTheDocument();
  });

  it('lets a navigation through at once when nothing was typed', async () => {
    const { router } = renderPage();
    await router.navigate('/elsewhere');
    expect(await screen.findByText('别处')).toBeInTheDocument();
  });
});
