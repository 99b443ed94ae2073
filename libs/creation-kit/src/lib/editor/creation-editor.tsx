// The creation editor (docs/design/creation.md §5): the template's sections on the left to right of one page,
// then the 预览 step, then 提交. The body is the one state: every section changes it through editor-state.ts,
// the draft follows it, and the count and the preview are computed from it.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import type { CreationRow, CreationTemplateBody, CreationVariantSpec, DeliveryLevel } from '@toufang/domain';
import { Banner, Button, DeskModal, Input, Switch, Toast, Typography, validateSubmissionRule, type SubmissionRuleFormData, type SubmissionRuleFormHandle } from '@toufang/ui';
import { useDraftSaver, type DraftStatus } from '../draft/use-draft-saver';
import { saveCreationTemplateMutation, type CreationTemplateSaved } from '../queries/template-save';
import { accountProblems, levelProblems } from '../sections/level-section/level-rules';
import { useSubmit } from '../submit/use-submit';
import { CREATION_KIT_TEXTS as T } from '../texts';
import { EditorForm } from './editor-form';
import * as edit from './editor-state';
import { ErrorPreventionModal, PreviewStep } from './lazy-parts';
import { useQuotaLeft } from './use-quota-left';
import './creation-editor.css';

export type EditorStep = 'edit' | 'preview';

/**
 * create: a template (new or temp_id), saved and drafted; copy: existing objects loaded as a body, submitted as a
 * new task to the accounts the person picks (no template, no draft); update: one existing object changed in
 * place (UpdateEditor of existing/, which shares the level sections and their locks).
 */
export type EditorMode = 'create' | 'update' | 'copy';

/** Where the editor starts: a template's body (or a new one), or a draft restored over it. */
export interface EditorStart {
  body: CreationTemplateBody;
  name: string;
  shared: boolean;
  templateId: number | null;
  /** The template's own body, when a draft was restored over it (放弃草稿 goes back to it). */
  discardTo: CreationTemplateBody | null;
}

export interface CreationEditorProps {
  spec: CreationVariantSpec;
  start: EditorStart;
  draftKey: string;
  /** The step shown; the editor keeps its own when the page does not say (baidu's routes do). */
  step?: EditorStep;
  onStep?: (step: EditorStep, state: { body: CreationTemplateBody; name: string }) => void;
  /** A submission made a task (or only the template was saved: taskId null). */
  onDone: (result: { taskId: number | null; count: number; templateId: number | null }) => void;
  /** A template saved under a new id (保存模板 of a new one, 另存为): the page opens its temp_id. */
  onTemplateCreated: (templateId: number) => void;
  onBack: () => void;
  /** The 防出错 check's debug bypass (development builds only; the page decides). */
  debug: boolean;
  now?: () => number;
  draftDelayMs?: number;
  /** 'create' unless said; 'copy' hides the template's name, sharing and saving, and keeps no draft. */
  mode?: Exclude<EditorMode, 'update'>;
  /** The bar's title (the variant's title unless said). */
  title?: string;
  /** Shown above the sections (a copy says what it copies). */
  notice?: ReactNode;
}

function DraftNote({ status }: { status: DraftStatus }) {
  if (status.kind === 'saving') return <Typography.Text type="tertiary">{T.DRAFT_SAVING}</Typography.Text>;
  if (status.kind === 'saved') return <Typography.Text type="tertiary">{T.DRAFT_SAVED(new Date(status.at).toTimeString().slice(0, 5))}</Typography.Text>;
  if (status.kind === 'local') return <Typography.Text type="warning">{T.DRAFT_SAVED_LOCAL}</Typography.Text>;
  return null;
}

const realNow = () => Date.now();

