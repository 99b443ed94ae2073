import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { ALL_DELIVERY_LEVELS, deliveryLevelLabel, MEDIA_DISPLAY_NAMES, mediaHasLevel, NAME_RULE_LIMITS, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { Button, Input, LoadFailed, Select, Space, Spin, Toast, Typography } from '@toufang/ui';
import { NAMING_MEDIA, NAMING_TEXTS as T } from '../../naming-terms';
import { materialPeopleQuery } from '../../queries/material-people';
import { NAME_RULES_KEYS, nameRuleQuery, nameRuleSaveMutation } from '../../queries/name-rules';
import { canManageLabels } from '../label-management/label-management-rules';
import {
  draftBody,
  draftFromDetail,
  draftProblems,
  emptyDraft,
  exampleName,
  hasProblems,
  LIST_PATH,
  moved,
  newField,
  RULE_PARAM,
  type Designer,
  type Draft,
} from './add-name-rules-rules';
import { NameFieldEditor } from './name-field-editor';
import { NameRulePreview } from './name-rule-preview';
import './add-name-rules-page.css';

/**
 * 添加命名规则 (full screen, shell spec §2.5: the shell hides header and menu for add-name-rules; design §4.2): a
 * rule's name, what it parses, its separator and ordered fields with their dictionaries, beside a live preview
 * over the names the person sees. Saving writes a new version; the open rule comes from `?id=`.
 */
export default function AddNameRulesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get(RULE_PARAM));
  const editing = Number.isInteger(id) && id > 0 ? id : null;
  const detail = useQuery({ ...nameRuleQuery(editing ?? 0), enabled: editing !== null });
  const people = useQuery(materialPeopleQuery({}));
  const designers = people.data?.designers;
  if ((editing !== null && detail.isPending) || people.isPending) return <Spin />;
  if (detail.isError) return <LoadFailed message={isApiError(detail.error) ? detail.error.message : T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void detail.refetch()} />;
  return <RuleEditor key={editing ?? 'new'} id={editing} initial={detail.data ? draftFromDetail(detail.data, designers ?? []) : emptyDraft()} designers={designers ?? []} />;
}

