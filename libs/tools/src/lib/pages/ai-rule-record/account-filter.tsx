// 执行记录's account filter: the accounts of the chosen media the caller sees (the media-account page call, as the
// rule editors pick accounts), searched by name or id; the value is the desk's account id.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isMediaCode } from '@toufang/domain';
import { Select } from '@toufang/ui';
import { scopeAccountsQuery } from '../../queries/error-prevention-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';

export function AccountFilter({ media, value, onChange, labelId }: { media: unknown; value: unknown; onChange: (value: unknown) => void; labelId: string }) {
  const [keyword, setKeyword] = useState('');
  const enabled = isMediaCode(media);
  const accounts = useQuery({ ...scopeAccountsQuery(enabled ? media : 'toutiao', keyword), enabled });
  const options = (accounts.data?.records ?? []).map((a) => ({ value: a.id, label: `${a.accountName}（${a.accountId}）${a.sandbox ? ` ${T.SANDBOX}` : ''}` }));
  return (
    <Select
      aria-labelledby={labelId}
      style={{ width: 260 }}
      filter
      remote
      showClear
      disabled={!enabled}
      placeholder={enabled ? undefined : T.PICK_MEDIA_FIRST}
      loading={accounts.isFetching}
      value={typeof value === 'number' ? value : undefined}
      optionList={options}
      onSearch={(text: string) => setKeyword(text.trim())}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}
