import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILTER_TEMPLATE_TEXTS } from '@toufang/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FilterArea, type FilterAreaProps, type FilterFieldConfig } from './filter-area';
import type { FilterTemplateItem, FilterValues } from './filter-area-rules';

const FIELDS: FilterFieldConfig[] = [
  {
    key: 'media',
    label: '媒体',
    type: 'list',
    defaultValue: ['toutiao'],
    options: [
      { value: 'toutiao', label: '巨量引擎' },
      { value: 'kuaishou', label: '磁力引擎' },
      { value: 'gdt', label: '腾讯广告' },
    ],
  },
  {
    key: 'status',
    label: '投放状态',
    type: 'list',
    kind: 'multiple',
    saveMode: 'leave',
    options: [
      { value: 'ENABLE', label: '投放中' },
      { value: 'PAUSE', label: '已暂停' },
      { value: 'BUDGET_EXCEED', label: '预算不足' },
      { value: 'AUDIT', label: '审核中' },
    ],
  },
  { key: 'planName', label: '计划名称', type: 'input' },
  {
    key: 'region',
    label: '地域',
    type: 'list',
    kind: 'cascader',
    multiple: true,
    options: [
      { value: 'gd', label: '广东省', children: [{ value: 'gz', label: '广州市' }, { value: 'sz', label: '深圳市' }] },
      { value: 'bj', label: '北京市', children: [{ value: 'cy', label: '朝阳区' }, { value: 'hd', label: '海淀区' }] },
    ],
  },
  {
    key: 'minCost',
    label: '最低消耗',
    type: 'custom',
    defaultValue: '',
    render: ({ value, onChange, labelId }) => (
      <input
        aria-labelledby={labelId}
        inputMode="decimal"
        placeholder="元"
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: 100, height: 32, boxSizing: 'border-box', padding: '0 8px', border: '1px solid var(--semi-color-border)', borderRadius: 3 }}
      />
    ),
  },
];

const SEED: FilterTemplateItem[] = [
  { id: 1, name: '春季上新·投放中', filters: { media: ['toutiao'], status: ['ENABLE'], planName: { method: 'LIKE', value: '春季' } } },
  { id: 2, name: '快手暂停计划', filters: { media: ['kuaishou'], status: ['PAUSE', 'BUDGET_EXCEED'] } },
  { id: 3, name: '旧模板（含已下线状态）', filters: { status: ['ENABLE', 'ARCHIVED'], removedField: true } },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoreOptions {
  /** Templates another browser saved that this page has not loaded yet (the server still refuses their names). */
  hidden?: FilterTemplateItem[];
  /** Every save fails with this message. */
  failSave?: string;
  /** The first load fails with this message (重试 loads again). */
  failFirstLoad?: string;
  seed?: FilterTemplateItem[];
  /** Stays loading. */
  neverLoads?: boolean;
}

/**
 * An in-memory template store, standing in for the server calls a page makes (filterTemplatesQuery and the
 * three mutations of @toufang/api): each call takes 600 ms, names are unique, failures reject with an Error.
 */
function useMemoryStore(options: StoreOptions) {
  // The options of the first render, defaults filled once: the store is created once per story.
  const [{ hidden, failSave, failFirstLoad, seed, neverLoads }] = useState(() => ({ ...options, hidden: options.hidden ?? [], seed: options.seed ?? SEED }));
  const server = useRef<FilterTemplateItem[]>([...seed, ...hidden]);
  const nextId = useRef(100);
  const failedOnce = useRef(false);
  const [templates, setTemplates] = useState<FilterTemplateItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    await wait(600);
    if (neverLoads) return;
    if (failFirstLoad && !failedOnce.current) {
      failedOnce.current = true;
      setError(failFirstLoad);
    } else setTemplates(server.current.filter((t) => !hidden.includes(t)));
    setLoading(false);
  }, [failFirstLoad, hidden, neverLoads]);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = () => setTemplates(server.current.filter((t) => !hidden.includes(t)));
  const taken = (name: string, exceptId?: string | number) => server.current.some((t) => t.name === name && t.id !== exceptId);

  return {
    templates,
    loading,
    error,
    reload: () => void load(),
    save: async (name: string, filters: FilterValues) => {
      await wait(600);
      if (failSave) throw new Error(failSave);
      if (taken(name)) throw new Error(FILTER_TEMPLATE_TEXTS.NAME_DUPLICATE);
      server.current = [...server.current, { id: nextId.current++, name, filters }];
      refresh();
    },
    rename: async (template: FilterTemplateItem, name: string) => {
      await wait(600);
      if (taken(name, template.id)) throw new Error(FILTER_TEMPLATE_TEXTS.NAME_DUPLICATE);
      server.current = server.current.map((t) => (t.id === template.id ? { ...t, name } : t));
      refresh();
    },
    remove: async (template: FilterTemplateItem) => {
      await wait(600);
      server.current = server.current.filter((t) => t.id !== template.id);
      refresh();
    },
  };
}

