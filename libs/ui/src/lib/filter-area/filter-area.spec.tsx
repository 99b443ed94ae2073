import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterArea, type FilterAreaProps, type FilterFieldConfig } from './filter-area';
import type { FilterTemplateItem, FilterValues } from './filter-area-rules';

const FIELDS: FilterFieldConfig[] = [
  {
    key: 'status',
    label: '投放状态',
    type: 'list',
    kind: 'multiple',
    options: [
      { value: 'ENABLE', label: '投放中' },
      { value: 'PAUSE', label: '已暂停' },
    ],
  },
  { key: 'planName', label: '计划名称', type: 'input' },
  {
    key: 'media',
    label: '媒体',
    type: 'list',
    defaultValue: ['toutiao'],
    options: [
      { value: 'toutiao', label: '巨量引擎' },
      { value: 'kuaishou', label: '磁力引擎' },
    ],
  },
  {
    key: 'owner',
    label: '优化师',
    type: 'custom',
    defaultValue: '',
    render: ({ value, onChange, labelId }) => <input aria-labelledby={labelId} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />,
  },
];

const RESET = { status: [], planName: { method: 'LIKE', value: '' }, media: ['toutiao'], owner: '' };

const SPRING: FilterTemplateItem = { id: 1, name: '春季计划', filters: { status: ['PAUSE'], media: ['kuaishou'], owner: '张三' } };
const SUMMER: FilterTemplateItem = { id: 2, name: '夏季计划', filters: { status: ['ENABLE'] } };

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(props: Partial<FilterAreaProps> = {}) {
  const handlers = {
    onChange: vi.fn(),
    onQuery: vi.fn(),
    onReset: vi.fn(),
    onApplyTemplate: vi.fn(),
    onSaveTemplate: vi.fn<(name: string, filters: FilterValues) => Promise<unknown>>(() => Promise.resolve()),
    onRenameTemplate: vi.fn<(t: FilterTemplateItem, name: string) => Promise<unknown>>(() => Promise.resolve()),
    onDeleteTemplate: vi.fn<(t: FilterTemplateItem) => Promise<unknown>>(() => Promise.resolve()),
  };
  const user = userEvent.setup();
  const utils = render(
    <div>
      <FilterArea fields={FIELDS} templates={[SPRING, SUMMER]} {...handlers} {...props} />
      <button type="button">外部按钮</button>
    </div>,
  );
  return { ...utils, ...handlers, user };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.queryByRole('dialog', { name });

/** The template panel's dialog (Popover) and its list. */
async function openTemplates(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button(/^筛选模板/));
  return screen.getByRole('dialog', { name: '筛选模板' });
}

async function clickOutside() {
  await act(async () => {
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
  });
}

