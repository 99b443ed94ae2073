// Batch spreadsheet upload (widgets spec §2, §4, §5, §7, §8, §9). Semi's Upload gives the drop area and the
// format check; the file goes to the page's `upload` function (libs/ui does no network I/O: the page builds
// it with libs/api's createUploadRequest, which posts through the desk client with upload progress). This
// widget adds the progress, the result states, the retry action, the error table and the submit check.
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import Upload, { type UploadProps } from '@douyinfe/semi-ui-19/lib/es/upload';
import Progress from '@douyinfe/semi-ui-19/lib/es/progress';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { IconExcel, IconUpload } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, UPLOAD } from '@toufang/domain';
import {
  BATCH_UPLOAD_TEXTS,
  DEFAULT_ACCEPT,
  DEFAULT_PERCENT_FIELD,
  acceptHint,
  batchUploadView,
  checkBatchUpload,
  fallbackFileName,
  formatFileSize,
  needsReupload,
  readPercentage,
  type BatchUploadStatus,
  type UploadPhase,
} from './batch-upload-rules';
import './batch-upload.css';

export type BatchUploadErrorRow = Record<string, unknown>;

export interface BatchUploadHandle {
  /** The submit check: null when the upload succeeded, otherwise the message, which the widget also shows. */
  check: () => string | null;
}

export interface BatchUploadProgress {
  loaded: number;
  total: number;
}

export interface BatchUploadCallOptions {
  /** Bytes sent so far; the widget shows them as a percentage. */
  onProgress: (progress: BatchUploadProgress) => void;
  /** Aborted when the file is removed, retried or the widget unmounts; the widget ignores the late answer. */
  signal: AbortSignal;
}

/**
 * Posts the chosen file (widgets spec §7: the action URL, headers and extra data are the page's) and
 * resolves with the success response; a rejection is a failed request. Built by the page, e.g.
 * `createUploadRequest({ action, headers, data })` from libs/api.
 */
export type BatchUploadRequest = (file: File, options: BatchUploadCallOptions) => Promise<unknown>;

export interface BatchUploadProps {
  /** Posts the file (widgets spec §7). */
  upload: BatchUploadRequest;
  /** Accepted formats, as the file input's accept attribute. */
  accept?: string;
  disabled?: boolean;
  /**
   * The result state (widgets spec §4), set by the caller from the response. The widget mirrors it and reports
   * its own changes (retry and remove go to none, a failed request to error) through onStatusChange.
   */
  status?: BatchUploadStatus;
  onStatusChange?: (status: BatchUploadStatus) => void;
  /** Rows of the error table shown with portionSucceed and error. */
  errors?: BatchUploadErrorRow[];
  /** Column headers of the error table; required when there are error rows (widgets spec §5). */
  errorColumns?: ColumnProps<BatchUploadErrorRow>[];
  /** The row field that identifies an error row; rows are keyed by position otherwise. */
  errorRowKey?: string;
  /** The response field holding the percentage (widgets spec §7); 'percentage' by default. */
  percentField?: string;
  /** A note under the file row, in the error colour with portionSucceed and error. */
  hint?: ReactNode;
  /** Whether the file row has a remove action; on by default. */
  removable?: boolean;
  /** A chosen file whose format is not accepted (widgets spec §8). */
  onFormatError?: (file: File) => void;
  onProgress?: (percent: number, file: File) => void;
  /** The success response, the file, and the percentage read from the response (undefined when absent). */
  onSuccess?: (response: unknown, file: File, percentage: number | undefined) => void;
  /** The upload function rejected (the error it gave, or an Error wrapping a non-Error value). */
  onError?: (error: Error, file: File) => void;
  onRetry?: () => void;
  onRemove?: () => void;
  className?: string;
  ref?: Ref<BatchUploadHandle>;
}

interface ChosenFile {
  name: string;
  size: number;
}

type KeyedRow = BatchUploadErrorRow & { tfRowKey: string };

