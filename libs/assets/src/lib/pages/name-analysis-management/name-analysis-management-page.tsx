import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { deliveryLevelLabel, MEDIA_DISPLAY_NAMES, type DeliveryLevel } from '@toufang/domain';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, DeskModal, PageFrame, Space, Spin, Switch, Tag, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { NAMING_TEXTS as T } from '../../naming-terms';
import { NAME_RULES_KEYS, nameRuleEnableMutation, nameRuleListQuery, nameRuleRemoveMutation } from '../../queries/name-rules';
import { canManageLabels } from '../label-management/label-management-rules';
import { editorPath } from '../add-name-rules/add-name-rules-rules';
import { NameRuleHistory } from './name-rule-history';

type NameRule = Schemas['NameRule'];

/** 媒体 and 层级 of a rule in words: 全部媒体 / 巨量引擎 · 广告计划、广告创意. */
export function scopeText(rule: Pick<NameRule, 'target' | 'media' | 'levels'>): string {
  if (rule.target === 'material') return '-';
  const media = rule.media ? MEDIA_DISPLAY_NAMES[rule.media] : T.ALL_MEDIA;
  if (!rule.levels?.length) return `${media} · ${T.ALL_LEVELS}`;
  const levels = rule.levels.map((l) => (rule.media ? (deliveryLevelLabel(rule.media, l as DeliveryLevel) ?? l) : l));
  return `${media} · ${levels.join('、')}`;
}

/**
 * 命名解析管理 (assets section, 标签与命名; issue 21, design §4.2): the company's naming rules with their versions,
 * whether each is enabled and who changed it when. Every role of the section reads; ADMIN, MANAGER and the
 * design manager open the editor, enable, restore and remove (design §6.5; the server decides too).
 */
export default function NameAnalysisManagementPage() {
  const { user } = useSubApp();
  const manage = canManageLabels(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(nameRuleListQuery());
  const rules = list.data ?? [];
  const [history, setHistory] = useState<NameRule | null>(null);
  const [removing, setRemoving] = useState<NameRule | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const enable = useMutation(nameRuleEnableMutation);
  const remove = useMutation(nameRuleRemoveMutation);
  const refresh = () => NAME_RULES_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));

  const columns: DataTableColumn<NameRule>[] = [
    { key: 'name', title: T.NAME, width: 160 },
    { key: 'target', title: T.TARGET, width: 90, render: (v) => T.TARGETS[v as NameRule['target']] },
    { key: 'scope', title: `${T.MEDIA} · ${T.LEVELS}`, width: 180, render: (_v, rule) => scopeText(rule) },
    {
      key: 'fieldLabels',
      title: T.FIELDS,
      width: 260,
      render: (_v, rule) => rule.fieldLabels.join(` ${rule.separator} `),
    },
    { key: 'activeVersion', title: T.VERSION, width: 110, render: (_v, rule) => T.VERSION_OF(rule.activeVersion, rule.versionCount) },
    {
      key: 'enabled',
      title: T.ENABLED,
      width: 90,
      render: (_v, rule) =>
        manage ? (
          <Switch
            size="small"
            checked={rule.enabled}
            loading={switching === rule.id}
            disabled={switching === rule.id}
            aria-label={`${T.ENABLED} ${rule.name}`}
            onChange={(on: boolean) => {
              setSwitching(rule.id);
              enable.mutate(
                { id: rule.id, enabled: on },
                { onSuccess: () => (Toast.success(T.SAVED_ENABLED(on)), refresh()), onSettled: () => setSwitching(null) },
              );
            }}
          />
        ) : (
          <Tag color={rule.enabled ? 'green' : 'grey'}>{rule.enabled ? T.ENABLED_ON : T.ENABLED_OFF}</Tag>
        ),
    },
    { key: 'updateTime', title: T.UPDATED, width: 200, render: (_v, rule) => `${rule.updatedBy ?? '-'} ${rule.updateTime}` },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: manage ? 190 : 100,
      fixed: 'right',
      ellipsis: false,
      render: (_v, rule) => (
        <Space>
          {manage ? (
            <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${rule.name}`} onClick={() => navigate(editorPath(rule.id))}>
              {T.EDIT}
            </Button>
          ) : null}
          <Button theme="borderless" size="small" aria-label={`${T.HISTORY} ${rule.name}`} onClick={() => setHistory(rule)}>
            {T.HISTORY}
          </Button>
          {manage ? (
            <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${rule.name}`} onClick={() => setRemoving(rule)}>
              {T.REMOVE}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  let body;
  if (list.isPending) body = <Spin />;
  else if (list.isError || rules.length === 0) body = <ListEmpty list={list} failed={T.LOAD_FAILED} empty={T.EMPTY} />;
  else body = <DataTable<NameRule> aria-label={T.TITLE} columns={columns} rows={rules} rowKey="id" />;

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        manage ? (
          <Button theme="solid" type="primary" onClick={() => navigate(editorPath())}>
            {T.CREATE}
          </Button>
        ) : (
          <Typography.Text type="tertiary">{T.READ_ONLY}</Typography.Text>
        )
      }
    >
      {body}
      {history ? <NameRuleHistory rule={history} manage={manage} onClose={() => setHistory(null)} onRestored={refresh} /> : null}
      {removing ? (
        <DeskModal
          visible
          width={480}
          title={T.REMOVE_TITLE}
          okText={T.REMOVE}
          okButtonProps={{ type: 'danger' }}
          confirmLoading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onOk={() =>
            remove.mutate({ id: removing.id }, { onSuccess: () => (Toast.success(T.REMOVED), setRemoving(null), refresh()) })
          }
        >
          <Typography.Paragraph>{T.REMOVE_CONFIRM(removing.name)}</Typography.Paragraph>
        </DeskModal>
      ) : null}
    </PageFrame>
  );
}
