// 预警设置 (issue 24 "Alerts"; design §4.2 live/alert-rule/*): the caller's alert rules with their conditions and
// scope, a switch each, 编辑 and 删除, and 新建预警 opening the editor.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, DeskDrawer, DeskModal, RefusalText, Space, Switch, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { useState } from 'react';
import { LIVE_ALERT_RULE_KEY, liveAlertRuleListQuery, type LiveAlertRuleRow } from '../../queries/live-alert-rule-list';
import { removeLiveAlertRuleMutation } from '../../queries/live-alert-rule-remove';
import { toggleLiveAlertRuleMutation } from '../../queries/live-alert-rule-toggle';
import { LIVE_ALERT_TEXTS as T, LIVE_WORDS as W } from '../../texts';
import { AlertRuleForm } from './alert-rule-form';

type Option = { value: number | string; label: string };

/** A rule's conditions in one line each. */
export function conditionsOf(rule: LiveAlertRuleRow['rule']): string[] {
  const lines: string[] = [];
  if (rule.viewersDropPct !== null) lines.push(T.CONDITION_VIEWERS(rule.viewersDropPct, rule.windowMinutes));
  if (rule.gmvRateDropPct !== null) lines.push(T.CONDITION_GMV(rule.gmvRateDropPct, rule.windowMinutes));
  if (rule.roiBelow !== null) lines.push(T.CONDITION_ROI(rule.roiBelow, rule.minCostYuan));
  return lines;
}

export interface AlertSettingsDrawerProps {
  accounts: readonly Option[];
  awemes: readonly Option[];
  onClose: () => void;
}

export default function AlertSettingsDrawer({ accounts, awemes, onClose }: AlertSettingsDrawerProps) {
  const list = useQuery(liveAlertRuleListQuery());
  const client = useQueryClient();
  const toggle = useMutation(toggleLiveAlertRuleMutation);
  const remove = useMutation(removeLiveAlertRuleMutation);
  const [editing, setEditing] = useState<LiveAlertRuleRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<LiveAlertRuleRow | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: LIVE_ALERT_RULE_KEY });

  const columns: DataTableColumn<LiveAlertRuleRow>[] = [
    { key: 'name', title: T.NAME, width: 140, render: (_v, row) => row.rule.name },
    {
      key: 'conditions',
      title: T.CONDITIONS,
      width: 206,
      ellipsis: false,
      render: (_v, row) => (
        <Space vertical align="start" spacing={0}>
          {conditionsOf(row.rule).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Space>
      ),
    },
    {
      key: 'scope',
      title: T.SCOPE,
      width: 114,
      render: (_v, row) => (row.rule.scope.kind === 'accounts' ? T.SCOPE_SUMMARY_ACCOUNTS(row.rule.scope.accountIds.length) : T.SCOPE_SUMMARY_AWEMES(row.rule.scope.awemeIds.length)),
    },
    {
      key: 'enabled',
      title: T.ENABLED,
      width: 64,
      render: (_v, row) => (
        <Switch
          size="small"
          checked={row.enabled}
          disabled={!row.mine}
          aria-label={T.TOGGLE_ROW(row.rule.name)}
          onChange={(enabled: boolean) =>
            toggle.mutate(
              { id: row.id, enabled },
              {
                onSuccess: () => {
                  Toast.success(T.TOGGLED(enabled));
                  refresh();
                },
              },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      title: W.ACTIONS,
      width: 140,
      ellipsis: false,
      // Only the owner changes a rule; a recipient sees it.
      render: (_v, row) =>
        !row.mine ? (
          <Typography.Text size="small" type="tertiary">
            {T.OWNER(row.ownerName)}
          </Typography.Text>
        ) : (
        <Space>
          <Button size="small" theme="borderless" aria-label={T.EDIT_ROW(row.rule.name)} onClick={() => setEditing(row)}>
            {T.EDIT}
          </Button>
          <Button size="small" theme="borderless" type="danger" aria-label={T.REMOVE_ROW(row.rule.name)} onClick={() => setRemoving(row)}>
            {T.REMOVE}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <DeskDrawer visible title={T.SETTINGS_TITLE} width={760} onCancel={onClose}>
      <Space vertical align="start" style={{ width: '100%' }}>
        <Button theme="solid" onClick={() => setEditing('new')}>
          {T.ADD}
        </Button>
        <DataTable<LiveAlertRuleRow>
          aria-label={T.RULES}
          columns={columns}
 rows={list.data?.rows ?? []}
          rowKey="id"
          loading={list.isPending}
          emptyText={<ListEmpty list={list} failed={T.LOAD_FAILED} empty={T.EMPTY} />}
        />
      </Space>
      {editing ? <AlertRuleForm rule={editing === 'new' ? null : editing} accounts={accounts} awemes={awemes} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <DeskModal
          visible
          width={440}
          title={T.REMOVE}
          okButtonProps={{ type: 'danger' }}
          confirmLoading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onOk={() =>
            remove.mutate(
              { id: removing.id },
              {
                onSuccess: () => {
                  Toast.success(T.REMOVED);
                  setRemoving(null);
                  refresh();
                },
              },
            )
          }
        >
          <Typography.Paragraph>{T.REMOVE_CONFIRM(removing.rule.name)}</Typography.Paragraph>
          <RefusalText message={remove.error ? (isApiError(remove.error) ? remove.error.message : String(remove.error)) : null} />
        </DeskModal>
      ) : null}
    </DeskDrawer>
  );
}
