import { useState } from 'react';
// 素材审核's dialogs: 驳回 with its reason (for one or several materials), and a material's 详情: the preview,
// its state, the verdict buttons, the comments with a box to add one, and the history of its verdicts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { FormLayout, FormModal, TextAreaField, useForm } from '@toufang/form-kit';
import { Button, DeskModal, LoadFailed, MediaPreviewer, RefusalText, Space, Spin, Toast, Typography } from '@toufang/ui';
import { materialReviewQuery } from '../../queries/material-review';
import { materialReviewCommentMutation } from '../../queries/material-review-comment';
import { materialReviewDecideMutation } from '../../queries/material-review-decide';
import { REVIEW_STATES, REVIEW_TEXTS as T } from '../../review-terms';
import { ReviewStateTag } from './review-columns';
import type { ReviewItem } from './material-review-rules';
import type { Schemas } from '@toufang/api';

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));
const REASON_MAX = 200;
const COMMENT_MAX = 500;

const rejectSchema = z.object({ reason: z.string().check(z.refine((v) => v.trim().length > 0, { message: T.REASON_REQUIRED })) });

/**
 * 驳回: the reason for `count` materials. `send` gives the verdict (the desk's call or a guest's) and
 * settles when it is saved; its refusal shows in the dialog.
 */
export function RejectDialog({ count, send, onClose }: { count: number; send(reason: string): Promise<unknown>; onClose(): void }) {
  const form = useForm({ initial: { reason: '' }, schema: rejectSchema });
  const [pending, setPending] = useState(false);
  const submit = () =>
    form.submit(({ reason }) => {
      setPending(true);
      send(reason.trim())
        .then(() => form.saved(), form.refuse)
        .finally(() => setPending(false));
    });
  return (
    <FormModal visible width={480} title={T.REJECT_TITLE(count)} form={form} onCancel={onClose} onOk={submit} okText={T.REJECT} confirmLoading={pending}>
      <FormLayout>
        <TextAreaField form={form} name="reason" label={T.REASON} maxLength={REASON_MAX} placeholder={T.REASON_PLACEHOLDER} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

type Comment = Schemas['MaterialReviewComment'];

/** Comments oldest first, a guest's marked 访客. */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  if (comments.length === 0) return <Typography.Text type="tertiary">{T.NO_COMMENTS}</Typography.Text>;
  return (
    <ul className="tf-review-comments" aria-label={T.COMMENTS}>
      {comments.map((c) => (
        <li key={c.id}>
          <Typography.Text strong>{c.authorName}</Typography.Text>
          {c.guest ? <span className="tf-review-comments__guest">{T.GUEST}</span> : null}
          <Typography.Text type="tertiary" size="small" className="tf-review-comments__time">
            {c.time}
          </Typography.Text>
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

const commentSchema = z.object({ text: z.string().check(z.refine((v) => v.trim().length > 0, { message: T.COMMENT_REQUIRED })) });

/** A box to write a comment and its 发表评论 button; `send` calls `done` once the comment is saved. */
export function CommentBox({ send, pending }: { send(text: string, done: () => void): void; pending: boolean }) {
  const form = useForm({ initial: { text: '' }, schema: commentSchema });
  const submit = () => form.submit(({ text }) => send(text.trim(), () => (form.set('text', ''), form.saved())));
  return (
    <div className="tf-review-comment-box">
      <FormLayout>
        <TextAreaField form={form} name="text" label={T.COMMENTS} maxLength={COMMENT_MAX} placeholder={T.COMMENT_PLACEHOLDER} />
      </FormLayout>
      <Button theme="solid" loading={pending} onClick={submit}>
        {T.COMMENT_SEND}
      </Button>
    </div>
  );
}

/** A material's preview in the page (its thumbnail opens the previewer). */
export function MaterialPreview({ material, size = 160 }: { material: Pick<ReviewItem['material'], 'id' | 'kind' | 'name' | 'fileUrl' | 'thumbnailUrl' | 'posterUrl'>; size?: number }) {
  return (
    <MediaPreviewer
      type={material.kind === 'video' ? 'VIDEO' : 'IMAGE'}
      triggerSize={size}
      item={{ uuid: String(material.id), previewUrl: material.fileUrl, thumbnailUrl: material.thumbnailUrl, fileName: material.name, poster: material.posterUrl ?? undefined }}
    />
  );
}

/** 详情: one material's review, comments and history. */
export function DetailDialog({ materialId, decide, onClose, onReject, onChanged }: { materialId: number; decide: boolean; onClose(): void; onReject(): void; onChanged(): void }) {
  const queryClient = useQueryClient();
  const detail = useQuery(materialReviewQuery({ body: { materialId } }));
  const approve = useMutation(materialReviewDecideMutation);
  const comment = useMutation(materialReviewCommentMutation);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/material/review/detail'] });
    onChanged();
  };
  const item = detail.data?.item;
  return (
    <DeskModal visible width={760} title={T.DETAIL_TITLE} footer={null} onCancel={onClose}>
      {detail.isPending ? (
        <Spin />
      ) : detail.isError || !detail.data || !item ? (
        <LoadFailed message={detail.error ? message(detail.error) : T.DETAIL_FAILED} retryText={T.RETRY} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="tf-review-detail">
          <div className="tf-review-detail__head">
            <MaterialPreview material={item.material} />
            <Space vertical align="start">
              <Typography.Title heading={5}>{item.material.name}</Typography.Title>
              <Typography.Text type="tertiary">
                {item.material.width}×{item.material.height} · {item.material.designer?.name ?? '-'} · {item.material.uploadTime}
              </Typography.Text>
              <ReviewStateTag state={item.state} reason={item.reason} />
              {item.deciderName && item.decidedAt ? <Typography.Text type="tertiary">{T.DECIDED_BY(item.deciderName, item.decidedAt)}</Typography.Text> : null}
              {decide ? (
                <Space>
                  <Button
                    theme="solid"
                    disabled={item.state === 'approved'}
                    loading={approve.isPending}
                    onClick={() => approve.mutate({ materialIds: [materialId], verdict: 'approved' }, { onSuccess: () => (Toast.success(T.APPROVED(1)), refresh()), onError: (e) => Toast.error(message(e)) })}
                  >
                    {T.APPROVE}
                  </Button>
                  <Button disabled={item.state === 'rejected'} onClick={onReject}>
                    {T.REJECT}
                  </Button>
                </Space>
              ) : null}
            </Space>
          </div>
          <section aria-label={T.COMMENTS}>
            <Typography.Title heading={6}>{T.COMMENTS}</Typography.Title>
            <CommentList comments={detail.data.comments} />
            <CommentBox
              pending={comment.isPending}
              send={(text, done) => comment.mutate({ materialId, text }, { onSuccess: () => (Toast.success(T.COMMENTED), done(), refresh()), onError: (e) => Toast.error(message(e)) })}
            />
          </section>
          <section aria-label={T.HISTORY}>
            <Typography.Title heading={6}>{T.HISTORY}</Typography.Title>
            {detail.data.history.length === 0 ? (
              <Typography.Text type="tertiary">{T.NO_HISTORY}</Typography.Text>
            ) : (
              <ul className="tf-review-history">
                {detail.data.history.map((h, i) => (
                  <li key={`${h.time}-${i}`}>
                    {h.time} {h.deciderName} {REVIEW_STATES[h.state]}
                    {h.reason ? `：${h.reason}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </DeskModal>
  );
}