function Demo({ store = {}, note, ...props }: Partial<FilterAreaProps> & { store?: StoreOptions; note?: string }) {
  const { templates, loading, error, reload, save, rename, remove } = useMemoryStore(store);
  const [events, setEvents] = useState<string[]>([]);
  const [querying, setQuerying] = useState(false);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 10));
  return (
    <div style={{ minHeight: 420 }}>
      {note ? <p style={{ margin: '0 0 12px', color: 'var(--semi-color-text-2)' }}>{note}</p> : null}
      <FilterArea
        fields={FIELDS}
        templates={templates}
        templatesLoading={loading}
        templatesError={error}
        onReloadTemplates={reload}
        querying={querying}
        onQuery={(values) => {
          log(`onQuery ${JSON.stringify(values)}`);
          setQuerying(true);
          setTimeout(() => setQuerying(false), 500);
        }}
        onReset={(values) => log(`onReset ${JSON.stringify(values)}`)}
        onApplyTemplate={(template) => log(`onApplyTemplate ${template.name}`)}
        onSaveTemplate={async (name, filters) => {
          log(`onSaveTemplate ${name} ${JSON.stringify(filters)}`);
          await save(name, filters);
        }}
        onRenameTemplate={async (template, name) => {
          log(`onRenameTemplate ${template.name} → ${name}`);
          await rename(template, name);
        }}
        onDeleteTemplate={async (template) => {
          log(`onDeleteTemplate ${template.name}`);
          await remove(template);
        }}
        {...props}
      />
      <pre style={{ fontSize: 12, marginTop: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '筛选/筛选区 FilterArea',
  component: FilterArea,
  args: { fields: FIELDS },
} satisfies Meta<typeof FilterArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTemplates: Story = {
  name: '筛选区与筛选模板（内存存储）',
  render: () => (
    <Demo note="改动筛选后点「保存为模板」；在「筛选模板」中应用、重命名或删除（删除需确认）。每次调用耗时 600 ms。「旧模板」含已下线的状态值，应用时控制台报错并忽略该值。" />
  ),
};

export const DuplicateName: Story = {
  name: '保存重名模板（本地拦截与服务端拒绝）',
  render: () => (
    <Demo
      store={{ hidden: [{ id: 50, name: '双十一大促', filters: {} }] }}
      note="输入「快手暂停计划」：列表中已有，提交前即提示。输入「双十一大促」：另一个浏览器刚保存过，本页列表尚未刷新，由存储拒绝，弹窗显示原因并保留输入。"
    />
  ),
};

export const RejectedSave: Story = {
  name: '保存失败（回调被拒绝，保留输入）',
  render: () => <Demo store={{ failSave: '网络异常，保存失败，请稍后重试' }} note="任意名称保存都会失败：弹窗显示错误信息，名称保留，可再次提交。" />,
};

export const TemplatesLoading: Story = {
  name: '模板加载中',
  render: () => <Demo store={{ neverLoads: true }} note="打开「筛选模板」查看加载状态。" />,
};

export const TemplatesLoadFailed: Story = {
  name: '模板加载失败（可重试）',
  render: () => <Demo store={{ failFirstLoad: '筛选模板加载失败，请稍后重试' }} note="打开「筛选模板」，点「重试」重新加载。" />,
};

export const NoTemplates: Story = {
  name: '暂无模板',
  render: () => <Demo store={{ seed: [] }} />,
};

export const LimitReached: Story = {
  name: '模板已满（最多 50 个）',
  render: () => <Demo store={{ seed: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `常用筛选 ${i + 1}`, filters: { status: ['ENABLE'] } })) }} note="已有 50 个模板：「保存为模板」弹窗提示上限，无法提交。" />,
};

export const WithoutTemplates: Story = {
  name: '仅筛选（不含模板功能）',
  render: () => <FilterArea fields={FIELDS} onQuery={() => undefined} />,
};