describe('FilterArea: fields, 查询 and 重置 (widgets spec §9)', () => {
  it('lays out the fields with their labels and the 查询 and 重置 buttons', () => {
    setup();
    const area = screen.getByRole('search', { name: '筛选条件' });
    for (const label of ['投放状态', '计划名称', '媒体', '优化师']) expect(within(area).getByText(label)).toBeInTheDocument();
    expect(button('投放状态')).toHaveAccessibleDescription('请选择');
    expect(button('媒体')).toHaveAccessibleDescription('巨量引擎');
    expect(screen.getByRole('combobox', { name: '计划名称' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '优化师' })).toBeInTheDocument();
    expect(button('查询')).toBeInTheDocument();
    expect(button('重置')).toBeInTheDocument();
  });

  it('查询 emits the current values, a list change included', async () => {
    const { user, onQuery, onChange } = setup();
    await user.click(button('投放状态'));
    await user.click(screen.getByRole('checkbox', { name: '已暂停' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...RESET, status: ['PAUSE'] });
    await user.click(button('查询'));
    expect(onQuery).toHaveBeenCalledWith({ ...RESET, status: ['PAUSE'] });
  });

  it('a typed dropdown-input value is in the query when 查询 is clicked straight away', async () => {
    const { user, onQuery } = setup();
    await user.click(screen.getByRole('combobox', { name: '计划名称' }));
    await user.type(screen.getByRole('combobox', { name: '计划名称' }), '春季');
    await user.click(button('查询'));
    expect(onQuery).toHaveBeenCalledWith({ ...RESET, planName: { method: 'LIKE', value: '春季' } });
  });

  it('a custom field gets its value and reports changes', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByRole('textbox', { name: '优化师' }), '李');
    expect(onChange).toHaveBeenLastCalledWith({ ...RESET, owner: '李' });
  });

  it('重置 goes back to the field defaults and emits onChange and onReset', async () => {
    const { user, onChange, onReset, onQuery } = setup({ defaultValue: { status: ['ENABLE'], media: ['kuaishou'], owner: '王五' } });
    expect(button('媒体')).toHaveAccessibleDescription('磁力引擎');
    await user.click(button('重置'));
    expect(onReset).toHaveBeenCalledWith(RESET);
    expect(onChange).toHaveBeenCalledWith(RESET);
    expect(onQuery).not.toHaveBeenCalled();
    expect(button('媒体')).toHaveAccessibleDescription('巨量引擎');
    expect(button('投放状态')).toHaveAccessibleDescription('请选择');
    expect(screen.getByRole('textbox', { name: '优化师' })).toHaveValue('');
  });

  it('查询 shows a spinner while querying', () => {
    setup({ querying: true });
    expect(button('查询')).toHaveClass('semi-button-loading');
  });

  it('is controlled: the fields follow the value prop', () => {
    function Host() {
      const [values, setValues] = useState<FilterValues>({ status: ['ENABLE'] });
      return (
        <>
          <FilterArea fields={FIELDS} value={values} onChange={setValues} />
          <button type="button" onClick={() => setValues({ status: ['PAUSE'] })}>
            外部修改
          </button>
        </>
      );
    }
    render(<Host />);
    expect(button('投放状态')).toHaveAccessibleDescription('投放中');
    fireEvent.click(button('外部修改'));
    expect(button('投放状态')).toHaveAccessibleDescription('已暂停');
  });

  it('hides the template controls without a templates list', () => {
    setup({ templates: undefined });
    expect(screen.queryByRole('button', { name: /^筛选模板/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存为模板' })).not.toBeInTheDocument();
  });
});

describe('FilterArea: applying a template', () => {
  it('lists the templates; applying one sets the fields, queries and marks it', async () => {
    const { user, onChange, onQuery, onApplyTemplate } = setup();
    const panel = await openTemplates(user);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: '春季计划' }));
    const applied = { ...RESET, status: ['PAUSE'], media: ['kuaishou'], owner: '张三' };
    expect(onChange).toHaveBeenLastCalledWith(applied);
    expect(onQuery).toHaveBeenCalledWith(applied);
    expect(onApplyTemplate).toHaveBeenCalledWith(SPRING, applied);
    await waitFor(() => expect(dialog('筛选模板')).not.toBeInTheDocument());
    expect(button('投放状态')).toHaveAccessibleDescription('已暂停');
    expect(button('媒体')).toHaveAccessibleDescription('磁力引擎');
    expect(screen.getByRole('textbox', { name: '优化师' })).toHaveValue('张三');
    expect(button('筛选模板：春季计划')).toBeInTheDocument();
    const reopened = await openTemplates(user);
    expect(within(reopened).getByRole('button', { name: '春季计划' })).toHaveAttribute('aria-current', 'true');
  });

  it('the mark goes when a field changes away from the template', async () => {
    const { user } = setup();
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '夏季计划' }));
    expect(button('筛选模板：夏季计划')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '优化师' }), 'x');
    expect(button('筛选模板')).toBeInTheDocument();
  });

  it('a template value no longer among the options logs the unexpected value and is ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale: FilterTemplateItem = { id: 3, name: '旧模板', filters: { status: ['ENABLE', 'ARCHIVED'], gone: 1 } };
    const { user, onQuery } = setup({ templates: [stale] });
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '旧模板' }));
    expect(onQuery).toHaveBeenCalledWith({ ...RESET, status: ['ENABLE', 'ARCHIVED'] });
    expect(error).toHaveBeenCalledWith('[FilterListSelect] 取值不在选项中，已忽略："ARCHIVED"');
    expect(button('投放状态')).toHaveAccessibleDescription('投放中');
  });

  it('shows 暂无数据, the loading state, and a loading failure with 重试', async () => {
    const onReloadTemplates = vi.fn();
    const { user, rerender } = setup({ templates: [] });
    expect(within(await openTemplates(user)).getByText('暂无数据')).toBeInTheDocument();
    rerender(
      <div>
        <FilterArea fields={FIELDS} templates={[]} templatesLoading />
        <button type="button">外部按钮</button>
      </div>,
    );
    expect(within(screen.getByRole('dialog', { name: '筛选模板' })).getByText('加载中')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '筛选模板' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <div>
        <FilterArea fields={FIELDS} templates={[]} templatesError="网络异常，筛选模板加载失败" onReloadTemplates={onReloadTemplates} />
        <button type="button">外部按钮</button>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，筛选模板加载失败');
    await user.click(button('重试'));
    expect(onReloadTemplates).toHaveBeenCalledTimes(1);
  });

  it('closes on an outside click and on Escape', async () => {
    const { user } = setup();
    await openTemplates(user);
    await clickOutside();
    await waitFor(() => expect(dialog('筛选模板')).not.toBeInTheDocument());
    await openTemplates(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog('筛选模板')).not.toBeInTheDocument());
    expect(button('筛选模板')).toHaveFocus();
  });
});

