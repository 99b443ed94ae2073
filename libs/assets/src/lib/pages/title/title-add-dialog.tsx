// 批量添加: the batch title editor (libs/ui) with the chosen media's counting and word packs, labels and a
// group for the whole batch; afterwards the lines not added as duplicates are listed.
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import { BATCH_TITLE } from '@toufang/domain';
import { BatchTitleEditor, Button, DeskModal, RefusalText, Select, Space, Typography, validateTitles } from '@toufang/ui';
import { titleAddMutation } from '../../queries/title-add';
import { TITLE_TEXTS as T } from '../../title-terms';
import { MEDIA_OPTIONS, mediaOf, type Option } from './title-dialogs';
import { editorRules, oneLine } from './title-rules';

type Duplicate = Schemas['TitleDuplicate'];

/** The first line that differs between two values (the line being edited), or -1. */
export function changedLine(before: readonly string[], after: readonly string[]): number {
  for (let i = 0; i < Math.max(before.length, after.length); i++) if (before[i] !== after[i]) return i;
  return -1;
}

/** The lines with a word pack put at the end of line `at` (the last line with text when `at` is unknown). */
export function insertWordPack(lines: readonly string[], at: number, name: string): string[] {
  const next = lines.slice();
  let index = at >= 0 ? at : next.map((l) => l.trim() !== '').lastIndexOf(true);
  if (index < 0) index = 0;
  while (next.length <= index) next.push('');
  next[index] = `${next[index]}{${name}}`;
  return next;
}

export function AddTitlesDialog({
  labels,
  groups,
  onClose,
  onAdded,
}: {
  labels: readonly Option[];
  groups: readonly Option[];
  onClose(): void;
  onAdded(created: number): void;
}) {
  const [lines, setLines] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [media, setMedia] = useState('any');
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const add = useMutation(titleAddMutation);
  const chosen = mediaOf(media);
  const { rule, count, validators } = useMemo(() => editorRules(chosen), [chosen]);

  const change = (next: string[]) => {
    setActive(changedLine(lines, next));
    setLines(next);
    setRefusal(null);
  };
  const submit = () => {
    const texts = lines.filter((l) => l.trim() !== '');
    if (texts.length === 0) return setRefusal(T.LINES_REQUIRED);
    if (!validateTitles(lines, { minLength: rule.minLength, maxLength: rule.maxLength, maxEnter: BATCH_TITLE.MAX_ENTER, maxEmoji: BATCH_TITLE.MAX_EMOJI, validators, count }).valid) return setRefusal(T.LINES_INVALID);
    add.mutate(
      { texts: lines, ...(chosen ? { mediaCode: chosen } : {}), ...(labelIds.length ? { labelIds } : {}), ...(groupId ? { groupId } : {}) },
      {
        onSuccess: (result) => {
          if (!result) return;
          onAdded(result.created);
          if (result.duplicates.length > 0) setDuplicates(result.duplicates);
          else onClose();
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
      },
    );
  };

  if (duplicates) {
    return (
      <DeskModal visible width={640} title={T.DUPLICATES_TITLE} onCancel={onClose} onOk={onClose} hasCancel={false}>
        <ul className="tf-title-duplicates" aria-label={T.DUPLICATES_TITLE}>
          {duplicates.map((d) => (
            <li key={d.line}>
              第{d.line}
              {T.DUPLICATE_LINE}：{oneLine(d.text)}（{d.reason === 'exists' ? T.DUPLICATE_EXISTS : T.DUPLICATE_REPEATED}）
            </li>
          ))}
        </ul>
      </DeskModal>
    );
  }

  return (
    <DeskModal visible width={760} title={T.ADD_TITLE} onCancel={onClose} onOk={submit} confirmLoading={add.isPending}>
      <div className="tf-title-add">
        <Space wrap>
          <label className="tf-title-add__field">
            <span>{T.MEDIA}</span>
            <Select aria-label={T.MEDIA} style={{ width: 200 }} value={media} optionList={MEDIA_OPTIONS} onChange={(v) => setMedia(String(v))} />
          </label>
          <label className="tf-title-add__field">
            <span>{T.LABELS}</span>
            <Select aria-label={T.LABELS} style={{ width: 220 }} multiple filter maxTagCount={2} value={labelIds} optionList={[...labels]} onChange={(v) => setLabelIds((v as number[]) ?? [])} />
          </label>
          <label className="tf-title-add__field">
            <span>{T.GROUP}</span>
            <Select
              aria-label={T.GROUP}
              style={{ width: 180 }}
              filter
              value={groupId ?? 0}
              optionList={[{ value: 0, label: T.GROUP_NONE }, ...groups]}
              onChange={(v) => setGroupId(Number(v) || null)}
            />
          </label>
        </Space>
        <Typography.Paragraph type="tertiary" className="tf-title-add__hint">
          {T.MEDIA_HINT(rule.minLength, rule.maxLength, rule.counting === 'cjk2', rule.wordPacks)}
        </Typography.Paragraph>
        {rule.wordPacks.length > 0 ? (
          <div className="tf-title-add__packs" role="group" aria-label={T.WORD_PACK}>
            {rule.wordPacks.map((name) => (
              <Button key={name} size="small" theme="light" onMouseDown={(e) => e.preventDefault()} onClick={() => change(insertWordPack(lines, active, name))}>
                {`{${name}}`}
              </Button>
            ))}
          </div>
        ) : null}
        <BatchTitleEditor value={lines} onChange={change} minLength={rule.minLength} maxLength={rule.maxLength} count={count} validators={validators} height={300} />
        <RefusalText message={refusal} />
      </div>
    </DeskModal>
  );
}
