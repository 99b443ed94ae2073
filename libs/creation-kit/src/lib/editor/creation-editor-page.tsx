// CreationEditorPage: a media's creation route (`{media}-app/ad/ad-speed-create[/variant]/:temp_id`, full screen
// per shell spec §2.5) with its CreationVariantSpec. temp_id `new` opens a new template, a number that template;
// a draft newer than what opens is restored over it with 已恢复未保存的草稿. baidu's three routes are one flow:
// basic-settings edits, preview-submit previews and submits, submit-success says so (the body rides the
// navigation, and the draft keeps it over a reload).
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CreationTemplateBody, CreationVariantSpec } from '@toufang/domain';
import { Banner, LoadFailed, Spin } from '@toufang/ui';
import { draftKey as keyOf, newerDraft, readLocalDraft } from '../draft/draft-store';
import { creationDraftQuery } from '../queries/draft-get';
import { creationTemplateQuery } from '../queries/template-get';
import { debugBypass } from '../submit/use-submit';
import { CREATION_KIT_TEXTS as T } from '../texts';
import { SuccessView } from '../success/success-view';
import { creationTasksPath, editorPath, flowPath, type CreationFlowStep } from '../route/creation-paths';
import { CreationEditor, type EditorStart, type EditorStep } from './creation-editor';
import { completeBody, newBody } from './editor-state';

export interface CreationEditorPageProps {
  spec: CreationVariantSpec;
  /** The route's temp_id; read from the route when left out. */
  tempId?: string;
  /** baidu: which of the three steps this route is. */
  flowStep?: CreationFlowStep;
  /** Whether the 防出错 debug flag may bypass the check (development builds only). */
  development?: boolean;
  now?: () => number;
  draftDelayMs?: number;
}

/** The navigation state of a new template opened in place of a missing one (its notice). */
interface MissingState {
  templateMissing: true;
}
const isMissingState = (state: unknown) => (state as Partial<MissingState> | null)?.templateMissing === true;

interface CarriedState {
  body: CreationTemplateBody;
  name: string;
}

function carried(state: unknown): CarriedState | null {
  const s = state as Partial<CarriedState> | null;
  return s && typeof s === 'object' && s.body && typeof s.body === 'object' ? { body: s.body, name: typeof s.name === 'string' ? s.name : '' } : null;
}

const realNow = () => Date.now();

/**
 * A development build (Vite's import.meta.env.DEV, false in a production build). Typed here because the kit's
 * project does not load Vite's client types; the cast is gone once compiled, so Vite still replaces it.
 */
const DEVELOPMENT = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;

export function CreationEditorPage({ spec, tempId: givenId, flowStep, development = DEVELOPMENT, now = realNow, draftDelayMs }: CreationEditorPageProps) {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const tempId = givenId ?? params['temp_id'] ?? 'new';
  const templateId = /^[1-9]\d*$/.test(tempId) ? Number(tempId) : null;
  const key = keyOf(spec.media, spec.variant, templateId);
  const template = useQuery({ ...creationTemplateQuery(templateId ?? 0), enabled: templateId !== null && flowStep !== 'submit-success' });
  // An unreachable draft store is no draft: the local copy (if any) still counts.
  const serverDraft = useQuery({ ...creationDraftQuery(key), enabled: flowStep !== 'submit-success', retry: false });
  const [done, setDone] = useState<{ taskId: number | null; count: number } | null>(null);
  const debug = debugBypass(location.search, development);

  if (flowStep === 'submit-success' || done) {
    const taskId = done?.taskId ?? (Number(search.get('task')) || null);
    const count = done?.count ?? (Number(search.get('count')) || 0);
    return <SuccessView spec={spec} taskId={taskId} count={count} onAgain={() => navigate(editorPath(spec, tempId, flowStep ? 'basic-settings' : undefined))} onDelivery={() => navigate(-1)} />;
  }
  if ((templateId !== null && template.isPending) || serverDraft.isPending) {
    return (
      <main className="tf-creation" aria-label={T.EDITOR(spec.title)} aria-busy="true">
        <h1 className="tf-creation__title">{T.EDITOR(spec.title)}</h1>
        <Spin tip={T.LOADING} size="large" />
      </main>
    );
  }
  if (templateId !== null && template.isError) {
    return (
      <main className="tf-creation" aria-label={T.EDITOR(spec.title)}>
        <h1 className="tf-creation__title">{T.EDITOR(spec.title)}</h1>
        <LoadFailed message={T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void template.refetch()} />
      </main>
    );
  }
  const held = templateId !== null ? (template.data ?? null) : null;
  // A template the person does not have (removed, another company's, a colleague's personal one): a new
  // template of the variant, its own address and draft key, with the notice.
  if (templateId !== null && !held) return <Navigate to={editorPath(spec, 'new', flowStep)} replace state={{ templateMissing: true } satisfies MissingState} />;
  const missing = isMissingState(location.state);
  const base = held ? completeBody(held.body as unknown as CreationTemplateBody, spec, now()) : newBody(spec, now());
  const fromStep = carried(location.state);
  const draft = fromStep ? null : newerDraft(serverDraft.data ?? null, readLocalDraft(key));
  const start: EditorStart = {
    body: fromStep ? completeBody(fromStep.body, spec, now()) : draft ? completeBody(draft.body, spec, now()) : base,
    name: fromStep?.name ?? draft?.name ?? held?.name ?? '',
    shared: held?.shared ?? false,
    templateId: held?.id ?? null,
    discardTo: draft ? base : null,
  };
  const step: EditorStep | undefined = flowStep === 'preview-submit' ? 'preview' : flowStep === 'basic-settings' ? 'edit' : undefined;
  return (
    <>
      {missing ? <Banner type="warning" description={T.TEMPLATE_MISSING} closeIcon={null} /> : null}
      <CreationEditor
        // A new start (another template, a step's body) is a new editor.
        key={`${key}:${flowStep ?? ''}`}
        spec={spec}
        start={start}
        draftKey={key}
        step={step}
        onStep={
          flowStep
            ? (next, state) => navigate(flowPath(spec.media, next === 'preview' ? 'preview-submit' : 'basic-settings', tempId), { state })
            : undefined
        }
        onDone={(result) => {
          const tasks = creationTasksPath(spec.media);
          if (flowStep) navigate(`${flowPath(spec.media, 'submit-success', result.templateId ?? tempId)}?task=${result.taskId ?? ''}&count=${result.count}`);
          else if (result.taskId !== null && tasks) navigate(creationTasksPath(spec.media, result.taskId) ?? tasks);
          else setDone(result);
        }}
        onTemplateCreated={(id) => navigate(editorPath(spec, id, flowStep), { replace: true })}
        onBack={() => navigate(-1)}
        debug={debug}
        now={now}
        draftDelayMs={draftDelayMs}
      />
    </>
  );
}