export function BatchUpload({
  upload,
  accept = DEFAULT_ACCEPT,
  disabled,
  status,
  onStatusChange,
  errors = [],
  errorColumns,
  errorRowKey,
  percentField = DEFAULT_PERCENT_FIELD,
  hint,
  removable = true,
  onFormatError,
  onProgress,
  onSuccess,
  onError,
  onRetry,
  onRemove,
  className,
  ref,
}: BatchUploadProps) {
  const [current, setCurrent] = useState<BatchUploadStatus>(status ?? 'none');
  const [seenStatus, setSeenStatus] = useState(status);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  // A new key remounts Semi's Upload (dropping its file list) and aborts the running upload, whose late
  // answer is then ignored; unmounting aborts it too.
  const [uploadKey, setUploadKey] = useState(0);
  const [reportedMissingColumns, setReportedMissingColumns] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [uploadKey],
  );

  // force: the user's own remove while uploading goes from none to none and must still clear the file.
  const enter = (next: BatchUploadStatus, force = false) => {
    if (next === current && !force) return;
    setCurrent(next);
    setMessage(null);
    if (next === 'none') {
      // none clears the file (widgets spec §4).
      setFile(null);
      setPhase('idle');
      setPercent(0);
      setUploadKey((k) => k + 1);
    }
  };

  // Follow the caller's state (the "adjust state while rendering" pattern: no extra render pass).
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status !== undefined) enter(status);
  }

  const leaveTo = (next: BatchUploadStatus) => {
    enter(next, true);
    if (next !== current) onStatusChange?.(next);
  };

  const fail = (error: unknown, f: File) => {
    leaveTo('error');
    onError?.(error instanceof Error ? error : new Error(String(error)), f);
  };
  // The upload settles after later renders: it reports through the latest state and callbacks.
  const latest = useRef({ upload, fail });
  useLayoutEffect(() => {
    latest.current = { upload, fail };
  });

  // Semi's Upload hands the chosen, accepted file here instead of posting it itself.
  const sendFile: NonNullable<UploadProps['customRequest']> = ({ fileInstance, onProgress: progress, onSuccess: succeed }) => {
    running.current?.abort(); // limit 1: a new file replaces the one still going
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const onProgress = (p: BatchUploadProgress) => {
      if (!signal.aborted) progress(p);
    };
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(latest.current.upload(fileInstance, { signal, onProgress }));
    } catch (error) {
      // An upload function that throws at once fails like one that rejects.
      pending = Promise.reject(error);
    }
    pending.then(
      (response) => {
        if (running.current === controller) running.current = null;
        if (!signal.aborted) succeed(response);
      },
      (error: unknown) => {
        if (running.current === controller) running.current = null;
        if (!signal.aborted) latest.current.fail(error, fileInstance);
      },
    );
  };

  useImperativeHandle(ref, () => ({
    check: () => {
      const result = checkBatchUpload(current);
      setMessage(result);
      return result;
    },
  }));

  const view = batchUploadView(current, phase, errors.length);
  const showTable = view.errorTable && Boolean(errorColumns?.length);
  if (view.errorTable && !errorColumns?.length && !reportedMissingColumns) {
    // A developer mistake, not the user's: report it once and leave the rest of the widget usable.
    console.error(BATCH_UPLOAD_TEXTS.ERROR_COLUMNS_MISSING);
    setReportedMissingColumns(true);
  }

  const rows: KeyedRow[] = showTable
    ? errors.map((row, index) => ({ ...row, tfRowKey: errorRowKey ? String(row[errorRowKey]) : String(index) }))
    : [];

  // Semi's drop area is a div with role=button that reacts to clicks only; open the file dialog on Enter/Space too.
  const onAreaKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if ((event.key === 'Enter' || event.key === ' ') && target.getAttribute('role') === 'button') {
      event.preventDefault();
      target.click();
    }
  };

  const failed = needsReupload(current);
  return (
    <div className={['tf-batch-upload', className ?? ''].filter(Boolean).join(' ')} data-status={current}>
      <div className="tf-batch-upload__area" hidden={!view.uploadArea} onKeyDown={onAreaKeyDown}>
        <Upload
          key={uploadKey}
          action=""
          accept={accept}
          disabled={disabled}
          customRequest={sendFile}
          draggable
          limit={1}
          showUploadList={false}
          dragIcon={<IconUpload size="extra-large" />}
          dragMainText={BATCH_UPLOAD_TEXTS.DRAG_MAIN}
          dragSubText={acceptHint(accept)}
          onAcceptInvalid={(files) => files.forEach((f) => onFormatError?.(f))}
          onFileChange={(files) => {
            const chosen = files[0];
            if (!chosen) return;
            setFile({ name: chosen.name, size: chosen.size });
            setPhase('uploading');
            setPercent(0);
            setMessage(null);
          }}
          onProgress={(value, f) => {
            setPercent(value);
            onProgress?.(value, f);
          }}
          onSuccess={(body: unknown, f) => {
            const read = readPercentage(body, percentField);
            setPhase('uploaded');
            setPercent(read ?? 100);
            onSuccess?.(body, f, read);
          }}
        />
      </div>

      {view.fileRow ? (
        <div className="tf-batch-upload__file">
          <IconExcel className="tf-batch-upload__file-icon" size="extra-large" aria-hidden />
          <span className="tf-batch-upload__file-name" title={file?.name ?? fallbackFileName(accept)}>
            {file?.name ?? fallbackFileName(accept)}
          </span>
          {file ? <span className="tf-batch-upload__file-size">{formatFileSize(file.size)}</span> : null}
          {view.progress ? (
            // motion off: Semi's number animation stops itself with clearTimeout(an animation frame id),
            // which stops whatever page timer has that id (once the catalog's demo upload, left at 19%).
            <Progress
              className="tf-batch-upload__progress"
              percent={percent}
              motion={false}
              showInfo
              aria-label={BATCH_UPLOAD_TEXTS.PROGRESS_LABEL}
              aria-valuetext={`${percent}%`}
            />
          ) : (
            <span className={`tf-batch-upload__state tf-batch-upload__state--${current}`}>{view.stateText}</span>
          )}
          <span className="tf-batch-upload__actions">
            {view.retry ? (
              <Button
                theme="borderless"
                size="small"
                onClick={() => {
                  leaveTo('none');
                  onRetry?.();
                }}
              >
                {BATCH_UPLOAD_TEXTS.RETRY}
              </Button>
            ) : null}
            {removable ? (
              <Button
                theme="borderless"
                type="danger"
                size="small"
                aria-label={`${BATCH_UPLOAD_TEXTS.REMOVE} ${file?.name ?? fallbackFileName(accept)}`}
                onClick={() => {
                  leaveTo('none');
                  onRemove?.();
                }}
              >
                {BATCH_UPLOAD_TEXTS.REMOVE}
              </Button>
            ) : null}
          </span>
        </div>
      ) : null}

      {hint && view.fileRow ? (
        <p className={['tf-batch-upload__hint', failed ? 'tf-batch-upload__hint--error' : ''].filter(Boolean).join(' ')}>{hint}</p>
      ) : null}

      {showTable ? (
        <section className="tf-batch-upload__errors" aria-label={BATCH_UPLOAD_TEXTS.ERROR_TABLE_LABEL}>
          <Table<KeyedRow>
            size="small"
            columns={errorColumns as ColumnProps<KeyedRow>[]}
            dataSource={rows}
            rowKey="tfRowKey"
            empty={DEFAULT_TEXTS.EMPTY_DATA}
            pagination={{ pageSize: UPLOAD.ERROR_TABLE_PAGE_SIZE }}
          />
        </section>
      ) : null}

      {message ? (
        <p className="tf-batch-upload__message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
