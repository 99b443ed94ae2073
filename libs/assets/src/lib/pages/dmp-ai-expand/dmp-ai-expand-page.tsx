// AI扩量 (数据平台 › ai-expand, issue 21): a lookalike of a seed crowd, made by the media in one account at a chosen
// level; the page says plainly that the media expands (no model of ours) and the size is the media's estimate.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DMP_LIMITS, MEDIA_REGISTRY } from '@toufang/domain';
import { Banner, Button, Input, InputNumber, PageFrame, Toast, Typography } from '@toufang/ui';
import { DmpSelect } from '../../dmp/dmp-select';
import { DMP_TEXTS as D, EXPAND_TEXTS as T } from '../../dmp/dmp-terms';
import { crowdExpandMutation, crowdQuery, crowdsQuery, DMP_KEYS } from '../../queries/dmp';
import '../../dmp/dmp.css';

export default function DmpAiExpandPage() {
  const queryClient = useQueryClient();
  const seeds = useQuery(crowdsQuery({ body: { current: 1, size: 100, state: 'available' } }));
  const [seedId, setSeedId] = useState<number | undefined>();
  const seed = useQuery({ ...crowdQuery(seedId ?? 0), enabled: seedId !== undefined });
  // Accounts where the seed's copy is ready: the media expands from it there.
  const accounts = (seed.data?.copies ?? []).filter((c) => c.lifecycle === 'available' || c.lifecycle === 'expiring');
  const [accountId, setAccountId] = useState<number | undefined>();
  const [level, setLevel] = useState(3);
  const [name, setName] = useState('');
  const expand = useMutation(crowdExpandMutation);
  const account = accounts.find((a) => a.accountId === accountId);
  const submit = () => {
    if (seedId === undefined || !account) return;
    expand.mutate(
      { seedCrowdId: seedId, media: account.media, accountId: account.accountId, level, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (crowd) => {
          Toast.success(T.DONE(crowd.name, crowd.size));
          for (const key of DMP_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
        },
      },
    );
  };
  return (
    <PageFrame title={T.TITLE}>
      <Banner className="dmp-statement" type="info" description={T.STATEMENT} closeIcon={null} />
      <section className="dmp-upload" aria-label={T.FORM}>
        <DmpSelect
            label={T.SEED}
            value={seedId}
            optionList={(seeds.data?.rows ?? []).map((c) => ({ value: c.id, label: `${c.name}（${(c.size ?? 0).toLocaleString('en-US')}）` }))}
            onChange={(v) => (setSeedId(Number(v)), setAccountId(undefined))}
            style={{ width: 260 }}
          />
        <DmpSelect
            label={T.ACCOUNT}
            value={accountId}
            disabled={seedId === undefined}
            optionList={accounts.map((a) => ({ value: a.accountId, label: `${MEDIA_REGISTRY[a.media].displayName} · ${a.accountName}` }))}
            onChange={(v) => setAccountId(Number(v))}
            style={{ width: 260 }}
          />
        <label className="dmp-field">
          <span>{T.LEVEL}</span>
          <InputNumber aria-label={T.LEVEL} min={DMP_LIMITS.EXPAND_LEVELS.MIN} max={DMP_LIMITS.EXPAND_LEVELS.MAX} value={level} onChange={(v) => setLevel(Number(v) || 1)} />
        </label>
        <label className="dmp-field">
          <span>{T.NAME}</span>
          <Input aria-label={T.NAME} value={name} maxLength={DMP_LIMITS.NAME_MAX_LENGTH} onChange={setName} />
        </label>
        <Button theme="solid" type="primary" disabled={!account} loading={expand.isPending} onClick={submit}>
          {T.SUBMIT}
        </Button>
      </section>
      <Typography.Paragraph type="tertiary">{`${T.SEED_HINT}；${T.LEVEL_HINT}`}</Typography.Paragraph>
      <Typography.Text type="tertiary" size="small">
        {D.SANDBOX_NOTE}
      </Typography.Text>
    </PageFrame>
  );
}
