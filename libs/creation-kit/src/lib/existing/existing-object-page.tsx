// The update, copy and copyPlan routes (shell spec §2.3 hidden batch-creation routes; issue 22 "Update and copy"):
// an existing object read by creation/existing/load, then the editor in its update mode (the object changed in
// place) or its copy mode (the body of the object, its parents and children, created again in the accounts the
// person picks, with new names, through the same preview, 防出错 and submission). What `:id` and `:active` carry:
// docs/decisions.md "Issue 22: update and copy".
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { mediaPromotePath, type CreationTemplateBody, type CreationVariantSpec, type DeliveryLevel } from '@toufang/domain';
import { Banner, LoadFailed, Spin } from '@toufang/ui';
import { draftKey } from '../draft/draft-store';
import { CreationEditor, type EditorMode } from '../editor/creation-editor';
import { creationTasksPath } from '../route/creation-paths';
import { completeBody } from '../editor/editor-state';
import { creationExistingQuery } from '../queries/existing';
import { debugBypass } from '../submit/use-submit';
import { CREATION_KIT_TEXTS as T } from '../texts';
import { UpdateEditor } from './update-editor';

const X = T.EXISTING;

export interface ExistingObjectPageProps {
  /** The media's `<CODE>_CREATION`. */
  variants: readonly CreationVariantSpec[];
  mode: Exclude<EditorMode, 'create'>;
  /** copy: the object with its parents and children; copyPlan: from the top-level object, every child. */
  copyPlan?: boolean;
  /** The level the route opens (kuaishou's `:active`, toutiao's creative and group routes); else the object's own. */
  level?: DeliveryLevel;
  /** The object's media id; else the route's `:id`, else `?id=`. */
  id?: string;
  /** 快速修改: only name, status, budget and bid. */
  compact?: boolean;
  development?: boolean;
  now?: () => number;
}

const DEVELOPMENT = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
const realNow = () => Date.now();
const LEVELS = new Set<string>(['account', 'group', 'delivery-group', 'plan', 'unit', 'creative', 'project', 'ad', 'delivery-creative']);

export function ExistingObjectPage({ variants, mode, copyPlan = false, level: givenLevel, id: givenId, compact, development = DEVELOPMENT, now = realNow }: ExistingObjectPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const media = variants[0].media;
  const active = params['active'];
  const level = givenLevel ?? (active && LEVELS.has(active) ? (active as DeliveryLevel) : undefined);
  const id = givenId ?? params['id'] ?? search.get('id') ?? '';
  const validId = /^[0-9A-Za-z_-]{1,64}$/.test(id);
  const loaded = useQuery({ ...creationExistingQuery({ media, mode: copyPlan ? 'copyPlan' : mode, id, ...(level ? { level } : {}) }), enabled: validId, retry: false });
  const debug = debugBypass(location.search, development);
  const title = mode === 'update' ? X.UPDATE_TITLE('') : X.COPY_TITLE('');

  if (validId && loaded.isPending) {
    return (
      <main className="tf-creation" aria-label={title} aria-busy="true">
        <h1 className="tf-creation__title">{title}</h1>
        <Spin tip={X.LOADING} size="large" />
      </main>
    );
  }
  if (loaded.isError) {
    return (
      <main className="tf-creation" aria-label={title}>
        <h1 className="tf-creation__title">{title}</h1>
        <LoadFailed message={X.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void loaded.refetch()} />
      </main>
    );
  }
  const existing = loaded.data ?? null;
  const spec = existing ? variants.find((v) => v.variant === existing.variant) : undefined;
  if (!existing || !spec) {
    return (
      <main className="tf-creation" aria-label={title}>
        <h1 className="tf-creation__title">{title}</h1>
        <Banner type="warning" description={X.NOT_FOUND} closeIcon={null} />
      </main>
    );
  }
  const levelLabel = spec.levels.find((l) => l.level === existing.level)?.label ?? '';
  // Row actions open these routes in a tab of their own: back is the delivery table of the object's level.
  const toDelivery = () => navigate(`/${mediaPromotePath(media, `delivery/${existing.level}`)}`);
  if (mode === 'update') {
    return <UpdateEditor spec={spec} existing={existing} compact={compact} debug={debug} onBack={toDelivery} onDone={toDelivery} />;
  }
  const source = existing.body as unknown as CreationTemplateBody;
  const sourceAccount = source.accounts[0]?.name ?? '';
  // The copy starts without accounts: the person picks the target accounts (and their own per-account ids).
  const body = { ...completeBody(source, spec, now()), accounts: [] };
  const top = existing.objects[0];
  return (
    <CreationEditor
      key={`${existing.mode}:${existing.id}`}
      spec={spec}
      mode="copy"
      title={X.COPY_TITLE(spec.levels.find((l) => l.level === top?.level)?.label ?? levelLabel)}
      notice={<Banner type="info" description={X.COPY_FROM(top?.name ?? existing.name, sourceAccount)} closeIcon={null} />}
      start={{ body, name: X.COPY_TEMPLATE_NAME(top?.name ?? existing.name), shared: false, templateId: null, discardTo: null }}
      draftKey={draftKey(spec.media, spec.variant, null)}
      onDone={() => {
        const tasks = creationTasksPath(spec.media);
        if (tasks) navigate(tasks);
        else toDelivery();
      }}
      onTemplateCreated={() => undefined}
      onBack={toDelivery}
      debug={debug}
      now={now}
    />
  );
}
