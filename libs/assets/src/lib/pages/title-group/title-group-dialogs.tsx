// 标题组's dialogs: 新建 / 编辑 (the name, and its titles in order: search the library to add, move up and
// down, take out) and 删除.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { TITLE_LIMITS } from '@toufang/domain';
import { FormLayout, FormModal, FormRow, TextField, useForm } from '@toufang/form-kit';
import { Button, DeleteConfirmContent, DeskModal, Input, RefusalText, Typography } from '@toufang/ui';
import { titleGroupRemoveMutation } from '../../queries/title-group-remove';
import { titleGroupSaveMutation } from '../../queries/title-group-save';
import { titlesQuery } from '../../queries/titles';
import { TITLE_GROUP_TEXTS as G } from '../../title-terms';
import { moveItem, type TitleGroup } from './title-group-rules';

interface Item {
  id: number;
  text: string;
}

const schema = z.object({ name: z.string() }).check(z.refine((v) => v.name.trim() !== '', { message: G.NAME_REQUIRED, path: ['name'] }));

export function TitleGroupDialog({ group, onClose, onSaved }: { group: TitleGroup | null; onClose(): void; onSaved(): void }) {
  const form = useForm({ initial: { name: group?.name ?? '' }, schema });
  const [items, setItems] = useState<Item[]>(() => (group?.titles ?? []).map((t) => ({ id: t.id, text: t.text })));
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ ...titlesQuery({ body: { current: 1, size: 20, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) } }), placeholderData: keepPreviousData });
  const save = useMutation(titleGroupSaveMutation);
  const inGroup = new Set(items.map((i) => i.id));
  const submit = () =>
    form.submit(({ name }) =>
      save.mutate({ ...(group ? { id: group.id } : {}), name, titleIds: items.map((i) => i.id) }, { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse }),
    );
  return (
    <FormModal visible width={720} title={group ? G.EDIT_TITLE : G.CREATE} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout>
        <TextField form={form} name="name" label={G.NAME} maxLength={TITLE_LIMITS.GROUP_NAME} />
        <FormRow id="title-group-titles" label={`${G.TITLES}（${items.length}）`} hint={G.TITLES_HINT}>
          <div className="tf-title-group-editor">
            <ol className="tf-title-group-editor__chosen" aria-label={G.TITLES}>
              {items.length === 0 ? <li className="tf-title-group-editor__none">{G.NO_TITLES}</li> : null}
              {items.map((item, index) => (
                <li key={item.id}>
                  <span className="tf-title-group-editor__text">{item.text.replace(/\n/g, '↵')}</span>
                  <Button size="small" theme="borderless" disabled={index === 0} aria-label={`${G.MOVE_UP} ${item.text}`} onClick={() => setItems(moveItem(items, index, -1))}>
                    {G.MOVE_UP}
                  </Button>
                  <Button size="small" theme="borderless" disabled={index === items.length - 1} aria-label={`${G.MOVE_DOWN} ${item.text}`} onClick={() => setItems(moveItem(items, index, 1))}>
                    {G.MOVE_DOWN}
                  </Button>
                  <Button size="small" theme="borderless" aria-label={`${G.TAKE_OUT} ${item.text}`} onClick={() => setItems(items.filter((i) => i.id !== item.id))}>
                    {G.TAKE_OUT}
                  </Button>
                </li>
              ))}
            </ol>
            <Input aria-label={G.TITLE_SEARCH} placeholder={G.TITLE_SEARCH} value={keyword} onChange={(v) => setKeyword(v)} showClear />
            <ul className="tf-title-group-editor__found" aria-label={G.TITLE_SEARCH}>
              {(found.data?.records ?? [])
                .filter((t) => !inGroup.has(t.id))
                .map((t) => (
                  <li key={t.id}>
                    <span className="tf-title-group-editor__text">{t.text.replace(/\n/g, '↵')}</span>
                    <Button
                      size="small"
                      theme="borderless"
                      disabled={items.length >= TITLE_LIMITS.GROUP_TITLES}
                      aria-label={`添加 ${t.text}`}
                      onClick={() => setItems([...items, { id: t.id, text: t.text }])}
                    >
                      添加
                    </Button>
                  </li>
                ))}
            </ul>
          </div>
        </FormRow>
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

export function RemoveGroupsDialog({ groups, onClose, onRemoved }: { groups: readonly TitleGroup[]; onClose(): void; onRemoved(count: number): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(titleGroupRemoveMutation);
  const names = groups.map((g) => g.name).join('、');
  return (
    <DeskModal
      visible
      width={520}
      title={G.REMOVE_TITLE}
      okText={G.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() => remove.mutate({ ids: groups.map((g) => g.id) }, { onSuccess: (r) => onRemoved(r?.count ?? groups.length), onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) })}
    >
      <DeleteConfirmContent name={names} explanation={G.REMOVE_CONFIRM(names)} />
      <Typography.Text type="tertiary">{G.COUNT(groups.reduce((n, g) => n + g.titleCount, 0))}</Typography.Text>
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
