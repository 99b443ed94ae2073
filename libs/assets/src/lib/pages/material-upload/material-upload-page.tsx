import { useEffect, useId, useMemo, useReducer, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, type MaterialKind, type MediaCode } from '@toufang/domain';
import { Banner, Button, Checkbox, PageFrame, Select } from '@toufang/ui';
import { labelListQuery } from '../../queries/label-list';
import { materialLimitsQuery } from '../../queries/material-limits';
import { materialPeopleQuery } from '../../queries/material-people';
import { readFileFacts } from '../../upload/file-facts';
import { useFileMd5s } from '../../upload/file-md5';
import { uploadMaterial, type UploadChoices } from '../../upload/material-upload';
import { MATERIAL_UPLOAD_TEXTS as T } from '../../terms';
import { UploadList, type UploadRow } from './upload-list';
import { batchSummary, fileProblem, itemView, largestBytes, limitsByMedia, limitsHint, nextToStart, toHash, uploadReducer, uploadRouteOf } from './upload-rules';
import './material-upload-page.css';

const NONE = '';

// No tick column: an option's accessible name is then exactly its label.
const untick = <O extends object>(option: O) => ({ ...option, showTick: false });

/** A batch setting with its words beside it; the Select is named by them (Semi's own name is its selection). */
function Setting({ label, children }: { label: string; children: (labelledBy: string) => ReactElement }) {
  const id = useId();
  return (
    <div className="tf-upload-field">
      <span id={id}>{label}</span>
      {children(id)}
    </div>
  );
}

/**
 * 上传素材 (material-library-upload-all/:uploadType, and the legacy material-library/:mediaCode/:uploadType for
 * one media): many images and videos at once, each read and checked in the browser against the chosen
 * media's limits before any byte is sent, its MD5 computed in a worker, then checked with the server (重复素材)
 * and uploaded, two at a time, with the batch's designer, labels and sharing.
 */
