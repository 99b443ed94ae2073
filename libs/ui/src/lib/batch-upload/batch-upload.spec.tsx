import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchUpload, type BatchUploadCallOptions, type BatchUploadHandle, type BatchUploadProps, type BatchUploadRequest } from './batch-upload';
import type { BatchUploadStatus } from './batch-upload-rules';

/**
 * Stands in for the page's upload function (libs/api's createUploadRequest posts through the desk client;
 * it is tested there): records every call with its progress callback and signal; the test answers it.
 */
interface UploadCall {
  file: File;
  signal: AbortSignal;
  progress: (loaded: number, total: number) => void;
  respond: (body: unknown) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

let calls: UploadCall[] = [];
const upload = vi.fn<BatchUploadRequest>();

function pendingUpload(file: File, { onProgress, signal }: BatchUploadCallOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    calls.push({
      file,
      signal,
      progress: (loaded, total) => act(() => onProgress({ loaded, total })),
      respond: async (body) => act(async () => resolve(body)),
      fail: async (error) => act(async () => reject(error)),
    });
  });
}

function spreadsheet(name = '投放计划.xlsx', size = 2048): File {
  const file = new File(['x'], name, { type: 'application/vnd.ms-excel' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function choose(container: HTMLElement, file: File): Promise<UploadCall> {
  const before = calls.length;
  fireEvent.change(fileInput(container), { target: { files: [file] } });
  await waitFor(() => expect(calls.length).toBe(before + 1));
  return calls[calls.length - 1] as UploadCall;
}

const columns = [
  { title: '行号', dataIndex: 'row' },
  { title: '错误原因', dataIndex: 'reason' },
];

/** A caller that sets the state from the response, as a form would. */
function Harness(props: Partial<BatchUploadProps> & { initial?: BatchUploadStatus; handleRef?: React.Ref<BatchUploadHandle> }) {
  const { initial = 'none', handleRef, ...rest } = props;
  const [status, setStatus] = useState<BatchUploadStatus>(initial);
  return (
    <>
      <BatchUpload
        upload={upload}
        status={status}
        onStatusChange={setStatus}
        errorColumns={columns}
        {...rest}
        ref={handleRef}
      />
      <button type="button" onClick={() => setStatus('succeed')}>
        set-succeed
      </button>
      <button type="button" onClick={() => setStatus('portionSucceed')}>
        set-portion
      </button>
      <button type="button" onClick={() => setStatus('none')}>
        set-none
      </button>
    </>
  );
}

beforeEach(() => {
  calls = [];
  upload.mockReset();
  upload.mockImplementation(pendingUpload);
});

describe('BatchUpload: the upload (widgets spec §7)', () => {
  it('hands the chosen file to the page’s upload function with a progress callback and an abort signal', async () => {
    const { container } = render(<Harness />);
    const file = spreadsheet();
    const call = await choose(container, file);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(call.file).toBe(file);
    expect(call.signal.aborted).toBe(false);
  });

  it('shows the upload progress as a percentage, and the response percentage after success', async () => {
    const onProgress = vi.fn();
    const onSuccess = vi.fn();
    const { container } = render(<Harness onProgress={onProgress} onSuccess={onSuccess} />);
    const file = spreadsheet('计划.xlsx', 1536);
    const call = await choose(container, file);

    // The drop area gives way to the file row with name, size and progress.
    expect(screen.getByText('计划.xlsx')).toBeInTheDocument();
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    call.progress(50, 100);
    const during = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(during).toBeGreaterThan(0);
    expect(during).toBeLessThan(100);
    expect(onProgress).toHaveBeenLastCalledWith(during, file);

    // createUploadRequest resolves with the envelope's data; a raw body with data.percentage works too.
    await call.respond({ percentage: 87.5 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '87.5');
    expect(onSuccess).toHaveBeenCalledWith({ percentage: 87.5 }, file, 87.5);
  });

  it('clears no timer of the page while the progress moves', async () => {
    // In a browser an animation frame id and a timer id are small integers from two counters, so they meet by
    // chance; this frame id is the id of a page timer. A progress display that clears "its" timer by a frame
    // id stops that page timer (once it stopped the catalog's demo upload at 19%, left uploading forever).
    const pageTimerId = 424_242;
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(pageTimerId);
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const clearRepeat = vi.spyOn(globalThis, 'clearInterval');
    try {
      const { container } = render(<Harness />);
      const call = await choose(container, spreadsheet());
      call.progress(10, 100);
      call.progress(20, 100);
      call.progress(30, 100);
      expect(clearTimer).not.toHaveBeenCalledWith(pageTimerId);
      expect(clearRepeat).not.toHaveBeenCalledWith(pageTimerId);
    } finally {
      frame.mockRestore();
      clearTimer.mockRestore();
      clearRepeat.mockRestore();
    }
  });

  it('reads the percentage inside an envelope-shaped response too', async () => {
    const { container } = render(<Harness />);
    const call = await choose(container, spreadsheet());
    await call.respond({ code: 200, data: { percentage: 62.5 } });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62.5');
  });

  it('shows 100 after success when the response has no percentage', async () => {
    const onSuccess = vi.fn();
    const { container } = render(<Harness onSuccess={onSuccess} />);
    const call = await choose(container, spreadsheet());
    await call.respond(undefined);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(onSuccess.mock.calls[0]?.[2]).toBeUndefined();
  });

  it('reads a caller-named percentage field', async () => {
    const { container } = render(<Harness percentField="rate" />);
    const call = await choose(container, spreadsheet());
    await call.respond({ rate: 40 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('goes to error (失败) with the retry when the upload rejects, and reports the same error', async () => {
    const onError = vi.fn();
    const onStatusChange = vi.fn();
    const file = spreadsheet();
    const { container } = render(<BatchUpload upload={upload} status="none" onStatusChange={onStatusChange} onError={onError} />);
    const call = await choose(container, file);
    const failure = new Error('系统繁忙，请稍后重试！');
    await call.fail(failure);
    expect(onStatusChange).toHaveBeenCalledWith('error');
    expect(onError).toHaveBeenCalledWith(failure, file);
    expect(screen.getByText('失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新上传' })).toBeInTheDocument();
  });

  it('wraps a rejection that is no Error, and treats an upload function that throws at once the same way', async () => {
    const onError = vi.fn();
    const { container, unmount } = render(<Harness onError={onError} />);
    const call = await choose(container, spreadsheet());
    await call.fail('offline');
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('offline'));
    expect(screen.getByText('失败')).toBeInTheDocument();
    unmount();

    const thrown = new TypeError('bad action');
    const throwing = render(
      <Harness
        onError={onError}
        upload={() => {
          throw thrown;
        }}
      />,
    );
    fireEvent.change(fileInput(throwing.container), { target: { files: [spreadsheet()] } });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(onError.mock.calls[1]?.[0]).toBe(thrown);
    expect(screen.getByText('失败')).toBeInTheDocument();
  });

  it('aborts the running upload when the widget unmounts', async () => {
    const { container, unmount } = render(<Harness />);
    const call = await choose(container, spreadsheet());
    unmount();
    expect(call.signal.aborted).toBe(true);
  });
});

describe('BatchUpload: formats (widgets spec §8)', () => {
  it('accepts .xlsx, .xls and .csv by default and names them under the drop area', () => {
    const { container } = render(<Harness />);
    expect(fileInput(container)).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    expect(screen.getByText('点击或拖拽上传')).toBeInTheDocument();
    expect(screen.getByText('仅支持.xlsx,.xls,.csv文件上传')).toBeInTheDocument();
  });

  it('calls onFormatError with the file and uploads nothing for another format', async () => {
    const onFormatError = vi.fn();
    const { container } = render(<Harness onFormatError={onFormatError} />);
    const pdf = new File(['x'], '说明.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(container), { target: { files: [pdf] } });
    await waitFor(() => expect(onFormatError).toHaveBeenCalledWith(pdf));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByText('点击或拖拽上传')).toBeVisible();
  });

  it('accepts each default format', async () => {
    const onFormatError = vi.fn();
    const { container } = render(<Harness onFormatError={onFormatError} />);
    for (const name of ['a.xlsx', 'b.XLS', 'c.csv']) {
      await choose(container, spreadsheet(name));
      await userEvent.click(screen.getByRole('button', { name: `删除 ${name}` }));
    }
    expect(onFormatError).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('takes a caller accept list', async () => {
    const onFormatError = vi.fn();
    const { container } = render(<Harness accept=".csv" onFormatError={onFormatError} />);
    const xlsx = spreadsheet('a.xlsx');
    fireEvent.change(fileInput(container), { target: { files: [xlsx] } });
    await waitFor(() => expect(onFormatError).toHaveBeenCalledWith(xlsx));
    expect(screen.getByText('仅支持.csv文件上传')).toBeInTheDocument();
  });
});

describe('BatchUpload: result states (widgets spec §4)', () => {
  it('succeed hides the drop area and shows the file row with 成功', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const call = await choose(container, spreadsheet('成功.xlsx', 1024 * 1024));
    await call.respond({ percentage: 100 });
    await user.click(screen.getByRole('button', { name: 'set-succeed' }));
    expect(screen.getByText('点击或拖拽上传')).not.toBeVisible();
    expect(screen.getByText('成功.xlsx')).toBeInTheDocument();
    expect(screen.getByText('1.00 MB')).toBeInTheDocument();
    expect(screen.getByText('成功')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新上传' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '上传错误明细' })).not.toBeInTheDocument();
  });

  it('none clears the file and brings back the drop area', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const call = await choose(container, spreadsheet('清除.xlsx'));
    await call.respond({});
    await user.click(screen.getByRole('button', { name: 'set-succeed' }));
    await user.click(screen.getByRole('button', { name: 'set-none' }));
    expect(screen.queryByText('清除.xlsx')).not.toBeInTheDocument();
    expect(screen.getByText('点击或拖拽上传')).toBeVisible();
  });

  it('portionSucceed shows 部分成功, the retry and the error table paged by 50', async () => {
    const user = userEvent.setup();
    const errors = Array.from({ length: 51 }, (_, i) => ({ row: `第${i + 1}行`, reason: `原因${i + 1}` }));
    const { container } = render(<Harness errors={errors} />);
    const call = await choose(container, spreadsheet());
    await call.respond({ percentage: 60 });
    await user.click(screen.getByRole('button', { name: 'set-portion' }));

    expect(screen.getByText('部分成功')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新上传' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: '上传错误明细' });
    expect(within(table).getByText('行号')).toBeInTheDocument();
    expect(within(table).getByText('错误原因')).toBeInTheDocument();
    expect(within(table).getByText('第50行')).toBeInTheDocument();
    expect(within(table).queryByText('第51行')).not.toBeInTheDocument();
    await user.click(within(table).getByText('2'));
    expect(within(table).getByText('第51行')).toBeInTheDocument();
  });

  it('error shows 失败 and the table; retry clears the file, goes to none and reports it', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onStatusChange = vi.fn();
    render(
      <BatchUpload
        upload={upload}
        status="error"
        errors={[{ row: '第2行', reason: '账户不存在' }]}
        errorColumns={columns}
        onRetry={onRetry}
        onStatusChange={onStatusChange}
      />,
    );
    expect(screen.getByText('失败')).toBeInTheDocument();
    // No file was chosen in this session: the row names the accepted formats.
    expect(screen.getByText('.xlsx,.xls,.csv文件')).toBeInTheDocument();
    expect(screen.getByText('账户不存在')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新上传' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onStatusChange).toHaveBeenCalledWith('none');
    expect(screen.queryByText('失败')).not.toBeInTheDocument();
    expect(screen.queryByText('账户不存在')).not.toBeInTheDocument();
    expect(screen.getByText('点击或拖拽上传')).toBeVisible();
  });

  it('keys error rows by a caller field when given', () => {
    render(
      <BatchUpload
        upload={upload}
        status="error"
        errors={[
          { id: 'a', row: '第2行', reason: 'r1' },
          { id: 'b', row: '第3行', reason: 'r2' },
        ]}
        errorColumns={columns}
        errorRowKey="id"
      />,
    );
    const rows = screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
    expect(rows.map((r) => r.getAttribute('data-row-key'))).toEqual(['a', 'b']);
  });

  it('reports missing column headers once and shows no headless table', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<BatchUpload upload={upload} status="portionSucceed" errors={[{ reason: 'x' }]} />);
    rerender(<BatchUpload upload={upload} status="portionSucceed" errors={[{ reason: 'x' }, { reason: 'y' }]} />);
    const ours = error.mock.calls.filter((c) => c[0] === 'BatchUpload: errorColumns is required when the error table is shown');
    expect(ours).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '上传错误明细' })).not.toBeInTheDocument();
    expect(screen.getByText('部分成功')).toBeInTheDocument();
  });

  it('shows no table for an error without rows', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BatchUpload upload={upload} status="error" />);
    expect(screen.queryByRole('region', { name: '上传错误明细' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalledWith('BatchUpload: errorColumns is required when the error table is shown');
  });

  it('remove clears the file and reports none', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { container } = render(<Harness onRemove={onRemove} />);
    await choose(container, spreadsheet('去掉.xlsx'));
    await user.click(screen.getByRole('button', { name: '删除 去掉.xlsx' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('去掉.xlsx')).not.toBeInTheDocument();
    expect(screen.getByText('点击或拖拽上传')).toBeVisible();
  });

  it('hides the remove action when not removable', () => {
    render(<BatchUpload upload={upload} status="succeed" removable={false} />);
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });

  it('aborts the upload of a removed file and ignores its late answer or failure', async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { container } = render(<Harness onSuccess={onSuccess} onError={onError} />);
    const first = await choose(container, spreadsheet('慢.xlsx'));
    await user.click(screen.getByRole('button', { name: '删除 慢.xlsx' }));
    expect(first.signal.aborted).toBe(true);
    await first.respond({ percentage: 100 });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('慢.xlsx')).not.toBeInTheDocument();

    const second = await choose(container, spreadsheet('又慢.xlsx'));
    await user.click(screen.getByRole('button', { name: '删除 又慢.xlsx' }));
    await second.fail(new Error('aborted'));
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByText('失败')).not.toBeInTheDocument();
    expect(screen.getByText('点击或拖拽上传')).toBeVisible();
  });

  it('shows the hint in the error colour after a failed upload', () => {
    const { rerender } = render(<BatchUpload upload={upload} status="succeed" hint="共导入 20 条" />);
    expect(screen.getByText('共导入 20 条')).not.toHaveClass('tf-batch-upload__hint--error');
    rerender(<BatchUpload upload={upload} status="error" hint="导入失败 3 条" />);
    expect(screen.getByText('导入失败 3 条')).toHaveClass('tf-batch-upload__hint--error');
  });
});

describe('BatchUpload: the submit check (widgets spec §5, §8)', () => {
  it('asks to select a file when nothing was uploaded', () => {
    const ref = createRef<BatchUploadHandle>();
    render(<Harness handleRef={ref} />);
    let result: string | null = null;
    act(() => {
      result = ref.current?.check() ?? null;
    });
    expect(result).toBe('请选择要上传的文件');
    expect(screen.getByRole('alert')).toHaveTextContent('请选择要上传的文件');
  });

  it('asks to re-upload after a failed upload, and passes after a successful one', async () => {
    const user = userEvent.setup();
    const ref = createRef<BatchUploadHandle>();
    render(<Harness handleRef={ref} initial="error" />);
    let result: string | null = null;
    act(() => {
      result = ref.current?.check() ?? null;
    });
    expect(result).toBe('请重新上传文件');
    expect(screen.getByRole('alert')).toHaveTextContent('请重新上传文件');

    await user.click(screen.getByRole('button', { name: 'set-succeed' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      result = ref.current?.check() ?? null;
    });
    expect(result).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to select a file while the chosen one is still being posted, and clears the message on a new choice', async () => {
    const ref = createRef<BatchUploadHandle>();
    const { container } = render(<Harness handleRef={ref} />);
    act(() => {
      ref.current?.check();
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await choose(container, spreadsheet());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    let result: string | null = null;
    act(() => {
      result = ref.current?.check() ?? null;
    });
    expect(result).toBe('请选择要上传的文件');
  });
});

describe('BatchUpload: keyboard', () => {
  it('opens the file dialog from the drop area with Enter and Space', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const click = vi.spyOn(fileInput(container), 'click').mockImplementation(() => undefined);
    const area = container.querySelector<HTMLElement>('.semi-upload-drag-area');
    area?.focus();
    expect(area).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });
});