export function CreationEditor({ spec, start, draftKey, step: shownStep, onStep, onDone, onTemplateCreated, onBack, debug, now = realNow, draftDelayMs, mode = 'create', title, notice }: CreationEditorProps) {
  const templated = mode === 'create';
  const [body, setBody] = useState(start.body);
  const [name, setName] = useState(start.name);
  const [shared, setShared] = useState(start.shared);
  const [restored, setRestored] = useState(start.discardTo !== null);
  const [ownStep, setOwnStep] = useState<EditorStep>('edit');
  const step = shownStep ?? ownStep;
  const [rows, setRows] = useState<CreationRow[] | null>(null);
  const [checked, setChecked] = useState(false);
  const [ruleForm, setRuleForm] = useState<SubmissionRuleFormData>(() => edit.formOfRule(start.body.submission, now()));
  const [saveAsOpen, setSaveAsOpen] = useState(false);
  const [saveAsName, setSaveAsName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const ruleRef = useRef<SubmissionRuleFormHandle>(null);
  const draft = useDraftSaver({ draftKey, body, name, delayMs: draftDelayMs, enabled: templated });
  const save = useMutation(saveCreationTemplateMutation);
  const submitter = useSubmit(spec, debug);
  const quotaLeft = useQuotaLeft(body);
  const nowDate = useCallback(() => new Date(now()), [now]);

  // Any change to the template makes the preview's rows stale: they are expanded again next time.
  const change = useCallback((next: (b: CreationTemplateBody) => CreationTemplateBody) => {
    setBody(next);
    setRows(null);
  }, []);
  const onLevelField = useMemo(() => {
    const handlers: Partial<Record<DeliveryLevel, (key: string, value: unknown) => void>> = {};
    for (const level of spec.levels) handlers[level.level] = (key, value) => change((b) => edit.setLevelField(b, level.level, key, value));
    return handlers;
  }, [spec, change]);

  const problems = useMemo(() => ({ ...levelProblems(spec, body) }), [spec, body]);
  const accountErrors = useMemo(() => accountProblems(spec, body), [spec, body]);
  // What the form shows: nothing until 生成预览 was pressed once, and nothing (not an empty record) when all is
  // well, so pressing it on a correct form changes none of the form's props and the form does not render again.
  const shownProblems = checked && Object.keys(problems).length > 0 ? problems : undefined;
  const shownAccountErrors = checked && Object.keys(accountErrors).length > 0 ? accountErrors : undefined;
  const onRuleForm = useCallback(
    (data: SubmissionRuleFormData) => {
      setRuleForm(data);
      change((b) => edit.setSubmission(b, edit.ruleOfForm(data)));
    },
    [change],
  );

  const goto = (next: EditorStep) => {
    // The other step starts at its top (the page was scrolled down to the button).
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    if (!shownStep) setOwnStep(next);
    onStep?.(next, { body, name });
  };

  const toPreview = () => {
    setChecked(true);
    // The rule form shows its message under the field once loaded; the rule itself is checked either way.
    const ruleError = ruleRef.current ? ruleRef.current.validate() : validateSubmissionRule(ruleForm, now());
    if (Object.keys(problems).length > 0 || Object.keys(accountErrors).length > 0 || ruleError) {
      Toast.warning(Object.values(problems)[0] ?? Object.values(accountErrors)[0] ?? ruleError?.message ?? '');
      return;
    }
    void draft.flush();
    goto('preview');
  };

  /** Saves the template (as a new one when `asNew`); answers the saved template, or null when refused. */
  const saveTemplate = async (asNew: boolean, templateName: string): Promise<CreationTemplateSaved | null> => {
    if (!templateName.trim()) {
      setNameError(T.ACTIONS.TEMPLATE_NAME_REQUIRED);
      return null;
    }
    const id = asNew ? undefined : (start.templateId ?? undefined);
    const saved = await save.mutateAsync({ ...(id ? { id } : {}), name: templateName.trim(), shared, body: body as Schemas['CreationTemplateBody'] });
    await draft.remove();
    Toast.success(T.ACTIONS.SAVED);
    return saved;
  };

  const onSaveTemplate = async () => {
    const saved = await saveTemplate(false, name).catch(() => null);
    if (saved && !start.templateId) onTemplateCreated(saved.id);
  };

  const onSaveAs = async () => {
    const saved = await saveTemplate(true, saveAsName).catch(() => null);
    if (!saved) return;
    setSaveAsOpen(false);
    onTemplateCreated(saved.id);
  };

  const submitType = body.submission.submitType;
  const onSubmit = async (previewRows: CreationRow[], acceptWarnings: boolean) => {
    if (submitType === 'saveTemplateOnly' && templated) {
      const saved = await saveTemplate(false, name).catch(() => null);
      if (saved) onDone({ taskId: null, count: 0, templateId: saved.id });
      return;
    }
    const ruleError = validateSubmissionRule(ruleForm, now());
    if (ruleError) {
      Toast.warning(ruleError.message);
      return;
    }
    let templateId = start.templateId;
    if (submitType === 'submitAndSaveTemplate' && templated) {
      const saved = await saveTemplate(false, name).catch(() => null);
      if (!saved) return;
      templateId = saved.id;
    }
    const taskId = await submitter.submit({ body, rows: previewRows, acceptWarnings, templateId, templateName: name }).catch(() => null);
    if (taskId === null) return;
    await draft.remove();
    Toast.success(T.ACTIONS.SUBMITTED(previewRows.length));
    onDone({ taskId, count: previewRows.length, templateId });
  };

  const discardDraft = async () => {
    if (!start.discardTo) return;
    await draft.remove();
    change(() => start.discardTo as CreationTemplateBody);
    setRuleForm(edit.formOfRule(start.discardTo.submission, now()));
    setRestored(false);
  };

  return (
    <main className="tf-creation" aria-label={title ?? T.EDITOR(spec.title)} data-mode={mode}>
      <header className="tf-creation__bar">
        <Button onClick={onBack}>{T.BACK}</Button>
        <h1 className="tf-creation__title">{title ?? T.EDITOR(spec.title)}</h1>
        {templated ? (
          <>
            <Input
              aria-label={T.ACTIONS.TEMPLATE_NAME}
              placeholder={T.ACTIONS.TEMPLATE_NAME}
              value={name}
              maxLength={50}
              validateStatus={nameError ? 'error' : 'default'}
              onChange={(v) => {
                setName(v);
                setNameError(null);
              }}
              style={{ width: 220 }}
            />
            <label className="tf-creation__shared">
              <Switch checked={shared} onChange={setShared} aria-label={T.ACTIONS.SHARED} size="small" />
              {T.ACTIONS.SHARED}
            </label>
            <DraftNote status={draft.status} />
          </>
        ) : null}
        <span className="tf-creation__bar-actions">
          {templated ? (
            <>
              <Button onClick={() => void onSaveTemplate()} loading={save.isPending}>
                {T.ACTIONS.SAVE_TEMPLATE}
              </Button>
              <Button
                onClick={() => {
                  setSaveAsName(name ? `${name}-副本` : '');
                  setSaveAsOpen(true);
                }}
              >
                {T.ACTIONS.SAVE_AS}
              </Button>
            </>
          ) : null}
          {step === 'edit' ? (
            <Button theme="solid" type="primary" onClick={toPreview}>
              {T.PREVIEW.BUILD}
            </Button>
          ) : null}
        </span>
      </header>
      {nameError ? (
        <Typography.Text type="danger" role="alert" className="tf-creation__hint">
          {nameError}
        </Typography.Text>
      ) : null}
      {restored ? (
        <Banner
          type="info"
          description={
            <span>
              {T.DRAFT_RESTORED}
              {start.discardTo ? (
                <Button theme="borderless" size="small" onClick={() => void discardDraft()}>
                  {T.DRAFT_DISCARD}
                </Button>
              ) : null}
            </span>
          }
          onClose={() => setRestored(false)}
        />
      ) : null}
      {notice}
      <nav aria-label={T.SECTIONS.PREVIEW} className="tf-creation__steps">
        <span aria-current={step === 'edit' ? 'step' : undefined}>1 {T.STEPS.EDIT}</span>
        <span aria-current={step === 'preview' ? 'step' : undefined}>2 {T.STEPS.PREVIEW}</span>
      </nav>
      {/* The form stays mounted behind the preview (hidden), so going to the preview and back does not unmount and
          build it again: the swap was most of the preview's long task. */}
      <div className="tf-creation__body" hidden={step !== 'edit'}>
        <EditorForm
          spec={spec}
          body={body}
          now={now}
          nowDate={nowDate}
          quotaLeft={quotaLeft}
          levelProblems={shownProblems}
          accountErrors={shownAccountErrors}
          ruleForm={ruleForm}
          ruleRef={ruleRef}
          change={change}
          onLevelField={onLevelField}
          onRuleForm={onRuleForm}
        />
      </div>
      {step === 'preview' ? (
        <PreviewStep
          spec={spec}
          body={body}
          now={now}
          rows={rows}
          onRows={setRows}
          onBack={() => goto('edit')}
          onSubmit={(r, accepted) => void onSubmit(r, accepted)}
          submitting={submitter.submitting || save.isPending}
          submitLabel={submitType === 'saveTemplateOnly' && templated ? T.ACTIONS.SAVE_TEMPLATE : T.ACTIONS.SUBMIT}
        />
      ) : null}
      {submitter.modalProps.visible ? <ErrorPreventionModal {...submitter.modalProps} /> : null}
      <DeskModal visible={saveAsOpen} title={T.ACTIONS.SAVE_AS_TITLE} onCancel={() => setSaveAsOpen(false)} onOk={() => void onSaveAs()} confirmLoading={save.isPending} width={480}>
        <Input
          aria-label={T.ACTIONS.TEMPLATE_NAME}
          placeholder={T.ACTIONS.TEMPLATE_NAME}
          value={saveAsName}
          maxLength={50}
          validateStatus={nameError ? 'error' : 'default'}
          onChange={(v) => {
            setSaveAsName(v);
            setNameError(null);
          }}
        />
        {nameError ? (
          <Typography.Text type="danger" role="alert">
            {nameError}
          </Typography.Text>
        ) : null}
      </DeskModal>
    </main>
  );
}
