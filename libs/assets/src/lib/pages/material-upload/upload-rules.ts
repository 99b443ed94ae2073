// 上传素材's rules, without React: which media a route checks against, a file's refusal before any byte is
// sent, each file's state (reading → waiting → hashing → checking → uploading → done / 重复素材, or refused,
// failed, cancelled), which files start next (at most two uploads at once), and the words of each state.
import {
  checkMaterialFile,
  formatBytes,
  isMediaCode,
  materialLimitsFromWire,
  materialProblemText,
  MEDIA_DISPLAY_NAMES,
  type MaterialKind,
  type MaterialLimits,
  type MediaCode,
} from '@toufang/domain';
import type { Schemas } from '@toufang/api';
import type { FileMd5State } from '../../upload/file-md5';
import { DESK_FORMATS, type FileFacts } from '../../upload/file-facts';
import type { Material } from '../../upload/material-upload';
import { MATERIAL_UPLOAD_TEXTS as T } from '../../terms';

/** Uploads (check, bytes, commit) running at once; the rest wait their turn (issue 20's 上传素材). */
export const MAX_UPLOADS = 2;

export type UploadType = 'image' | 'video';

/** What the route says: the legacy per-media route fixes the media; the -all route lets the person choose. */
export interface UploadRoute {
  mediaCode: MediaCode | null;
  uploadType: UploadType;
  /** Where 素材库 is, beside this page. */
  libraryPath: string;
}

export function uploadRouteOf(pathname: string): UploadRoute {
  const at = pathname.indexOf('/material-library');
  const libraryPath = `${at >= 0 ? pathname.slice(0, at) : ''}/material-library-all`;
  const legacy = /\/material-library\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const all = /\/material-library-upload-all\/([^/]+)\/?$/.exec(pathname);
  const type = (legacy?.[2] ?? all?.[1]) === 'video' ? 'video' : 'image';
  const media = legacy?.[1];
  return { mediaCode: media && isMediaCode(media) ? media : null, uploadType: type, libraryPath };
}

/** 素材库 showing one material, found by its MD5 (the library's keyword searches name, ID and MD5). */
export function materialLink(libraryPath: string, material: Pick<Material, 'md5'>): string {
  return `${libraryPath}?filters=${encodeURIComponent(JSON.stringify({ keyword: { value: material.md5 } }))}`;
}

export interface UploadTarget {
  mediaCode: MediaCode;
  name: string;
  limits: MaterialLimits;
}

export type MediaLimitsAnswer = Schemas['MaterialMediaLimits'];

/** The media's tables, by code, from listMaterialLimits. */
export function limitsByMedia(answer: readonly MediaLimitsAnswer[]): Map<MediaCode, UploadTarget> {
  return new Map(answer.map(({ mediaCode, ...wire }) => [mediaCode, { mediaCode, name: MEDIA_DISPLAY_NAMES[mediaCode], limits: materialLimitsFromWire(wire) }]));
}

/** The largest file any media takes: without a chosen media, nothing larger is worth sending (the server says the same). */
export function largestBytes(targets: Iterable<UploadTarget>): number {
  let largest = 0;
  for (const { limits } of targets) largest = Math.max(largest, limits.IMAGE.MAX_BYTES, limits.VIDEO.MAX_BYTES);
  return largest;
}

const KIND_LABEL: Readonly<Record<MaterialKind, string>> = { image: '图片', video: '视频' };

/**
 * Why a file with these facts may not be uploaded, or null. The desk's own check first (a type it stores),
 * then the chosen media's limits (type, size, shape, duration: checkMaterialFile's first broken limit, in
 * its words after the media's name); without a media, only the largest size any media takes.
 */
export function fileProblem(facts: FileFacts, target: UploadTarget | null, largest: number): string | null {
  const label = KIND_LABEL[facts.kind];
  if (!DESK_FORMATS[facts.kind].includes(facts.format)) {
    return materialProblemText({ rule: 'material_format', params: { label, value: facts.format, allowed: DESK_FORMATS[facts.kind].join('、') } });
  }
  if (!target) {
    if (facts.size > largest) return T.TOO_LARGE_FOR_ALL(formatBytes(facts.size), formatBytes(largest));
    return null;
  }
  if (facts.width === null || facts.height === null) return facts.videoUnreadable ?? null;
  const problem = checkMaterialFile(target.limits, { kind: facts.kind, format: facts.format, size: facts.size, width: facts.width, height: facts.height, ...(facts.duration !== null ? { duration: facts.duration } : {}) });
  return problem ? `${target.name}：${materialProblemText(problem)}` : null;
}

