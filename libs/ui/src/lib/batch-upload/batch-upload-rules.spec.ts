import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD } from '@toufang/domain';
import {
  BATCH_UPLOAD_STATUS_TEXT,
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
} from './batch-upload-rules';

describe('constants of the batch upload (widgets spec §9)', () => {
  it('pages the error table by 50 and shows sizes in B, KB, MB with two decimals', () => {
    expect(UPLOAD.ERROR_TABLE_PAGE_SIZE).toBe(50);
    expect(UPLOAD.SIZE_UNITS).toEqual(['B', 'KB', 'MB']);
    expect(UPLOAD.SIZE_DECIMALS).toBe(2);
  });

  it('accepts the spreadsheet formats by default and reads the percentage field', () => {
    expect(DEFAULT_ACCEPT).toBe('.xlsx,.xls,.csv');
    expect(DEFAULT_PERCENT_FIELD).toBe('percentage');
    expect(acceptHint(DEFAULT_ACCEPT)).toBe('仅支持.xlsx,.xls,.csv文件上传');
    expect(fallbackFileName('.xlsx')).toBe('.xlsx文件');
  });
});

describe('formatFileSize (widgets spec §9)', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10 * 1024 + 512, '10.50 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [1024 * 1024, '1.00 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [1024 * 1024 * 1024, '1024.00 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives an empty text for sizes that are not sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('always uses one of B, KB, MB with exactly two decimals, and the smallest unit under 1024', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const text = formatFileSize(bytes);
        const match = /^(\d+)\.(\d{2}) (B|KB|MB)$/.exec(text);
        expect(match).not.toBeNull();
        const unit = match?.[3];
        const expected = bytes < 1024 ? 'B' : bytes < 1024 ** 2 ? 'KB' : 'MB';
        expect(unit).toBe(expected);
        const factor = unit === 'B' ? 1 : unit === 'KB' ? 1024 : 1024 ** 2;
        expect(Math.abs(Number(`${match?.[1]}.${match?.[2]}`) - bytes / factor)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('readPercentage (widgets spec §7)', () => {
  it('reads the field on the body, then on body.data', () => {
    expect(readPercentage({ percentage: 80 })).toBe(80);
    expect(readPercentage({ code: 200, data: { percentage: 42.5 } })).toBe(42.5);
    expect(readPercentage({ percentage: 10, data: { percentage: 90 } })).toBe(10);
  });

  it('accepts numeric strings, clamps to 0-100, and takes another field name', () => {
    expect(readPercentage({ percentage: '66.6' })).toBe(66.6);
    expect(readPercentage({ percentage: 130 })).toBe(100);
    expect(readPercentage({ percentage: -5 })).toBe(0);
    expect(readPercentage({ rate: 25 }, 'rate')).toBe(25);
  });

  it('is undefined when the response has no usable percentage', () => {
    expect(readPercentage(undefined)).toBeUndefined();
    expect(readPercentage('ok')).toBeUndefined();
    expect(readPercentage([80])).toBeUndefined();
    expect(readPercentage({})).toBeUndefined();
    expect(readPercentage({ percentage: '' })).toBeUndefined();
    expect(readPercentage({ percentage: 'abc' })).toBeUndefined();
    expect(readPercentage({ data: null })).toBeUndefined();
  });
});

describe('states and the submit check (widgets spec §4, §5, §8)', () => {
  it('names the states 成功, 部分成功 and 失败', () => {
    expect(BATCH_UPLOAD_STATUS_TEXT).toEqual({ none: '', succeed: '成功', portionSucceed: '部分成功', error: '失败' });
  });

  it('asks for a file until an upload succeeded, and for a new upload after a failed one', () => {
    expect(BATCH_UPLOAD_TEXTS.SELECT_FILE).toBe('请选择要上传的文件');
    expect(BATCH_UPLOAD_TEXTS.REUPLOAD).toBe('请重新上传文件');
    expect(checkBatchUpload('none')).toBe('请选择要上传的文件');
    expect(checkBatchUpload('succeed')).toBeNull();
    expect(checkBatchUpload('portionSucceed')).toBe('请重新上传文件');
    expect(checkBatchUpload('error')).toBe('请重新上传文件');
  });

  it('offers the retry only after a partial or failed upload', () => {
    expect(needsReupload('none')).toBe(false);
    expect(needsReupload('succeed')).toBe(false);
    expect(needsReupload('portionSucceed')).toBe(true);
    expect(needsReupload('error')).toBe(true);
  });

  it('shows the drop area with none and nothing chosen, the progress while a file is posted', () => {
    expect(batchUploadView('none', 'idle', 0)).toEqual({
      uploadArea: true,
      fileRow: false,
      progress: false,
      stateText: '',
      retry: false,
      errorTable: false,
    });
    expect(batchUploadView('none', 'uploading', 0)).toMatchObject({ uploadArea: false, fileRow: true, progress: true });
    expect(batchUploadView('none', 'uploaded', 0)).toMatchObject({ uploadArea: false, fileRow: true, progress: true });
  });

  it('hides the drop area with succeed and shows the file row with 成功, no retry, no table', () => {
    expect(batchUploadView('succeed', 'uploaded', 3)).toEqual({
      uploadArea: false,
      fileRow: true,
      progress: false,
      stateText: '成功',
      retry: false,
      errorTable: false,
    });
  });

  it('shows the retry and the error table (when there are rows) with portionSucceed and error', () => {
    expect(batchUploadView('portionSucceed', 'uploaded', 2)).toEqual({
      uploadArea: false,
      fileRow: true,
      progress: false,
      stateText: '部分成功',
      retry: true,
      errorTable: true,
    });
    expect(batchUploadView('error', 'idle', 1)).toMatchObject({ stateText: '失败', retry: true, errorTable: true });
    expect(batchUploadView('error', 'idle', 0)).toMatchObject({ retry: true, errorTable: false });
  });
});
