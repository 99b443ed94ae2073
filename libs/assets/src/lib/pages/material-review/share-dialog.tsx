// 分享: a link for the chosen materials (guest name, rights, expiry, optional password) that someone outside
// the desk opens without logging in, and the sharer's live links with copy and revoke.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { FormLayout, RadioField, SelectField, TextField, useForm } from '@toufang/form-kit';
import { Button, DeskModal, LoadFailed, RefusalText, Space, Spin, Tag, Toast, Typography } from '@toufang/ui';
import { materialReviewShareCreateMutation } from '../../queries/material-review-share-create';
import { materialReviewShareRevokeMutation } from '../../queries/material-review-share-revoke';
import { materialReviewSharesQuery } from '../../queries/material-review-shares';
import { SHARE_EXPIRY_DAYS, SHARE_RIGHTS, REVIEW_TEXTS as T } from '../../review-terms';
import { shareAddress } from './material-review-rules';
import type { Schemas } from '@toufang/api';

type Share = Schemas['MaterialReviewShare'];
const SHARES_KEY = ['/api/material/review/share/list'];
const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

const schema = z.object({
  guestName: z.string().check(z.refine((v) => v.trim().length > 0, { message: T.GUEST_NAME_REQUIRED })),
  rights: z.enum(['comment', 'approve']),
  expiresInDays: z.number(),
  password: z.string().check(z.refine((v) => v === '' || (v.length >= 4 && v.length <= 32), { message: T.PASSWORD_LENGTH })),
});

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LiveLink({ share }: { share: Share }) {
  const queryClient = useQueryClient();
  const revoke = useMutation(materialReviewShareRevokeMutation);
  const [confirming, setConfirming] = useState(false);
  const address = shareAddress(window.location.origin, share.path);
  return (
    <li className="tf-review-share">
      <Space vertical align="start" spacing={2}>
        <Space spacing={6}>
          <Typography.Text strong>{share.guestName}</Typography.Text>
          <Tag size="small">{SHARE_RIGHTS[share.rights]}</Tag>
          {share.hasPassword ? <Tag size="small">{T.HAS_PASSWORD}</Tag> : null}
          <Typography.Text type="tertiary" size="small">
            {T.EXPIRES(share.expiresAt)}
          </Typography.Text>
        </Space>
        <Typography.Text type="tertiary" size="small">
          {T.LINK_MATERIALS(share.materialCount, share.materialNames.join('、'))}
        </Typography.Text>
        <Typography.Text size="small" className="tf-review-share__address" aria-label={`${share.guestName} 的分享链接`}>
          {address}
        </Typography.Text>
      </Space>
      <Space>
        <Button size="small" onClick={() => void copy(address).then((ok) => (ok ? Toast.success(T.COPIED) : undefined))}>
          {T.COPY}
        </Button>
        {confirming ? (
          <>
            <Typography.Text type="warning" size="small">
              {T.REVOKE_CONFIRM}
            </Typography.Text>
            <Button
              size="small"
              type="danger"
              theme="solid"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate({ id: share.id }, { onSuccess: () => (Toast.success(T.REVOKED), void queryClient.invalidateQueries({ queryKey: SHARES_KEY })), onError: (e) => Toast.error(message(e)) })
              }
            >
              {T.REVOKE_OK}
            </Button>
            <Button size="small" onClick={() => setConfirming(false)}>
              {T.CANCEL}
            </Button>
          </>
        ) : (
          <Button size="small" type="danger" onClick={() => setConfirming(true)} aria-label={`${T.REVOKE} ${share.guestName}`}>
            {T.REVOKE}
          </Button>
        )}
      </Space>
    </li>
  );
}

/** The 分享 dialog: a new link for `ids` (when any are chosen) above the caller's live links. */
export function ShareDialog({ ids, onClose }: { ids: readonly number[]; onClose(): void }) {
  const queryClient = useQueryClient();
  const shares = useQuery(materialReviewSharesQuery({}));
  const create = useMutation(materialReviewShareCreateMutation);
  const form = useForm({ initial: { guestName: '', rights: 'approve' as 'comment' | 'approve', expiresInDays: 7, password: '' }, schema });
  const submit = () =>
    form.submit(({ guestName, rights, expiresInDays, password }) =>
      create.mutate(
        { materialIds: [...ids], guestName: guestName.trim(), rights, expiresInDays, ...(password ? { password } : {}) },
        {
          onSuccess: (share) => {
            form.saved();
            void queryClient.invalidateQueries({ queryKey: SHARES_KEY });
            if (!share) return;
            void copy(shareAddress(window.location.origin, share.path)).then((ok) => Toast.success(ok ? T.CREATED : T.CREATED_NO_COPY));
          },
          onError: form.refuse,
        },
      ),
    );
  return (
    <DeskModal visible width={720} title={T.SHARE_TITLE} footer={null} onCancel={onClose}>
      {ids.length > 0 ? (
        <section className="tf-review-share-form" aria-label={T.CREATE_LINK}>
          <Typography.Paragraph type="tertiary">{T.SHARE_MATERIALS(ids.length)}</Typography.Paragraph>
          <FormLayout>
            <TextField form={form} name="guestName" label={T.GUEST_NAME} maxLength={30} placeholder={T.GUEST_NAME_PLACEHOLDER} />
            <RadioField form={form} name="rights" label={T.RIGHTS} type="button" options={(['approve', 'comment'] as const).map((value) => ({ value, name: SHARE_RIGHTS[value] }))} />
            <SelectField form={form} name="expiresInDays" label={T.EXPIRY} options={SHARE_EXPIRY_DAYS.map((days) => ({ value: days, label: T.EXPIRY_DAYS(days) }))} />
            <TextField form={form} name="password" label={T.PASSWORD} hint={T.PASSWORD_HINT} maxLength={32} mode="password" autoComplete="new-password" />
            <RefusalText message={form.refusal} />
          </FormLayout>
          <Button theme="solid" type="primary" loading={create.isPending} onClick={submit}>
            {T.CREATE_LINK}
          </Button>
        </section>
      ) : null}
      <section aria-label={T.LIVE_LINKS}>
        <Typography.Title heading={6} className="tf-review-share-list__title">
          {T.LIVE_LINKS}
        </Typography.Title>
        {shares.isPending ? (
          <Spin />
        ) : shares.isError ? (
          <LoadFailed message={T.LINKS_FAILED} retryText={T.RETRY} onRetry={() => void shares.refetch()} />
        ) : (shares.data ?? []).length === 0 ? (
          <Typography.Text type="tertiary">{T.NO_LINKS}</Typography.Text>
        ) : (
          <ul className="tf-review-share-list">
            {(shares.data ?? []).map((share) => (
              <LiveLink key={share.id} share={share} />
            ))}
          </ul>
        )}
      </section>
    </DeskModal>
  );
}