/** The limits of a media in a line per kind, for the page's hint. */
export function limitsHint(target: UploadTarget | null, largest: number, kind: MaterialKind): string {
  const label = KIND_LABEL[kind];
  if (!target) return `${label}：${DESK_FORMATS[kind].join('、')}${largest > 0 ? `，不超过 ${formatBytes(largest)}` : ''}`;
  const own = kind === 'image' ? target.limits.IMAGE : target.limits.VIDEO;
  const formats = own.FORMATS.filter((format) => DESK_FORMATS[kind].includes(format));
  const specs = own.SPECS.map((spec) => `${spec.NAME} ${spec.RATIO[0]}:${spec.RATIO[1]}（${spec.MIN[0]}×${spec.MIN[1]}${spec.MAX ? `～${spec.MAX[0]}×${spec.MAX[1]}` : '及以上'}）`).join('、');
  const duration = own.DURATION_S ? `，${own.DURATION_S.MIN}～${own.DURATION_S.MAX}秒` : '';
  return `${label}：${formats.join('、')}，不超过 ${formatBytes(own.MAX_BYTES)}${duration}；${specs}`;
}

// ---------- each file's state ----------

/** Where a file's upload stands once it may be sent (idle: not started, or waiting for its MD5 or a turn). */
export type UploadPhase = 'idle' | 'checking' | 'uploading' | 'done' | 'duplicate' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  file: File;
  /** What the MD5 queue hashes: the file, or a fresh slice of it when a failed hash is retried. */
  hashSource: Blob;
  /** null while the browser reads them. */
  facts: FileFacts | null;
  /** The file could not be used at all (empty, not an image or video, undecodable). */
  factsError?: string;
  md5?: string;
  phase: UploadPhase;
  /** Bytes sent of this upload. */
  loaded: number;
  material?: Material;
  error?: string;
}

export type UploadAction =
  | { type: 'add'; files: readonly File[]; firstId: number }
  | { type: 'facts'; id: number; facts: FileFacts }
  | { type: 'factsFailed'; id: number; error: string }
  | { type: 'hashed'; id: number; md5: string }
  | { type: 'checking'; id: number }
  | { type: 'uploading'; id: number }
  | { type: 'progress'; id: number; loaded: number }
  | { type: 'done'; id: number; material: Material }
  | { type: 'duplicate'; id: number; material: Material }
  | { type: 'failed'; id: number; error: string }
  | { type: 'cancel'; id: number }
  | { type: 'retry'; id: number }
  | { type: 'remove'; id: number }
  | { type: 'clearFinished' };

const RUNNING: ReadonlySet<UploadPhase> = new Set(['checking', 'uploading']);
const FINISHED: ReadonlySet<UploadPhase> = new Set(['done', 'duplicate']);

export const isRunning = (item: UploadItem) => RUNNING.has(item.phase);

export function uploadReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  if (action.type === 'add') {
    return [...items, ...action.files.map((file, i): UploadItem => ({ id: action.firstId + i, file, hashSource: file, facts: null, phase: 'idle', loaded: 0 }))];
  }
  if (action.type === 'clearFinished') return items.filter((item) => !FINISHED.has(item.phase));
  if (action.type === 'remove') return items.filter((item) => item.id !== action.id);
  return items.map((item) => (item.id === action.id ? change(item, action) : item));
}

function change(item: UploadItem, action: Exclude<UploadAction, { type: 'add' | 'clearFinished' | 'remove' }>): UploadItem {
  switch (action.type) {
    case 'facts':
      return { ...item, facts: action.facts };
    case 'factsFailed':
      return { ...item, factsError: action.error };
    case 'hashed':
      return { ...item, md5: action.md5 };
    case 'checking':
      return item.phase === 'idle' ? { ...item, phase: 'checking', loaded: 0, error: undefined } : item;
    case 'uploading':
      return item.phase === 'checking' ? { ...item, phase: 'uploading' } : item;
    case 'progress':
      return item.phase === 'uploading' ? { ...item, loaded: action.loaded } : item;
    // A late answer for a file already cancelled does not bring it back.
    case 'done':
      return isRunning(item) ? { ...item, phase: 'done', loaded: item.file.size, material: action.material } : item;
    case 'duplicate':
      return isRunning(item) ? { ...item, phase: 'duplicate', material: action.material } : item;
    case 'failed':
      return isRunning(item) ? { ...item, phase: 'failed', error: action.error } : item;
    case 'cancel':
      return item.phase === 'idle' || isRunning(item) ? { ...item, phase: 'cancelled', loaded: 0 } : item;
    case 'retry':
      // A hash that failed (or was cancelled before it ended) starts again on a fresh Blob of the same file.
      return item.phase === 'failed' || item.phase === 'cancelled' || (item.phase === 'idle' && !item.md5)
        ? { ...item, phase: 'idle', error: undefined, loaded: 0, hashSource: item.md5 ? item.hashSource : item.file.slice(0, item.file.size, item.file.type) }
        : item;
  }
}

