// 推送's rules without React: which accounts the dialog offers (only media whose limits some chosen material
// fits, only live authorisations), what a choice sends and what it leaves out before any call, and how a
// push's results read.
import type { Schemas } from '@toufang/api';
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import type { MediaAccountOption } from '@toufang/ui';

export type PushTargets = Schemas['MaterialPushTargets'];
export type PushRun = Schemas['MaterialPushRun'];
export type PushResult = Schemas['MaterialPushResult'];

export const PUSH_TEXTS = {
  ACTION: '推送',
  TITLE: (count: number) => `推送素材（${count} 个）`,
  RESULT_TITLE: '推送结果',
  ACCOUNTS: '推送到账户',
  ACCOUNTS_PLACEHOLDER: '选择媒体账户',
  ACCOUNTS_REQUIRED: '请选择要推送到的媒体账户',
  MEDIA_CHECK: '媒体格式检查',
  MEDIA_ALL_FIT: '全部符合要求',
  MEDIA_REFUSES: (count: number, total: number) => (count === total ? '全部不符合要求，不能推送到该媒体' : `${count} 个不符合要求，不会推送：`),
  NO_ACCOUNTS: '没有可推送的媒体账户，请联系管理员为你分配账户',
  SUMMARY: (pairs: number, refused: number) => `将推送 ${pairs} 个素材 × 账户组合${refused > 0 ? `，其中 ${refused} 个不符合媒体要求，不会发送` : ''}`,
  START: '开始推送',
  STARTED: '推送任务已开始，可在任务中心查看',
  CLOSE: '关闭',
  LOAD_FAILED: '加载失败',
  RETRY: '重试',
  RESULTS: '推送明细',
  COLUMNS: { MATERIAL: '素材', MEDIA: '媒体', ACCOUNT: '账户', STATE: '状态', MEDIA_ID: '媒体素材ID', REASON: '原因' },
  STATES: { waiting: '等待推送', sent: '推送中', succeeded: '推送成功', refused: '推送失败' } as Record<PushResult['state'], string>,
  COUNTS: (run: Pick<PushRun, 'succeeded' | 'refused' | 'total' | 'done'>) => `成功 ${run.succeeded} 个，失败 ${run.refused} 个，共 ${run.total} 个`,
  RECORDS: '推送记录',
  RECORDS_TITLE: (name: string) => `推送记录：${name}`,
  RECORDS_EMPTY: '该素材还没有推送到任何媒体账户',
  REVIEW: '审核状态',
  QUALITY: '质量标签',
  PUSH_TIME: '推送时间',
} as const;

/** Media whose limits refuse every chosen material: their accounts are offered disabled. */
export function closedMedia(targets: PushTargets, materialCount: number): Set<MediaCode> {
  return new Set(targets.media.filter((m) => m.refused.length >= materialCount).map((m) => m.mediaCode));
}

/** The account picker's options: grouped by media, disabled when the media takes none of the materials or the authorisation is gone. */
export function accountOptions(targets: PushTargets, materialCount: number): MediaAccountOption[] {
  const closed = closedMedia(targets, materialCount);
  return targets.accounts.map((a) => ({
    mediaAccountId: a.id,
    mediaAccountName: a.authorised ? `${a.name}（${a.advertiserId}）` : `${a.name}（授权已失效）`,
    media: a.mediaCode,
    disabled: !a.authorised || closed.has(a.mediaCode),
  }));
}

/** The pairs a choice makes, and how many of them the media's limits refuse before any call. */
export function pushSummary(targets: PushTargets, materialCount: number, accountIds: readonly number[]): { pairs: number; refused: number } {
  const refusedOf = new Map(targets.media.map((m) => [m.mediaCode, m.refused.length]));
  let refused = 0;
  for (const id of accountIds) {
    const account = targets.accounts.find((a) => a.id === id);
    if (account) refused += refusedOf.get(account.mediaCode) ?? 0;
  }
  return { pairs: materialCount * accountIds.length, refused };
}

// How a run reads (its state for the job widgets, whether it still changes) is every push dialog's: @toufang/ui.
export { runIsLive, runJobState } from '@toufang/ui';

export const mediaName = (code: string) => MEDIA_DISPLAY_NAMES[code as MediaCode] ?? code;