/** The save or rename dialog's name box. */
const nameBox = () => screen.getByRole('textbox', { name: '模板名称' });

describe('FilterArea: saving a template', () => {
  it('saves the current filters under the trimmed name and closes', async () => {
    let resolve: () => void = () => undefined;
    const onSaveTemplate = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user } = setup({ onSaveTemplate });
    await user.click(button('投放状态'));
    await user.click(screen.getByRole('checkbox', { name: '投放中' }));
    await clickOutside();
    await user.click(button('保存为模板'));
    expect(dialog('保存筛选模板')).toBeInTheDocument();
    await user.type(nameBox(), '  秋季计划 ');
    await user.click(button('确定'));
    expect(onSaveTemplate).toHaveBeenCalledWith('秋季计划', { ...RESET, status: ['ENABLE'] });
    // Saving: the confirm button spins and the dialog stays.
    expect(button('确定')).toHaveClass('semi-button-loading');
    expect(button('取消')).toBeDisabled();
    await act(async () => resolve());
    await waitFor(() => expect(dialog('保存筛选模板')).not.toBeInTheDocument());
  });

  it('requires a name: 请输入模板名称', async () => {
    const { user, onSaveTemplate } = setup();
    await user.click(button('保存为模板'));
    await user.click(button('确定'));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入模板名称');
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(nameBox()).toHaveAccessibleDescription('请输入模板名称');
    await user.type(nameBox(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入模板名称');
    expect(onSaveTemplate).not.toHaveBeenCalled();
  });

  it('counts the name against 20 characters and refuses 21', async () => {
    const { user, onSaveTemplate } = setup();
    await user.click(button('保存为模板'));
    await user.type(nameBox(), '春'.repeat(20));
    expect(screen.getByLabelText('字数：20/20')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(nameBox(), '夏');
    expect(screen.getByLabelText('已超出字数上限：21/20')).toHaveClass('tf-char-counter--error');
    expect(screen.getByRole('alert')).toHaveTextContent('模板名称长度不能超过20个字符');
    await user.click(button('确定'));
    expect(onSaveTemplate).not.toHaveBeenCalled();
  });

  it('refuses a duplicate name with 模板名称已存在，请换一个名称', async () => {
    const { user, onSaveTemplate } = setup();
    await user.click(button('保存为模板'));
    await user.type(nameBox(), '春季计划{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('模板名称已存在，请换一个名称');
    expect(onSaveTemplate).not.toHaveBeenCalled();
    await user.clear(nameBox());
    await user.type(nameBox(), '春季计划2{Enter}');
    expect(onSaveTemplate).toHaveBeenCalledWith('春季计划2', RESET);
  });

  it('a rejected save shows its message and keeps the name; a retry can succeed', async () => {
    const onSaveTemplate = vi
      .fn<(name: string, filters: FilterValues) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('模板名称已存在，请换一个名称'))
      .mockResolvedValueOnce(undefined);
    const { user } = setup({ onSaveTemplate });
    await user.click(button('保存为模板'));
    await user.type(nameBox(), '别处已存在');
    await user.click(button('确定'));
    expect(await screen.findByRole('alert')).toHaveTextContent('模板名称已存在，请换一个名称');
    expect(nameBox()).toHaveValue('别处已存在');
    expect(dialog('保存筛选模板')).toBeInTheDocument();
    expect(button('确定')).not.toHaveClass('semi-button-loading');
    await user.click(button('确定'));
    await waitFor(() => expect(dialog('保存筛选模板')).not.toBeInTheDocument());
    expect(onSaveTemplate).toHaveBeenCalledTimes(2);
  });

  it('a rejection without a message shows 操作失败，请稍后重试', async () => {
    const { user } = setup({ onSaveTemplate: vi.fn(() => Promise.reject(undefined)) });
    await user.click(button('保存为模板'));
    await user.type(nameBox(), '秋季{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('操作失败，请稍后重试');
  });

  it('at 50 templates says 每个列表最多保存50个筛选模板 and cannot save', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ id: i + 10, name: `模板${i}`, filters: {} }));
    const { user, onSaveTemplate } = setup({ templates: many });
    await user.click(button('保存为模板'));
    expect(screen.getByRole('alert')).toHaveTextContent('每个列表最多保存50个筛选模板');
    expect(button('确定')).toBeDisabled();
    expect(onSaveTemplate).not.toHaveBeenCalled();
  });

  it('takes other limits', async () => {
    const { user } = setup({ maxTemplates: 2, nameMaxLength: 4 });
    await user.click(button('保存为模板'));
    expect(screen.getByRole('alert')).toHaveTextContent('每个列表最多保存2个筛选模板');
  });

  it('取消 closes without saving, and the next opening starts empty', async () => {
    const { user, onSaveTemplate } = setup();
    await user.click(button('保存为模板'));
    await user.type(nameBox(), '草稿');
    await user.click(button('取消'));
    await waitFor(() => expect(dialog('保存筛选模板')).not.toBeInTheDocument());
    await user.click(button('保存为模板'));
    expect(nameBox()).toHaveValue('');
    expect(onSaveTemplate).not.toHaveBeenCalled();
  });

  it('does not close on a click on the backdrop (widgets spec §2)', async () => {
    const { user } = setup();
    await user.click(button('保存为模板'));
    const mask = document.querySelector('.semi-modal-wrap') as HTMLElement;
    expect(mask).not.toBeNull();
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(dialog('保存筛选模板')).toBeInTheDocument();
  });
});

