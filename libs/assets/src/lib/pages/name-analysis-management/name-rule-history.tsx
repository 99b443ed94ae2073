import { useMutation, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { Button, DataTable, DeskModal, Spin, Tag, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { NAMING_TEXTS as T } from '../../naming-terms';
import { nameRuleQuery, nameRuleSaveMutation } from '../../queries/name-rules';

type NameRule = Schemas['NameRule'];
type Version = Schemas['NameRuleVersion'];

/**
 * 历史版本 of one rule, newest first. 恢复 saves the old body as the newest version (design §4.2: history is never
 * rewritten), so the list grows by one.
 */
export function NameRuleHistory({ rule, manage, onClose, onRestored }: { rule: NameRule; manage: boolean; onClose: () => void; onRestored: () => void }) {
  const detail = useQuery(nameRuleQuery(rule.id));
  const save = useMutation(nameRuleSaveMutation);
  const restore = (version: Version) => {
    const d = detail.data;
    if (!d) return;
    save.mutate(
      { id: rule.id, name: d.rule.name, target: d.rule.target, ...(d.rule.media ? { media: d.rule.media } : {}), ...(d.rule.levels ? { levels: d.rule.levels } : {}), body: version.body, note: T.RESTORED_NOTE(version.version) },
      {
        onSuccess: () => (Toast.success(T.RESTORED(version.version)), onRestored(), void detail.refetch()),
        onError: (e) => Toast.error(e.message),
      },
    );
  };
  const active = detail.data?.rule.activeVersion;
  const columns: DataTableColumn<Version>[] = [
    { key: 'version', title: T.VERSION, width: 90, render: (v) => (v === active ? <>v{v as number} <Tag color="blue">{T.ACTIVE}</Tag></> : `v${v as number}`) },
    { key: 'fields', title: T.FIELDS, width: 260, render: (_v, version) => version.body.fields.map((f) => f.label).join(` ${version.body.separator} `) },
    { key: 'note', title: T.NOTE, width: 140, render: (v) => (v as string | null) ?? '-' },
    { key: 'createTime', title: T.UPDATED, width: 200, render: (_v, version) => `${version.createdBy ?? '-'} ${version.createTime}` },
    ...(manage
      ? [
          {
            key: 'restore',
            title: T.ACTIONS,
            width: 80,
            ellipsis: false,
            render: (_v: unknown, version: Version) =>
              version.version === active ? null : (
                <Button theme="borderless" size="small" aria-label={`${T.RESTORE} v${version.version}`} loading={save.isPending} onClick={() => restore(version)}>
                  {T.RESTORE}
                </Button>
              ),
          } satisfies DataTableColumn<Version>,
        ]
      : []),
  ];
  return (
    <DeskModal visible width={860} title={T.HISTORY_TITLE(rule.name)} onCancel={onClose} footer={null}>
      {manage ? <Typography.Paragraph type="tertiary">{T.RESTORE_HINT}</Typography.Paragraph> : null}
      {detail.isPending ? <Spin /> : <DataTable<Version> aria-label={T.HISTORY} columns={columns} rows={detail.data?.versions ?? []} rowKey="version" />}
    </DeskModal>
  );
}