export default function MaterialUploadPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSubApp();
  const route = useMemo(() => uploadRouteOf(pathname), [pathname]);
  const limits = useQuery(materialLimitsQuery({}));
  const people = useQuery(materialPeopleQuery({}));
  const labelGroups = useQuery(labelListQuery());

  const targets = useMemo(() => limitsByMedia(limits.data ?? []), [limits.data]);
  const largest = useMemo(() => largestBytes(targets.values()), [targets]);
  const [chosenMedia, setChosenMedia] = useState<MediaCode | null>(null);
  const mediaCode = route.mediaCode ?? chosenMedia;
  const target = mediaCode ? (targets.get(mediaCode) ?? null) : null;

  const designers = people.data?.designers ?? [];
  // A designer uploading designs what they upload unless they name another designer; the server makes an
  // upload without one theirs, so 不指定 is offered only to the other roles.
  const ownDesign = designers.some((d) => d.id === user.userId) ? user.userId : undefined;
  const [designerChoice, setDesignerChoice] = useState<number | null | undefined>(undefined);
  const designerId = designerChoice === undefined ? ownDesign : (designerChoice ?? undefined);
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [shared, setShared] = useState(false);
  const choices = useRef<UploadChoices>({ labelIds: [], shared: false });
  choices.current = { designerId, labelIds, shared };
  const labelOptions = useMemo(() => (labelGroups.data ?? []).flatMap((g) => g.labels.map((l) => ({ value: l.id, label: `${g.name} / ${l.name}` }))), [labelGroups.data]);

  const [items, dispatch] = useReducer(uploadReducer, []);
  const nextId = useRef(1);
  const reading = useRef(new Set<number>());
  const uploads = useRef(new Map<number, AbortController>());
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // Refusals (null: allowed; undefined: not known yet, while the file or the media's limits are read).
  const problems = useMemo(() => {
    const known = new Map<number, string | null | undefined>();
    for (const item of items) {
      if (item.factsError) known.set(item.id, item.factsError);
      else if (item.facts && limits.data) known.set(item.id, fileProblem(item.facts, target, largest));
      else known.set(item.id, undefined);
    }
    return known;
  }, [items, limits.data, target, largest]);

  const hashing = useMemo(() => toHash(items, problems as ReadonlyMap<number, string | null>), [items, problems]);
  const md5s = useFileMd5s(hashing);
  const md5Of = useMemo(() => new Map(md5s.map((state) => [state.file, state])), [md5s]);

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    dispatch({ type: 'add', files, firstId: nextId.current });
    nextId.current += files.length;
  };

  // Each new file's facts, read once.
  useEffect(() => {
    for (const item of items) {
      if (item.facts || item.factsError || reading.current.has(item.id)) continue;
      reading.current.add(item.id);
      readFileFacts(item.file).then(
        (facts) => dispatch({ type: 'facts', id: item.id, facts }),
        (error: unknown) => dispatch({ type: 'factsFailed', id: item.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  }, [items]);

  // A finished hash gives its file the MD5.
  useEffect(() => {
    for (const item of items) {
      const state = md5Of.get(item.hashSource);
      if (!item.md5 && state?.status === 'done' && state.md5) dispatch({ type: 'hashed', id: item.id, md5: state.md5 });
    }
  }, [items, md5Of]);

  // The next uploads, at most two running.
  useEffect(() => {
    for (const item of nextToStart(items, problems as ReadonlyMap<number, string | null>)) {
      if (uploads.current.has(item.id) || !item.md5) continue;
      const job = new AbortController();
      uploads.current.set(item.id, job);
      dispatch({ type: 'checking', id: item.id });
      uploadMaterial(item.file, item.md5, choices.current, {
        signal: job.signal,
        onUploading: () => dispatch({ type: 'uploading', id: item.id }),
        onProgress: ({ loaded }) => dispatch({ type: 'progress', id: item.id, loaded }),
      })
        .then(
          (outcome) => dispatch({ type: outcome.kind, id: item.id, material: outcome.material }),
          (error: unknown) => {
            // Cancelled or removed here: the row already says so. Any other end (even an abort the page did
            // not ask for) is a failure the person can retry.
            if (job.signal.aborted) return;
            dispatch({ type: 'failed', id: item.id, error: error instanceof Error ? error.message : String(error) });
          },
        )
        .finally(() => {
          if (uploads.current.get(item.id) === job) uploads.current.delete(item.id);
        });
    }
  }, [items, problems]);

  // Leaving the page stops the uploads still running; the server keeps nothing of them.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const job of running.values()) job.abort();
      running.clear();
    };
  }, []);

  const stop = (id: number) => {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
  };
  const rows: UploadRow[] = items.map((item) => ({ item, view: itemView(item, md5Of.get(item.hashSource), problems.get(item.id)) }));
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const kinds: MaterialKind[] = route.uploadType === 'video' ? ['video', 'image'] : ['image', 'video'];
  const mediaName = route.mediaCode ? MEDIA_DISPLAY_NAMES[route.mediaCode] : null;

  return (
    <PageFrame title={mediaName ? T.MEDIA_TITLE(mediaName) : T.TITLE} extra={<Button onClick={() => navigate(route.libraryPath)}>{T.BACK}</Button>}>
      <section className="tf-upload-settings" aria-label={T.SETTINGS}>
        {route.mediaCode ? null : (
          <Setting label={T.TARGET}>
            {(labelledBy) => (
              <Select
                aria-labelledby={labelledBy}
                style={{ width: 180 }}
                value={chosenMedia ?? NONE}
                optionList={[{ value: NONE, label: T.TARGET_NONE }, ...MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] }))].map(untick)}
                onChange={(value) => setChosenMedia(value ? (value as MediaCode) : null)}
              />
            )}
          </Setting>
        )}
        <Setting label={T.DESIGNER}>
          {(labelledBy) => (
            <Select
              aria-labelledby={labelledBy}
              style={{ width: 160 }}
              value={designerId ?? NONE}
              optionList={[...(ownDesign === undefined ? [{ value: NONE, label: T.DESIGNER_DEFAULT }] : []), ...designers.map((d) => ({ value: d.id, label: d.name }))].map(untick)}
              onChange={(value) => setDesignerChoice(value === NONE ? null : Number(value))}
            />
          )}
        </Setting>
        <Setting label={T.LABELS}>
          {(labelledBy) => (
            <Select
              aria-labelledby={labelledBy}
              style={{ width: 320 }}
              multiple
              filter
              // The search box inside the select is named too (axe: an input needs a label).
              inputProps={{ 'aria-label': T.LABELS_SEARCH }}
              maxTagCount={3}
              placeholder={T.LABELS_PLACEHOLDER}
              value={labelIds}
              optionList={labelOptions.map(untick)}
              onChange={(value) => setLabelIds((value as number[]) ?? [])}
            />
          )}
        </Setting>
        <Checkbox checked={shared} onChange={(event) => setShared(Boolean(event.target.checked))}>
          {T.SHARED}
        </Checkbox>
      </section>
      {limits.isError ? <Banner type="danger" description={T.LIMITS_FAILED} closeIcon={null} /> : null}
      <div className="tf-upload-limits" aria-label={T.LIMITS}>
        {route.mediaCode ? null : <p className="tf-upload-limits__hint">{T.TARGET_HINT}</p>}
        {limits.data ? kinds.map((kind) => <p key={kind}>{limitsHint(target, largest, kind)}</p>) : null}
      </div>
      <div
        className={`tf-upload-drop${dragging ? ' tf-upload-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="tf-upload-drop__title">{T.DROP}</p>
        <p className="tf-upload-drop__hint">{T.DROP_HINT}</p>
        <Button theme="solid" type="primary" onClick={() => input.current?.click()}>
          {T.PICK}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={T.PICK}
          accept="image/*,video/*,.jpg,.jpeg,.png,.gif,.webp,.mp4,.mov,.avi,.webm"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="tf-upload-summary">
        <span>{rows.length > 0 ? batchSummary(rows.map((row) => row.view)) : null}</span>
        {rows.some((row) => row.view.status === 'done' || row.view.status === 'duplicate') ? (
          <Button size="small" onClick={() => dispatch({ type: 'clearFinished' })}>
            {T.CLEAR_FINISHED}
          </Button>
        ) : null}
      </div>
      <UploadList
        rows={rows}
        libraryPath={route.libraryPath}
        onCancel={(id) => {
          stop(id);
          dispatch({ type: 'cancel', id });
        }}
        onRetry={(id) => dispatch({ type: 'retry', id })}
        onRemove={(id) => {
          stop(id);
          dispatch({ type: 'remove', id });
        }}
      />
    </PageFrame>
  );
}
