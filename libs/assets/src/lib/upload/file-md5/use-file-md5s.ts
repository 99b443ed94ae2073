// useFileMd5s: the upload page's view of its picked files' MD5s, one state per file, hashed through a queue.
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from './md5-errors';
import { sharedMd5Queue, type Md5Queue } from './md5-queue';

export type FileMd5Status = 'waiting' | 'hashing' | 'done' | 'failed';

export interface FileMd5State {
  file: Blob;
  /** waiting: queued behind others; hashing: being read; done: md5 is set; failed: error is set. */
  status: FileMd5Status;
  /** Bytes hashed and the file's size (progress = done / total, 1 for an empty file once done). */
  done: number;
  total: number;
  progress: number;
  md5?: string;
  /** The Chinese sentence to show beside the file (Md5Error's message). */
  error?: string;
}

function initial(file: Blob): FileMd5State {
  return { file, status: 'waiting', done: 0, total: file.size, progress: 0 };
}

/**
 * The MD5 of each file of `files` (same order), each hashed once per File object while it stays in the list:
 * a file added later is queued, a file removed is aborted (a waiting one never starts), and unmounting aborts
 * them all. A new array with the same File objects starts nothing (keeping it stable only saves the effect a
 * pass). `queue` defaults to the page's shared queue (two files at once).
 */
export function useFileMd5s(files: readonly Blob[], options: { queue?: Md5Queue } = {}): FileMd5State[] {
  const queue = options.queue ?? sharedMd5Queue();
  const [states, setStates] = useState<ReadonlyMap<Blob, FileMd5State>>(() => new Map());
  const jobs = useRef(new Map<Blob, AbortController>());

  useEffect(() => {
    const current = jobs.current;
    const update = (file: Blob, job: AbortController, change: (state: FileMd5State) => FileMd5State) => {
      // A job that was aborted (file removed, or unmounted) no longer speaks for its file.
      if (current.get(file) !== job) return;
      setStates((before) => new Map(before).set(file, change(before.get(file) ?? initial(file))));
    };
    for (const file of new Set(files)) {
      if (current.has(file)) continue;
      const job = new AbortController();
      current.set(file, job);
      setStates((before) => new Map(before).set(file, initial(file)));
      queue
        .md5(file, {
          signal: job.signal,
          onStart: () => update(file, job, (state) => ({ ...state, status: 'hashing' })),
          onProgress: (done, total) => update(file, job, (state) => ({ ...state, status: 'hashing', done, total, progress: total > 0 ? done / total : 0 })),
        })
        .then(
          (md5) => update(file, job, (state) => ({ ...state, status: 'done', done: state.total, progress: 1, md5 })),
          (error: unknown) => {
            if (isAbortError(error)) return;
            update(file, job, (state) => ({ ...state, status: 'failed', error: error instanceof Error ? error.message : String(error) }));
          },
        );
    }
    const kept = new Set(files);
    const removed = [...current.keys()].filter((file) => !kept.has(file));
    for (const file of removed) {
      current.get(file)?.abort();
      current.delete(file);
    }
    if (removed.length > 0) setStates((before) => new Map([...before].filter(([file]) => kept.has(file))));
  }, [files, queue]);

  // Unmounting (or React's strict-mode rehearsal of it) aborts every job; a remount starts them again.
  useEffect(() => {
    const current = jobs.current;
    return () => {
      for (const job of current.values()) job.abort();
      current.clear();
    };
  }, []);

  return files.map((file) => states.get(file) ?? initial(file));
}
