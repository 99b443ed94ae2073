import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { Checkbox, DeskModal, Empty, Input, LoadFailed, RefusalText, SandboxTag, Select, Space, Spin, Typography } from '@toufang/ui';
import { assignableAccountsQuery, type AssignableAccountRecord } from '../../queries/assignable-accounts';
import { setManagedUserAccountsMutation } from '../../queries/managed-user-accounts';
import type { ManagedUserRecord } from '../../queries/managed-users';
import { USER_MANAGE_TEXTS as T } from '../../terms';

const ALL = 'all';

/** The accessible name of an account's box: media, name and id (the journeys read the name back from it). */
export const accountLabel = (a: AssignableAccountRecord) => `${MEDIA_DISPLAY_NAMES[a.mediaCode]} ${a.accountName} ${a.accountId}`;

/**
 * 分配账户: the accounts the caller may assign (listAssignableAccounts), grouped by media, with a search and a
 * media choice; the set saved replaces the user's. Ids assigned before but no longer listed stay assigned.
 */
export function UserAccountsModal({ user, onClose, onSaved }: { user: ManagedUserRecord; onClose(): void; onSaved(): void }) {
  const accounts = useQuery(assignableAccountsQuery());
  const save = useMutation(setManagedUserAccountsMutation);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(user.accountIds));
  const [keyword, setKeyword] = useState('');
  const [media, setMedia] = useState<MediaCode | typeof ALL>(ALL);
  const [refusal, setRefusal] = useState<string | null>(null);

  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    return (accounts.data ?? []).filter(
      (a) => (media === ALL || a.mediaCode === media) && (!word || a.accountName.toLowerCase().includes(word) || a.accountId.includes(word)),
    );
  }, [accounts.data, keyword, media]);
  const groups = MEDIA_CODES.map((code) => ({ code, rows: shown.filter((a) => a.mediaCode === code) })).filter((g) => g.rows.length > 0);

  const toggle = (id: number, on: boolean) => {
    setRefusal(null);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  let body;
  if (accounts.isPending) body = <Spin />;
  else if (accounts.isError)
    body = (
      <LoadFailed message={T.ACCOUNTS_LOAD_FAILED} retryText={T.RETRY} onRetry={() => void accounts.refetch()} />
    );
  else if (groups.length === 0) body = <Empty description={(accounts.data ?? []).length === 0 ? T.ACCOUNTS_EMPTY : T.ACCOUNTS_NO_MATCH} />;
  else
    body = groups.map((group) => (
      <div key={group.code} role="group" aria-labelledby={`user-accounts-${group.code}`}>
        <div className="tf-user-pick__group" id={`user-accounts-${group.code}`}>
          {MEDIA_DISPLAY_NAMES[group.code]}
        </div>
        {group.rows.map((a) => (
          <div className="tf-user-pick__item" key={a.id}>
            {/* Without children Semi names the box by aria-label (with them, by the text beside it). */}
            <Checkbox aria-label={accountLabel(a)} checked={picked.has(a.id)} onChange={(e) => toggle(a.id, Boolean(e.target.checked))} />
            <span className="tf-user-pick__text" aria-hidden="true" onClick={() => toggle(a.id, !picked.has(a.id))}>
              {a.accountName}（{a.accountId}）{a.sandbox ? <SandboxTag /> : null}
            </span>
          </div>
        ))}
      </div>
    ));

  return (
    <DeskModal
      visible
      width={640}
      title={T.ACCOUNTS_TITLE}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() =>
        save.mutate({ userId: user.id, accountIds: [...picked] }, { onSuccess: onSaved, onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) })
      }
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <Typography.Text type="tertiary">{T.FOR_USER(T.USERNAME, `${user.name}（${user.username}）`)}</Typography.Text>
        <Space wrap>
          <Input aria-label={T.ACCOUNTS_SEARCH} placeholder={T.ACCOUNTS_SEARCH} value={keyword} onChange={setKeyword} showClear style={{ width: 240 }} />
          <Typography.Text id="user-accounts-media">{T.ACCOUNTS_MEDIA}</Typography.Text>
          <Select
            aria-labelledby="user-accounts-media"
            value={media}
            style={{ width: 160 }}
            optionList={[{ value: ALL, label: T.ALL_MEDIA, showTick: false }, ...MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code], showTick: false }))]}
            onChange={(value) => setMedia(value as MediaCode | typeof ALL)}
          />
          <Typography.Text type="tertiary" aria-live="polite">
            {T.ACCOUNTS_SELECTED(picked.size)}
          </Typography.Text>
        </Space>
        <div className="tf-user-pick" style={{ width: '100%' }}>
          {body}
        </div>
        <RefusalText message={refusal} />
      </Space>
    </DeskModal>
  );
}
