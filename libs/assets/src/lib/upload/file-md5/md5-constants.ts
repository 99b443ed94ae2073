// The browser's MD5 of a material (issue 20: "One material = one MD5 … computed in the browser in a worker,
// streamed, so a 500 MB video does not freeze the page"). The issue gives no figures: each is this project's
// choice, recorded in docs/decisions.md ("The browser's MD5 of a file").

export const MD5_HASHING = {
  /**
   * Bytes read and hashed at a time. 4 MiB amortises what each read costs (an asynchronous trip to the
   * browser's blob store, a WASM call): 125 reads for a 500 MB video. It keeps memory flat (one chunk being
   * hashed and the next being read, 8 MiB, whatever the file's size), and one chunk hashes in a few ms, so an
   * abort or a progress report waits that long at most, and the main-thread fallback's tasks stay far under 50 ms.
   */
  CHUNK_BYTES: 4 * 1024 * 1024,
  /** Progress is reported at most this often (and once at the end): a progress bar needs no more. */
  PROGRESS_INTERVAL_MS: 100,
  /** Files hashed at once by the shared queue: two cores' worth, so 50 picked files do not start 50 workers. */
  CONCURRENCY: 2,
} as const;

/** What a failed hash says (shown beside the file on the upload page). */
export const MD5_TEXTS = {
  ABORTED: '已取消计算 MD5',
  FAILED: (detail: string) => `无法计算文件的 MD5：${detail}`,
  CHANGED: '文件在读取时发生了变化，请重新选择文件',
  UNREADABLE: '文件读不出来（可能已被移动、删除或修改），请重新选择文件',
  WORKER_FAILED: '后台计算线程出错',
} as const;
