// Pure rules of the batch spreadsheet upload (widgets spec §4, §5, §7, §8, §9): result states and their texts,
// the submit check, the size display and the percentage read from the success response.
import { UPLOAD } from '@toufang/domain';

/** Result states of an upload (widgets spec §4). */
export type BatchUploadStatus = 'none' | 'succeed' | 'portionSucceed' | 'error';

export const BATCH_UPLOAD_STATUSES: readonly BatchUploadStatus[] = ['none', 'succeed', 'portionSucceed', 'error'];

/** The displayed state texts (widgets spec §4). none shows no state text. */
export const BATCH_UPLOAD_STATUS_TEXT: Record<BatchUploadStatus, string> = {
  none: '',
  succeed: '成功',
  portionSucceed: '部分成功',
  error: '失败',
};

/**
 * The widget's texts. The spec gives the two messages in English only (widgets spec §5, §8); these are the
 * Chinese wordings chosen for them (docs/decisions.md).
 */
export const BATCH_UPLOAD_TEXTS = {
  SELECT_FILE: '请选择要上传的文件', // 'select the file to upload'
  REUPLOAD: '请重新上传文件', // 'please re-upload the file'
  RETRY: '重新上传', // the retry action of portionSucceed and error
  REMOVE: '删除', // removes the chosen file
  DRAG_MAIN: '点击或拖拽上传',
  ERROR_TABLE_LABEL: '上传错误明细',
  PROGRESS_LABEL: '上传进度',
  /** Developer error when the error table has rows but no column headers (widgets spec §5). */
  ERROR_COLUMNS_MISSING: 'BatchUpload: errorColumns is required when the error table is shown',
} as const;

/** The hint under the drop area, naming the accepted formats. */
export function acceptHint(accept: string): string {
  return `仅支持${accept}文件上传`;
}

/** The file name shown when a result state arrives without a chosen file (for example a restored result). */
export function fallbackFileName(accept: string): string {
  return `${accept}文件`;
}

/** Spreadsheet formats accepted unless the caller says otherwise. */
export const DEFAULT_ACCEPT = '.xlsx,.xls,.csv';

/** The response field holding the percentage (widgets spec §7 leaves it open; docs/decisions.md). */
export const DEFAULT_PERCENT_FIELD = 'percentage';

const BYTES_PER_STEP = 1024; // B → KB → MB

/**
 * A file size in B, KB or MB with two decimals (widgets spec §9): 0 → '0.00 B', 1023 → '1023.00 B',
 * 1024 → '1.00 KB', 1048576 → '1.00 MB'. MB is the largest unit, so 1 GiB shows as '1024.00 MB'.
 * A size that is not a finite, non-negative number gives ''.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= BYTES_PER_STEP && unit < UPLOAD.SIZE_UNITS.length - 1) {
    value /= BYTES_PER_STEP;
    unit += 1;
  }
  // The unit is chosen before rounding, so 1048575 B shows as '1024.00 KB' rather than '1.00 MB'.
  return `${value.toFixed(UPLOAD.SIZE_DECIMALS)} ${UPLOAD.SIZE_UNITS[unit]}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toPercent(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  return Math.min(100, Math.max(0, n));
}

/**
 * The percentage of a success response (widgets spec §7): the field on the body itself, else on body.data
 * (the desk's {code, data, message} envelope). Numbers and numeric strings count; the result is clamped to
 * 0-100. undefined when the response carries none.
 */
export function readPercentage(body: unknown, field: string = DEFAULT_PERCENT_FIELD): number | undefined {
  if (!isRecord(body)) return undefined;
  const own = toPercent(body[field]);
  if (own !== undefined) return own;
  return isRecord(body['data']) ? toPercent(body['data'][field]) : undefined;
}

/** Whether a state shows the retry action and the error table (widgets spec §4). */
export function needsReupload(status: BatchUploadStatus): boolean {
  return status === 'portionSucceed' || status === 'error';
}

/**
 * The submit check (widgets spec §5, §8): null when a file was uploaded with success; 'please re-upload the
 * file' after a failed or partly failed upload; otherwise (nothing uploaded yet, or still uploading)
 * 'select the file to upload'.
 */
export function checkBatchUpload(status: BatchUploadStatus): string | null {
  if (status === 'succeed') return null;
  if (needsReupload(status)) return BATCH_UPLOAD_TEXTS.REUPLOAD;
  return BATCH_UPLOAD_TEXTS.SELECT_FILE;
}

/** What the widget shows for a state and its upload phase. */
export type UploadPhase = 'idle' | 'uploading' | 'uploaded';

export interface BatchUploadView {
  /** The drop area; hidden once a file is chosen and in every result state (widgets spec §4). */
  uploadArea: boolean;
  /** The file row (name, size, state or progress). */
  fileRow: boolean;
  /** The progress bar, while the file is posted and until the caller sets a result. */
  progress: boolean;
  /** The state text: 成功, 部分成功 or 失败. */
  stateText: string;
  retry: boolean;
  /** The error table, when there are error rows to show. */
  errorTable: boolean;
}

export function batchUploadView(status: BatchUploadStatus, phase: UploadPhase, errorCount: number): BatchUploadView {
  if (status === 'none') {
    const busy = phase !== 'idle';
    return { uploadArea: !busy, fileRow: busy, progress: busy, stateText: '', retry: false, errorTable: false };
  }
  const failed = needsReupload(status);
  return {
    uploadArea: false,
    fileRow: true,
    progress: false,
    stateText: BATCH_UPLOAD_STATUS_TEXT[status],
    retry: failed,
    errorTable: failed && errorCount > 0,
  };
}
