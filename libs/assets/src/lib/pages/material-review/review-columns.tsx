// 素材审核's list: one row per material with its preview, designer, state (and 驳回 reason), who decided and
// when, its comments, and the verdict buttons for those who decide.
import { Button, Space, Tag, Typography, type DataTableColumn } from '@toufang/ui';
import { REVIEW_STATE_COLORS, REVIEW_STATES, REVIEW_TEXTS as T } from '../../review-terms';
import type { ReviewItem } from './material-review-rules';

export interface ReviewColumnActions {
  decide: boolean;
  onPreview(item: ReviewItem): void;
  onDetail(item: ReviewItem): void;
  onApprove(item: ReviewItem): void;
  onReject(item: ReviewItem): void;
}

export function ReviewStateTag({ state, reason }: { state: ReviewItem['state']; reason?: string | null }) {
  return (
    <Space vertical align="start" spacing={2}>
      <Tag color={REVIEW_STATE_COLORS[state]} size="small">
        {REVIEW_STATES[state]}
      </Tag>
      {reason ? (
        <Typography.Text size="small">
          {T.REASON}：{reason}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

export function reviewColumns({ decide, onPreview, onDetail, onApprove, onReject }: ReviewColumnActions): DataTableColumn<ReviewItem>[] {
  const C = T.COLUMNS;
  return [
    {
      key: 'preview',
      title: C.PREVIEW,
      width: 88,
      ellipsis: false,
      render: (_v, row) => (
        <button type="button" className="tf-material-thumb" onClick={() => onPreview(row)} aria-label={`${T.PREVIEW} ${row.material.name}`}>
          <img src={row.material.thumbnailUrl} alt="" loading="lazy" />
        </button>
      ),
    },
    { key: 'name', title: C.NAME, width: 220, render: (_v, row) => row.material.name },
    { key: 'designer', title: C.DESIGNER, width: 100, render: (_v, row) => row.material.designer?.name ?? '-' },
    { key: 'uploadTime', title: C.UPLOAD_TIME, width: 170, render: (_v, row) => row.material.uploadTime },
    { key: 'state', title: C.STATE, width: 220, ellipsis: false, render: (_v, row) => <ReviewStateTag state={row.state} reason={row.reason} /> },
    { key: 'deciderName', title: C.DECIDER, width: 130, render: (_v, row) => row.deciderName ?? '-' },
    { key: 'decidedAt', title: C.DECIDED_AT, width: 170, render: (_v, row) => row.decidedAt ?? '-' },
    { key: 'commentCount', title: C.COMMENTS, width: 70, render: (_v, row) => row.commentCount },
    {
      key: 'actions',
      title: C.ACTIONS,
      width: decide ? 200 : 90,
      fixed: 'right',
      ellipsis: false,
      render: (_v, row) => (
        <Space spacing={4}>
          <Button theme="borderless" size="small" onClick={() => onDetail(row)} aria-label={`${T.DETAIL} ${row.material.name}`}>
            {T.DETAIL}
          </Button>
          {decide ? (
            <>
              <Button theme="borderless" size="small" disabled={row.state === 'approved'} onClick={() => onApprove(row)} aria-label={`${T.APPROVE} ${row.material.name}`}>
                {T.APPROVE}
              </Button>
              {/* Not red: Semi's danger text on white falls short of 4.5:1 at this size; a reason is asked first. */}
              <Button theme="borderless" size="small" disabled={row.state === 'rejected'} onClick={() => onReject(row)} aria-label={`${T.REJECT} ${row.material.name}`}>
                {T.REJECT}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
}
