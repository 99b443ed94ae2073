// 标题's dialogs on chosen titles: 编辑 (text and media), 打标签 (add and take off labels), 加入标题组, 删除.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { isMediaCode, MEDIA_CODES, MEDIA_DISPLAY_NAMES, titleProblem, type MediaCode } from '@toufang/domain';
import { FormLayout, FormModal, SelectField, TextField, useForm } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText } from '@toufang/ui';
import { LabelChangeDialog } from '../../label-change-dialog/label-change-dialog';
import { titleGroupAddTitlesMutation } from '../../queries/title-group-add-titles';
import { titleLabelsMutation } from '../../queries/title-labels';
import { titleRemoveMutation } from '../../queries/title-remove';
import { titleUpdateMutation } from '../../queries/title-update';
import { TITLE_TEXTS as T } from '../../title-terms';
import { oneLine, type Title } from './title-rules';

export interface Option {
  value: number;
  label: string;
}

/** 适用媒体's choices: 通用 (the desk's default) and each media. */
export const MEDIA_OPTIONS = [{ value: 'any', label: T.MEDIA_ANY }, ...MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] }))];
export const mediaOf = (value: string): MediaCode | null => (isMediaCode(value) ? value : null);

const editSchema = z.object({ text: z.string(), media: z.string() }).check(
  z.refine((v) => v.text.trim() !== '', { message: T.TEXT_REQUIRED, path: ['text'] }),
  z.refine((v) => v.text.trim() === '' || titleProblem(v.text, mediaOf(v.media)) === undefined, { message: '标题不符合所选媒体的要求', path: ['text'] }),
);

/** 编辑: one title's text and media, checked like a line of the batch editor. */
export function EditTitleDialog({ title, onClose, onSaved }: { title: Title; onClose(): void; onSaved(): void }) {
  const form = useForm({ initial: { text: title.text, media: title.mediaCode ?? 'any' }, schema: editSchema });
  const update = useMutation(titleUpdateMutation);
  const problem = form.values.text.trim() ? titleProblem(form.values.text, mediaOf(form.values.media)) : undefined;
  const submit = () =>
    form.submit(({ text, media }) => update.mutate({ id: title.id, text, mediaCode: mediaOf(media) }, { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse }));
  return (
    <FormModal visible width={560} title={T.EDIT_TITLE} form={form} onCancel={onClose} onOk={submit} confirmLoading={update.isPending}>
      <FormLayout>
        <TextField form={form} name="text" label={T.TEXT} maxLength={200} hint={problem} />
        <SelectField form={form} name="media" label={T.MEDIA} options={MEDIA_OPTIONS} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 打标签: labels to add to and take off every chosen title. */
export function TitleLabelsDialog({ ids, labels, onClose, onSaved }: { ids: readonly number[]; labels: readonly Option[]; onClose(): void; onSaved(count: number): void }) {
  const update = useMutation(titleLabelsMutation);
  return (
    <LabelChangeDialog
      title={`${T.SET_LABELS}（${T.SELECTED(ids.length)}）`}
      labels={labels}
      save={(change) => update.mutateAsync({ ids: [...ids], ...change }).then((r) => r?.count ?? ids.length)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

const groupSchema = z.object({ groupId: z.nullable(z.number()) }).check(z.refine((v) => v.groupId !== null, { message: T.GROUP_REQUIRED, path: ['groupId'] }));

/** 加入标题组: the chosen titles go to the end of a group (those already in it stay where they are). */
export function AddToGroupDialog({ ids, groups, onClose, onSaved }: { ids: readonly number[]; groups: readonly Option[]; onClose(): void; onSaved(name: string): void }) {
  const form = useForm({ initial: { groupId: null as number | null }, schema: groupSchema });
  const add = useMutation(titleGroupAddTitlesMutation);
  const submit = () =>
    form.submit(({ groupId }) =>
      add.mutate({ groupId: groupId ?? 0, titleIds: [...ids] }, { onSuccess: (g) => (form.saved(), onSaved(g?.name ?? '')), onError: form.refuse }),
    );
  return (
    <FormModal visible width={460} title={`${T.ADD_TO_GROUP}（${T.SELECTED(ids.length)}）`} form={form} onCancel={onClose} onOk={submit} confirmLoading={add.isPending}>
      <FormLayout>
        <SelectField form={form} name="groupId" label={T.GROUP} options={groups} filter />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 删除: asks first; the titles leave their groups, the ads that carry them are not touched. */
export function RemoveTitlesDialog({ titles, onClose, onRemoved }: { titles: readonly Title[]; onClose(): void; onRemoved(count: number): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(titleRemoveMutation);
  const names = titles.map((t) => `「${oneLine(t.text)}」`).slice(0, 3).join('、') + (titles.length > 3 ? ` 等 ${titles.length} 个标题` : '');
  return (
    <DeskModal
      visible
      width={560}
      title={T.REMOVE_TITLE}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() =>
        remove.mutate({ ids: titles.map((t) => t.id) }, { onSuccess: (r) => onRemoved(r?.count ?? titles.length), onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) })
      }
    >
      <DeleteConfirmContent name={names} explanation={T.REMOVE_CONFIRM(titles.length)} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