describe('FilterArea: renaming and deleting', () => {
  it('renames with the name prefilled and the name rules', async () => {
    const { user, onRenameTemplate } = setup();
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '重命名春季计划' }));
    expect(dialog('重命名筛选模板')).toBeInTheDocument();
    expect(nameBox()).toHaveValue('春季计划');
    await user.clear(nameBox());
    await user.type(nameBox(), '夏季计划{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('模板名称已存在，请换一个名称');
    await user.clear(nameBox());
    await user.type(nameBox(), '春季计划·新{Enter}');
    expect(onRenameTemplate).toHaveBeenCalledWith(SPRING, '春季计划·新');
    await waitFor(() => expect(dialog('重命名筛选模板')).not.toBeInTheDocument());
  });

  it('keeping the same name closes without a call', async () => {
    const { user, onRenameTemplate } = setup();
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '重命名夏季计划' }));
    await user.click(button('确定'));
    await waitFor(() => expect(dialog('重命名筛选模板')).not.toBeInTheDocument());
    expect(onRenameTemplate).not.toHaveBeenCalled();
  });

  it('a rejected rename shows the message and keeps the input', async () => {
    const { user } = setup({ onRenameTemplate: vi.fn(() => Promise.reject(new Error('筛选模板不存在'))) });
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '重命名春季计划' }));
    await user.clear(nameBox());
    await user.type(nameBox(), '新名字{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('筛选模板不存在');
    expect(nameBox()).toHaveValue('新名字');
  });

  it('deletes after a confirmation; 取消 keeps the template', async () => {
    const { user, onDeleteTemplate } = setup();
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '删除夏季计划' }));
    const confirm = dialog('删除筛选模板') as HTMLElement;
    expect(confirm).toHaveTextContent('确定删除筛选模板「夏季计划」吗？删除后不可恢复。');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog('删除筛选模板')).not.toBeInTheDocument());
    expect(onDeleteTemplate).not.toHaveBeenCalled();
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '删除夏季计划' }));
    await user.click(within(dialog('删除筛选模板') as HTMLElement).getByRole('button', { name: '确定' }));
    expect(onDeleteTemplate).toHaveBeenCalledWith(SUMMER);
    await waitFor(() => expect(dialog('删除筛选模板')).not.toBeInTheDocument());
  });

  it('a rejected delete shows the message and stays open', async () => {
    const { user } = setup({ onDeleteTemplate: vi.fn(() => Promise.reject(new Error('系统繁忙，请稍后重试！'))) });
    await user.click(within(await openTemplates(user)).getByRole('button', { name: '删除春季计划' }));
    await user.click(within(dialog('删除筛选模板') as HTMLElement).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后重试！');
    expect(dialog('删除筛选模板')).toBeInTheDocument();
  });

  it('without the callbacks there is no rename or delete button', async () => {
    const { user } = setup({ onRenameTemplate: undefined, onDeleteTemplate: undefined });
    const panel = await openTemplates(user);
    expect(within(panel).queryByRole('button', { name: '重命名春季计划' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '删除春季计划' })).not.toBeInTheDocument();
  });
});
