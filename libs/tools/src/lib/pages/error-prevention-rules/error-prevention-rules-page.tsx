import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, isMediaCode } from '@toufang/domain';
import { ListTable, useListState } from '@toufang/list-kit';
import { Button, PageFrame, Space, Switch, Toast, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { RemoveDialog } from '../../remove-dialog/remove-dialog';
import { errorPreventionRulesQuery, goalOptionsQuery, isErrorPreventionQuery, removeErrorPreventionRuleMutation, toggleErrorPreventionRuleMutation, type ErrorPreventionFieldKey, type ErrorPreventionRule, type ErrorPreventionRuleQuery } from '../../queries/error-prevention-rules';
import { ERROR_PREVENTION_FIELD_LABELS, ERROR_PREVENTION_TEXTS as T } from '../../texts';
import { allowedText, editorPath, FIELD_KEYS, scopeText } from '../add-error-prevention-rules/error-prevention-rule-rules';

const PAGE_SIZE_KEY = 'table_error_prevention_rules_page_size';
const ON = 'on';
const OFF = 'off';

const FIELDS: FilterFieldConfig[] = [
  { key: 'media', label: T.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
  { key: 'field', label: T.FIELD, type: 'list', options: FIELD_KEYS.map((key) => ({ value: key, label: ERROR_PREVENTION_FIELD_LABELS[key] })) },
  {
    key: 'enabled',
    label: T.ENABLED,
    type: 'list',
    options: [
      { value: ON, label: T.ENABLED_ON },
      { value: OFF, label: T.ENABLED_OFF },
    ],
  },
  { key: 'keyword', label: T.NAME, type: 'input', placeholder: T.KEYWORD_PLACEHOLDER },
];

type RuleFilters = { media?: unknown; field?: unknown; enabled?: unknown; keyword?: unknown };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

export function toRuleQuery(filters: RuleFilters, page: { current: number; size: number }): ErrorPreventionRuleQuery {
  const keyword = text(filters.keyword);
  const field = (FIELD_KEYS as readonly unknown[]).includes(filters.field) ? (filters.field as ErrorPreventionFieldKey) : undefined;
  return {
    ...(isMediaCode(filters.media) ? { media: filters.media } : {}),
    ...(field ? { field } : {}),
    ...(filters.enabled === ON ? { enabled: true } : filters.enabled === OFF ? { enabled: false } : {}),
    ...(keyword ? { keyword } : {}),
    current: page.current,
    size: page.size,
  };
}

/**
 * 防出错 › 规则管理 (shell spec §2.3 tools section, ADMIN and MANAGER): the company's rules that a batch creation's
 * rows are checked against on submit (issue 22): name and ID, media, scope, field, allowed values or range, the
 * enabled switch and who changed it when; 新建规则 and 编辑 open the full-page editor, 删除 asks first.
 */
export default function ErrorPreventionRulesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState<RuleFilters>({ pageSizeKey: PAGE_SIZE_KEY });
  const rules = useQuery({ ...errorPreventionRulesQuery(toRuleQuery(list.filters, { current: list.page, size: list.size })), placeholderData: keepPreviousData });
  const toggle = useMutation(toggleErrorPreventionRuleMutation);
  const remove = useMutation(removeErrorPreventionRuleMutation);
  const [switching, setSwitching] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ErrorPreventionRule | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ predicate: isErrorPreventionQuery });
  // A goal value reads as the media's own label (激活, 付费), as the editor offers it; a value the media no longer
  // offers (or whose options failed to load) reads as it was saved.
  const listed = [...new Set((rules.data?.records ?? []).filter((r) => r.field === 'goal' || r.field === 'deepGoal').map((r) => r.media))];
  const options = useQueries({ queries: listed.map((media) => goalOptionsQuery(media)) });
  const labels = new Map<string, string>();
  options.forEach((answer, i) => {
    for (const option of [...(answer.data?.goal ?? []), ...(answer.data?.deepGoal ?? [])]) labels.set(`${listed[i]}:${option.value}`, option.label);
  });
  const labelOf = (rule: ErrorPreventionRule) => (value: string) => labels.get(`${rule.media}:${value}`) ?? value;

  const columns: DataTableColumn<ErrorPreventionRule>[] = [
    { key: 'name', title: T.NAME, width: 180 },
    { key: 'id', title: T.ID, width: 80 },
    { key: 'media', title: T.MEDIA, width: 110, render: (_v, rule) => MEDIA_DISPLAY_NAMES[rule.media] },
    { key: 'scope', title: T.SCOPE, width: 220, render: (_v, rule) => scopeText(rule) },
    { key: 'field', title: T.FIELD, width: 100, render: (_v, rule) => ERROR_PREVENTION_FIELD_LABELS[rule.field] },
    { key: 'allowed', title: T.ALLOWED, width: 220, render: (_v, rule) => allowedText(rule, labelOf(rule)) },
    {
      key: 'enabled',
      title: T.ENABLED,
      width: 80,
      ellipsis: false,
      render: (_v, rule) => (
        <Switch
          size="small"
          checked={rule.enabled}
          loading={switching === rule.id}
          disabled={switching === rule.id}
          aria-label={`${T.ENABLED} ${rule.name}`}
          onChange={(on: boolean) => {
            setSwitching(rule.id);
            toggle.mutate(
              { id: rule.id, enabled: on },
              { onSuccess: () => (Toast.success(T.TOGGLED(on)), refresh()), onSettled: () => setSwitching(null) },
            );
          }}
        />
      ),
    },
    { key: 'updateTime', title: T.UPDATED, width: 200, render: (_v, rule) => `${rule.updatedBy ?? rule.createdBy ?? T.NONE} ${rule.updateTime}` },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 130,
      fixed: 'right',
      ellipsis: false,
      render: (_v, rule) => (
        <Space>
          <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${rule.name}`} onClick={() => void navigate(editorPath(rule.id))}>
            {T.EDIT}
          </Button>
          <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${rule.name}`} onClick={() => setRemoving(rule)}>
            {T.REMOVE}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Button theme="solid" type="primary" onClick={() => void navigate(editorPath())}>
          {T.CREATE}
        </Button>
      }
    >
      <ListTable<ErrorPreventionRule>
        label={T.LIST}
        fields={FIELDS}
        list={list}
        query={rules}
        columns={columns}
        rowKey="id"
        texts={{ failed: T.LOAD_FAILED, empty: T.EMPTY, emptyFiltered: T.EMPTY_FILTERED }}
      />
      {removing ? (
        <RemoveDialog
          title={T.REMOVE_TITLE}
          okText={T.REMOVE}
          pending={remove.isPending}
          error={remove.error}
          onCancel={() => (remove.reset(), setRemoving(null))}
          onOk={() => remove.mutate({ id: removing.id }, { onSuccess: () => (Toast.success(T.REMOVED), setRemoving(null), refresh()) })}
        >
          {T.REMOVE_CONFIRM(removing.name, removing.id)}
        </RemoveDialog>
      ) : null}
    </PageFrame>
  );
}
