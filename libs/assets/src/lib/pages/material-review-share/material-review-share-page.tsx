import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import { pageTitle } from '@toufang/domain';
import { Button, EmptyPlaceholder, Input, RefusalText, Space, Spin, Tag, Toast, Typography } from '@toufang/ui';
import { materialReviewShareCommentMutation } from '../../queries/material-review-share-comment';
import { materialReviewShareDecideMutation } from '../../queries/material-review-share-decide';
import { materialReviewShareOpenMutation } from '../../queries/material-review-share-open';
import { SHARE_RIGHTS, REVIEW_TEXTS as T } from '../../review-terms';
import { ReviewStateTag } from '../material-review/review-columns';
import { CommentBox, CommentList, MaterialPreview, RejectDialog } from '../material-review/review-dialogs';
import { openProblem, SHARE_CODES, type OpenProblem } from './material-review-share-rules';
import '../material-review/material-review-page.css';
import './material-review-share-page.css';

type View = Schemas['MaterialReviewShareView'];
type Shared = Schemas['SharedMaterial'];
const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

function PasswordPrompt({ problem, pending, onOpen }: { problem: string | null; pending: boolean; onOpen(password: string): void }) {
  const [password, setPassword] = useState('');
  const submit = () => (password ? onOpen(password) : undefined);
  return (
    <form
      className="tf-review-guest__password"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Typography.Title heading={5}>{T.PASSWORD_PROMPT}</Typography.Title>
      <Input mode="password" autoFocus aria-label={T.PASSWORD_ENTER} placeholder={T.PASSWORD_ENTER} value={password} maxLength={32} onChange={(v: string) => setPassword(v)} onEnterPress={submit} />
      <RefusalText message={problem} />
      <Button htmlType="submit" theme="solid" type="primary" loading={pending} disabled={!password}>
        {T.OPEN}
      </Button>
    </form>
  );
}

function SharedCard({ material, view, token, onChange, onStale }: { material: Shared; view: View; token: string; onChange(m: Shared): void; onStale(error: unknown): void }) {
  const decide = useMutation(materialReviewShareDecideMutation);
  const comment = useMutation(materialReviewShareCommentMutation);
  const [rejecting, setRejecting] = useState(false);
  const failed = (e: unknown) => (isApiError(e) && (e.code === SHARE_CODES.UNUSABLE || e.code === SHARE_CODES.PASSWORD) ? onStale(e) : Toast.error(message(e)));
  const base = { token, accessKey: view.accessKey, materialId: material.id };
  return (
    <article className="tf-review-guest__card" aria-label={material.name}>
      <MaterialPreview material={material} size={220} />
      <div className="tf-review-guest__body">
        <Typography.Title heading={5}>{material.name}</Typography.Title>
        <Typography.Text type="tertiary">
          {material.width}×{material.height}
          {material.durationMs !== null ? ` · ${Math.round(material.durationMs / 1000)} 秒` : ''}
        </Typography.Text>
        <ReviewStateTag state={material.state} reason={material.reason} />
        {view.rights === 'approve' ? (
          <Space>
            <Button
              theme="solid"
              disabled={material.state === 'approved'}
              loading={decide.isPending}
              aria-label={`${T.APPROVE} ${material.name}`}
              onClick={() => decide.mutate({ ...base, verdict: 'approved' }, { onSuccess: (m) => (m ? onChange(m) : undefined, Toast.success(T.GUEST_APPROVED)), onError: failed })}
            >
              {T.APPROVE}
            </Button>
            <Button disabled={material.state === 'rejected'} aria-label={`${T.REJECT} ${material.name}`} onClick={() => setRejecting(true)}>
              {T.REJECT}
            </Button>
          </Space>
        ) : null}
        <section aria-label={`${T.COMMENTS} ${material.name}`}>
          <CommentList comments={material.comments} />
          <CommentBox
            pending={comment.isPending}
            send={(text, done) => comment.mutate({ ...base, text }, { onSuccess: (m) => (m ? onChange(m) : undefined, done(), Toast.success(T.COMMENTED)), onError: failed })}
          />
        </section>
      </div>
      {rejecting ? (
        <RejectDialog
          count={1}
          onClose={() => setRejecting(false)}
          send={(reason) =>
            decide.mutateAsync({ ...base, verdict: 'rejected', reason }).then((m) => {
              if (m) onChange(m);
              setRejecting(false);
              Toast.success(T.GUEST_REJECTED);
            })
          }
        />
      ) : null}
    </article>
  );
}

/**
 * 素材审核分享 (materialReviewShare, shell spec §2.3 and §2.4): the page a share link opens, without the main
 * layout and without a login. It asks for the password when the link has one, then shows the link's
 * materials with their previews, comments and (when the link allows) 通过 and 驳回. An unknown, expired or
 * revoked link says which, in the server's words.
 */
export default function MaterialReviewSharePage() {
  const token = useParams().id ?? '';
  const open = useMutation(materialReviewShareOpenMutation);
  const [view, setView] = useState<View | null>(null);
  const [problem, setProblem] = useState<OpenProblem | null>(null);
  const started = useRef<string | null>(null);
  const { mutate } = open;

  const openWith = (password?: string) =>
    mutate(password === undefined ? { token } : { token, password }, {
      onSuccess: (answer) => {
        setProblem(null);
        setView(answer ?? null);
      },
      onError: (e) => setProblem(openProblem(e, password !== undefined)),
    });

  useEffect(() => {
    document.title = pageTitle(T.SHARE_PAGE_TITLE);
    if (started.current === token) return;
    started.current = token;
    mutate({ token }, { onSuccess: (answer) => setView(answer ?? null), onError: (e) => setProblem(openProblem(e, false)) });
  }, [token, mutate]);

  const replace = (m: Shared) => setView((current) => (current ? { ...current, materials: current.materials.map((x) => (x.id === m.id ? m : x)) } : current));
  // A link revoked or expired meanwhile, or a password changed: show why, as on opening.
  const stale = (e: unknown) => {
    setView(null);
    setProblem(openProblem(e, false));
  };

  return (
    <main className="tf-review-guest">
      <header className="tf-review-guest__header">
        <Typography.Title heading={3}>{T.SHARE_PAGE_TITLE}</Typography.Title>
        {view ? (
          <Space>
            <Typography.Text type="tertiary">{T.SHARED_BY(view.sharerName, view.guestName, view.expiresAt)}</Typography.Text>
            <Tag>{SHARE_RIGHTS[view.rights]}</Tag>
          </Space>
        ) : null}
      </header>
      {view ? (
        view.materials.length === 0 ? (
          <EmptyPlaceholder text={T.SHARE_EMPTY} />
        ) : (
          <div className="tf-review-guest__list">
            {view.materials.map((m) => (
              <SharedCard key={m.id} material={m} view={view} token={token} onChange={replace} onStale={stale} />
            ))}
          </div>
        )
      ) : problem?.kind === 'unusable' ? (
        <div role="alert" className="tf-review-guest__problem">
          <EmptyPlaceholder text={<Typography.Title heading={5}>{problem.message}</Typography.Title>} />
        </div>
      ) : problem?.kind === 'password' ? (
        <PasswordPrompt problem={problem.message} pending={open.isPending} onOpen={(password) => openWith(password)} />
      ) : problem?.kind === 'failed' ? (
        <div role="alert" className="tf-review-guest__problem">
          <RefusalText message={problem.message} />
          <Button onClick={() => openWith()}>{T.RETRY}</Button>
        </div>
      ) : (
        <Spin tip={T.OPENING} />
      )}
    </main>
  );
}
