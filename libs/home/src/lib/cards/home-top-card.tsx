// 首页's top 10 accounts and plans of today by 消耗 (home/figures).
import { useQuery } from '@tanstack/react-query';
import { homeFiguresQuery } from '../queries/home';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';
import { TopTable, type TopRow } from './top-table';

export function HomeTopCard({ of }: { of: 'accounts' | 'plans' }) {
  const { data, isPending, error, refetch } = useQuery(homeFiguresQuery());
  const rows: TopRow[] =
    of === 'accounts'
      ? (data?.topAccounts ?? []).map((a) => ({ key: String(a.accountId), name: a.name, media: a.media, sandbox: a.sandbox, sums: a.sums }))
      : (data?.topPlans ?? []).map((p) => ({ key: `${p.media}:${p.objectId}`, name: p.name, media: p.media, sums: p.sums }));
  const title = of === 'accounts' ? HOME_TEXTS.topAccounts : HOME_TEXTS.topPlans;
  return (
    <CardFrame title={title} isPending={isPending} error={error} onRetry={() => void refetch()} empty={rows.length === 0}>
      <TopTable label={title} nameTitle={of === 'accounts' ? HOME_TEXTS.account : HOME_TEXTS.plan} rows={rows} />
    </CardFrame>
  );
}