function RuleEditor({ id, initial, designers }: { id: number | null; initial: Draft; designers: readonly Designer[] }) {
  const { user } = useSubApp();
  const manage = canManageLabels(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation(nameRuleSaveMutation);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const body = useMemo(() => draftBody(draft, designers), [draft, designers]);
  const problems = useMemo(() => draftProblems(draft, designers), [draft, designers]);
  const levels = draft.media ? ALL_DELIVERY_LEVELS.filter((l) => l !== 'account' && mediaHasLevel(draft.media as MediaCode, l)) : [];
  const scope = draft.target === 'delivery' ? { ...(draft.media ? { media: draft.media } : {}), ...(draft.levels.length ? { levels: draft.levels } : {}) } : {};

  const submit = () => {
    setRefusal(null);
    save.mutate(
      { ...(id !== null ? { id } : {}), name: draft.name.trim(), target: draft.target, ...scope, body, ...(draft.note.trim() ? { note: draft.note.trim() } : {}) },
      {
        onSuccess: () => {
          Toast.success(T.SAVED);
          NAME_RULES_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
          void navigate(LIST_PATH);
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
      },
    );
  };

  return (
    <div className="tf-name-editor">
      <header className="tf-name-editor__bar">
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Typography.Title heading={5}>{id !== null ? T.EDIT_TITLE(initial.name) : T.EDITOR_TITLE}</Typography.Title>
        </Space>
        <Space>
          {manage ? null : <Typography.Text type="tertiary">{T.READ_ONLY}</Typography.Text>}
          <Button theme="solid" type="primary" disabled={!manage || hasProblems(problems)} loading={save.isPending} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      </header>
      <div className="tf-name-editor__body">
        <main className="tf-name-editor__form" aria-label={T.EDITOR_TITLE}>
          <div className="tf-name-editor__grid">
            <label htmlFor="tf-name-rule-name">{T.NAME}</label>
            <Input id="tf-name-rule-name" aria-label={T.NAME} maxLength={NAME_RULE_LIMITS.RULE_NAME_MAX} value={draft.name} onChange={(name) => set({ name })} style={{ width: 320 }} />
            <span id="tf-name-rule-target">{T.TARGET}</span>
            <Select
              aria-labelledby="tf-name-rule-target"
              style={{ width: 160 }}
              value={draft.target}
              optionList={(['delivery', 'material'] as const).map((t) => ({ value: t, label: T.TARGETS[t] }))}
              onChange={(target) => set({ target: target as Draft['target'] })}
            />
            {draft.target === 'delivery' ? (
              <>
                <span id="tf-name-rule-media">{T.MEDIA}</span>
                <Select
                  aria-labelledby="tf-name-rule-media"
                  style={{ width: 160 }}
                  value={draft.media ?? ''}
                  optionList={[{ value: '', label: T.ALL_MEDIA }, ...NAMING_MEDIA.map((m) => ({ value: m, label: MEDIA_DISPLAY_NAMES[m] }))]}
                  onChange={(media) => set({ media: (media as MediaCode | '') || null, levels: [] })}
                />
                <span id="tf-name-rule-levels">{T.LEVELS}</span>
                <Select
                  aria-labelledby="tf-name-rule-levels"
                  style={{ width: 320 }}
                  multiple
                  disabled={draft.media === null}
                  placeholder={T.ALL_LEVELS}
                  value={draft.levels}
                  optionList={levels.map((l) => ({ value: l, label: deliveryLevelLabel(draft.media as MediaCode, l) ?? l }))}
                  onChange={(value) => set({ levels: (value as DeliveryLevel[]) ?? [] })}
                />
              </>
            ) : null}
            <label htmlFor="tf-name-rule-separator">{T.SEPARATOR}</label>
            <Space>
              <Input id="tf-name-rule-separator" aria-label={T.SEPARATOR} maxLength={NAME_RULE_LIMITS.SEPARATOR_MAX} value={draft.separator} onChange={(separator) => set({ separator })} style={{ width: 80 }} />
              <Typography.Text type="tertiary">{T.SEPARATOR_HINT}</Typography.Text>
            </Space>
            <span>{T.EXAMPLE}</span>
            {/* Plain text in the page colour: Semi's code style falls short of the contrast axe asks for. */}
            <Typography.Text strong>{exampleName(draft)}</Typography.Text>
          </div>
          {problems.rule.length > 0 ? (
            <ul className="tf-name-editor__problems" aria-label="规则的问题">
              {problems.rule.map((p) => (
                <li key={p}>
                  <Typography.Text type="danger">{p}</Typography.Text>
                </li>
              ))}
            </ul>
          ) : null}
          {draft.fields.map((field, index) => (
            <NameFieldEditor
              key={field.key}
              index={index}
              count={draft.fields.length}
              field={field}
              problems={problems.fields.get(index) ?? []}
              onChange={(next) => setDraft((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? next : f)) }))}
              onMove={(to) => setDraft((d) => ({ ...d, fields: moved(d.fields, index, to) }))}
              onRemove={() => setDraft((d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) }))}
            />
          ))}
          <Button disabled={draft.fields.length >= NAME_RULE_LIMITS.FIELDS_MAX} onClick={() => setDraft((d) => ({ ...d, fields: [...d.fields, newField(d.fields)] }))}>
            {T.ADD_FIELD}
          </Button>
          <div className="tf-name-editor__grid">
            <label htmlFor="tf-name-rule-note">{T.NOTE}</label>
            <Input id="tf-name-rule-note" aria-label={T.NOTE} maxLength={NAME_RULE_LIMITS.NOTE_MAX} value={draft.note} onChange={(note) => set({ note })} style={{ width: 320 }} />
          </div>
          {refusal ? (
            <Typography.Text type="danger" role="alert">
              {refusal}
            </Typography.Text>
          ) : null}
        </main>
        <aside className="tf-name-editor__preview">
          <NameRulePreview request={{ target: draft.target, ...scope, body, sample: 20 }} />
        </aside>
      </div>
    </div>
  );
}
