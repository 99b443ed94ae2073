// The push of a crowd (or a handpicked pack) to accounts: each account with the packs it holds and its media's
// cap, a full or unauthorised one not offered; the server checks each pair again and answers the refused ones.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import { Checkbox, DeskModal, Toast, Typography } from '@toufang/ui';
import { DMP_KEYS, dmpAccountsQuery, type DmpAccount } from '../queries/dmp';
import { DMP_TEXTS as D } from './dmp-terms';

export interface PushTarget {
  title: string;
  /** Only this media's accounts (a handpicked pack); absent: every media that takes uploads. */
  media?: MediaCode;
  /** Sends the chosen accounts; answers what the server queued and refused. */
  send(accountIds: number[]): Promise<{ queued: number; refused: { accountName: string; reason: string }[] }>;
}

const full = (a: DmpAccount) => a.perAccount !== null && a.packs >= a.perAccount;

export function PushDialog({ target, onClose }: { target: PushTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(dmpAccountsQuery({ body: target.media ? { media: target.media } : {} }));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<{ accountName: string; reason: string }[]>([]);
  const push = useMutation({ mutationFn: (ids: number[]) => target.send(ids) });
  const toggle = (id: number, on: boolean) => setChosen((was) => (on ? new Set([...was, id]) : new Set([...was].filter((x) => x !== id))));
  const ok = () =>
    push.mutate([...chosen], {
      onSuccess: (answer) => {
        for (const key of DMP_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
        if (answer.queued > 0) Toast.success(D.PUSH_STARTED(answer.queued));
        if (answer.refused.length > 0) setRefused(answer.refused);
        else onClose();
      },
    });
  const list = accounts.data ?? [];
  return (
    <DeskModal visible title={target.title} onCancel={onClose} onOk={ok} okButtonProps={{ disabled: chosen.size === 0 }} confirmLoading={push.isPending}>
      <Typography.Text strong>{D.PUSH_ACCOUNTS}</Typography.Text>
      {list.length === 0 && !accounts.isPending ? <Typography.Paragraph>{D.NO_ACCOUNTS}</Typography.Paragraph> : null}
      <ul className="dmp-push-accounts" aria-label={D.PUSH_ACCOUNTS}>
        {list.map((a) => (
          <li key={a.accountId}>
            <Checkbox checked={chosen.has(a.accountId)} disabled={full(a) || !a.authorized} onChange={(e) => toggle(a.accountId, e.target.checked === true)}>
              {`${MEDIA_REGISTRY[a.media].displayName} · ${a.accountName}`}
            </Checkbox>
            <Typography.Text type="tertiary" size="small">
              {' '}
              {!a.authorized ? D.PUSH_UNAUTHORIZED : full(a) && a.perAccount !== null ? D.PUSH_FULL(a.packs, a.perAccount) : D.PUSH_HELD(a.packs, a.perAccount)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {refused.length > 0 ? (
        <div role="alert">
          <Typography.Text type="danger">{D.PUSH_REFUSED}</Typography.Text>
          <ul>
            {refused.map((r) => (
              <li key={r.accountName}>{`${r.accountName}：${r.reason}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </DeskModal>
  );
}