/** A file the checks let through, not yet hashed, and not cancelled: what the MD5 queue should be hashing. */
export function toHash(items: readonly UploadItem[], problems: ReadonlyMap<number, string | null>): Blob[] {
  return items.filter((item) => item.facts && problems.get(item.id) === null && !item.md5 && item.phase === 'idle').map((item) => item.hashSource);
}

/** The files whose upload starts now: hashed, allowed, idle, first come first served, up to `max` running. */
export function nextToStart(items: readonly UploadItem[], problems: ReadonlyMap<number, string | null>, max = MAX_UPLOADS): UploadItem[] {
  const free = max - items.filter(isRunning).length;
  if (free <= 0) return [];
  return items.filter((item) => item.phase === 'idle' && item.md5 && problems.get(item.id) === null).slice(0, free);
}

// ---------- what a row shows ----------

export type FileStatus = 'reading' | 'refused' | 'waiting' | 'hashing' | 'queued' | 'checking' | 'uploading' | 'done' | 'duplicate' | 'failed' | 'cancelled';

export interface ItemView {
  status: FileStatus;
  /** The state in words (等待中, 计算MD5 42%, 上传中 63%, 已完成 …). */
  label: string;
  /** 0..100 while a progress bar is meaningful. */
  percent?: number;
  /** The reason of a refusal or failure, in Chinese. */
  reason?: string;
  canCancel: boolean;
  canRetry: boolean;
}

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0);

/** A row's state from the item, its MD5 state (while hashing) and its refusal (null: allowed; undefined: not known yet). */
export function itemView(item: UploadItem, md5: FileMd5State | undefined, problem: string | null | undefined): ItemView {
  const view = (status: FileStatus, label: string, extra: Partial<ItemView> = {}): ItemView => ({ status, label, canCancel: false, canRetry: false, ...extra });
  if (item.factsError) return view('refused', T.STATUS.refused, { reason: item.factsError });
  // A file already on its way, or in the library, keeps its state when another media is chosen afterwards.
  const started = isRunning(item) || FINISHED.has(item.phase);
  if (!started && (!item.facts || problem === undefined)) return view('reading', T.STATUS.reading);
  if (!started && problem) return view('refused', T.STATUS.refused, { reason: problem });
  switch (item.phase) {
    case 'checking':
      return view('checking', T.STATUS.checking, { canCancel: true });
    case 'uploading': {
      const percent = percentOf(item.loaded, item.file.size);
      // Every byte sent: the server now reads the file (type, dimensions, thumbnail) before it answers.
      if (percent === 100) return view('uploading', T.STATUS.processing, { percent, canCancel: true });
      return view('uploading', `${T.STATUS.uploading} ${percent}%`, { percent, canCancel: true });
    }
    case 'done':
      return view('done', T.STATUS.done);
    case 'duplicate':
      return view('duplicate', T.STATUS.duplicate);
    case 'failed':
      return view('failed', T.STATUS.failed, { reason: item.error, canRetry: true });
    case 'cancelled':
      return view('cancelled', T.STATUS.cancelled, { canRetry: true });
    case 'idle':
      break;
  }
  if (item.md5) return view('queued', T.STATUS.queued, { canCancel: true });
  if (md5?.status === 'failed') return view('failed', T.STATUS.failed, { reason: md5.error, canRetry: true });
  if (md5?.status === 'hashing') {
    const percent = Math.floor(md5.progress * 100);
    return view('hashing', `${T.STATUS.hashing} ${percent}%`, { percent, canCancel: true });
  }
  return view('waiting', T.STATUS.waiting, { canCancel: true });
}

/** The batch in a line: 共 5 个文件：已完成 2，重复 1 … (only the states that have files). */
export function batchSummary(views: readonly ItemView[]): string {
  const counts = new Map<FileStatus, number>();
  for (const view of views) counts.set(view.status, (counts.get(view.status) ?? 0) + 1);
  const parts = (Object.keys(T.SUMMARY) as (keyof typeof T.SUMMARY)[]).filter((status) => counts.get(status)).map((status) => `${T.SUMMARY[status]} ${counts.get(status)}`);
  return `${T.COUNT(views.length)}${parts.length ? `：${parts.join('，')}` : ''}`;
}
