// 账户排行 and 计划排行 (issue 24 "top accounts and plans"): the largest by 消耗, with their 展示, 点击 and 转化.
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { SandboxTag } from '@toufang/ui';
import { figureOf, formatFigure } from '../figures/figures';
import type { HomeSums } from '../queries/home';
import { COMPARE_METRICS, HOME_TEXTS } from '../texts';

export interface TopRow {
  key: string;
  name: string;
  media: MediaCode | null;
  sandbox?: boolean;
  sums: HomeSums;
}

export function TopTable({ label, nameTitle, rows }: { label: string; nameTitle: string; rows: readonly TopRow[] }) {
  return (
    <table className="tf-home-table" aria-label={label}>
      <thead>
        <tr>
          <th>{nameTitle}</th>
          <th>{HOME_TEXTS.media}</th>
          {COMPARE_METRICS.map((m) => (
            <th key={m.key}>{m.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              {row.name} {row.sandbox ? <SandboxTag /> : null}
            </td>
            <td>{row.media ? MEDIA_DISPLAY_NAMES[row.media] : '-'}</td>
            {COMPARE_METRICS.map((m) => (
              <td key={m.key}>{formatFigure(m.key, figureOf(m.key, row.sums))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
