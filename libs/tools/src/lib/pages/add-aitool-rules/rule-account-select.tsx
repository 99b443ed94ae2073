// The rule's accounts: the caller's accounts of the rule's media (the media-account page call, searched by name or
// id), picked with the media-account selector as the 防出错 editor picks them; the rule keeps the desk's ids.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { MediaAccountSelect, RefusalText, type MediaAccountOption } from '@toufang/ui';
import { scopeAccountsQuery } from '../../queries/error-prevention-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';

export function RuleAccountSelect({ id, media, value, onChange }: { id: string; media: MediaCode | null; value: number[]; onChange: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const accounts = useQuery({ ...scopeAccountsQuery(media ?? 'toutiao', keyword), enabled: media !== null });
  // Every account seen so far, so a chosen one stays shown whatever the search lists now.
  const [known, setKnown] = useState<ReadonlyMap<number, MediaAccountOption>>(new Map());
  useEffect(() => {
    const records = accounts.data?.records;
    if (!records?.length) return;
    setKnown(
      (prev) =>
        new Map([
          ...prev,
          ...records.map((r): [number, MediaAccountOption] => [r.id, { mediaAccountId: r.accountId, mediaAccountName: `${r.accountName}${r.sandbox ? ` ${T.SANDBOX}` : ''}`, media: r.mediaCode }]),
        ]),
    );
  }, [accounts.data]);
  const entries = useMemo(() => {
    const found = (accounts.data?.records ?? []).map((r) => r.id);
    const ids = [...value.filter((v) => !found.includes(v)), ...found];
    return ids.map((deskId) => ({ deskId, option: known.get(deskId) ?? { mediaAccountId: `#${deskId}`, mediaAccountName: `#${deskId}`, media: media ?? undefined } }));
  }, [accounts.data, known, value, media]);
  const keyOf = (deskId: number) => entries.find((e) => e.deskId === deskId)?.option.mediaAccountId ?? `#${deskId}`;
  const deskIdOf = (key: string | number) => entries.find((e) => String(e.option.mediaAccountId) === String(key))?.deskId;
  return (
    <div id={id}>
      <MediaAccountSelect
        aria-label={T.ACCOUNTS}
        multiple
        accounts={entries.map((e) => e.option)}
        value={value.map(keyOf)}
        disabled={media === null}
        loading={accounts.isFetching}
        onSearch={setKeyword}
        onChange={(keys) => onChange(keys.map(deskIdOf).filter((x): x is number => x !== undefined))}
        style={{ width: '100%' }}
      />
      {accounts.isError ? <RefusalText message={T.ACCOUNTS_LOAD_FAILED} /> : null}
    </div>
  );
}
