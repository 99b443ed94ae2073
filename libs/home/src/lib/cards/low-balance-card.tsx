// 余额不足账户 (issue 24 "accounts with low balance"): under the monitor's line, else under yesterday's 消耗.
import { useQuery } from '@tanstack/react-query';
import { formatYuan, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { SandboxTag } from '@toufang/ui';
import { homeListsQuery } from '../queries/home';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

export function LowBalanceCard({ media }: { media?: MediaCode }) {
  const { data, isPending, error, refetch } = useQuery(homeListsQuery());
  const rows = (data?.lowBalance ?? []).filter((r) => !media || r.media === media);
  return (
    <CardFrame title={HOME_TEXTS.lowBalance} isPending={isPending} error={error} onRetry={() => void refetch()} empty={rows.length === 0}>
      <table className="tf-home-table" aria-label={HOME_TEXTS.lowBalance}>
        <thead>
          <tr>
            <th>{HOME_TEXTS.account}</th>
            <th>{HOME_TEXTS.media}</th>
            <th>{HOME_TEXTS.balance}</th>
            <th>{HOME_TEXTS.line}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.accountId}>
              <td>
                {r.name} {r.sandbox ? <SandboxTag /> : null}
              </td>
              <td>{MEDIA_DISPLAY_NAMES[r.media]}</td>
              <td>{formatYuan(r.balance)}</td>
              <td>
                {formatYuan(r.line)} <small>{r.reason === 'monitor' ? HOME_TEXTS.belowMonitor : HOME_TEXTS.belowYesterday}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardFrame>
  );
}
