// The port's material vocabulary (the calls are MediaPort's, port.ts): a file sent to a media account (or pushed to many), the media's own material id,
// its review and quality labels, and its figures by day. Every media answers the same shapes; what differs
// (formats, sizes, shapes, batch sizes, the words of its labels) is in its limits and its adapter.
import type { MaterialFormat, MaterialKind, MaterialLimits } from '@toufang/domain';
import type { ReviewStatus } from '@toufang/server-db';

export type { MaterialFormat, MaterialKind, MaterialLimits };

/**
 * The file's bytes: the whole file, or a function that opens it as a stream of chunks (Node's Readable is
 * one). A function, so that a call the gateway retries reads the file again from its start.
 */
export type MaterialContent = Uint8Array | (() => AsyncIterable<Uint8Array>);

/** A file as the desk measured it from its content (never from its name), with its bytes. */
export interface MaterialUpload {
  kind: MaterialKind;
  /** The file's md5, 32 hex digits; the same file sent to the same account again answers the same material id. */
  signature: string;
  /** The type read from the content (jpg, png, mp4 …). */
  format: string;
  /** The name the media shows; it keeps the first name a file was sent under. */
  fileName: string;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
  /** Seconds (videos). */
  duration?: number;
  content: MaterialContent;
}

/** The quality verdicts the media puts on a material; `text` is the media's own word for it. */
export type MaterialQualityCode = 'first' | 'similar' | 'low_efficiency';

export interface MaterialQualityLabel {
  code: MaterialQualityCode;
  /** 首发素材, 同质化素材, 低效素材 … as the media says it. */
  text: string;
}

/** A material as the media keeps it in one account. */
export interface MediaMaterial {
  /** The media's material id (its ids' shape). */
  materialId: string;
  advertiserId: string;
  kind: MaterialKind;
  signature: string;
  format: string;
  fileName: string;
  width: number;
  height: number;
  size: number;
  duration: number | null;
  /** reviewing (审核中) → approved (审核通过) or rejected (审核拒绝) with a reason. */
  review: ReviewStatus;
  rejectReason: string | null;
  /** 审核中, 审核通过, 审核拒绝. */
  statusText: string;
  /** Empty until review approves it. */
  qualityLabels: MaterialQualityLabel[];
  /** ISO times; reviewedAt is null while under review. */
  createdAt: string;
  reviewedAt: string | null;
}

export interface ListMaterialsQuery {
  advertiserId: string;
  /** From a previous page's nextCursor. */
  cursor?: string;
  /** Page size; the media caps it at its page size. */
  limit?: number;
}

export interface MaterialPage {
  materials: MediaMaterial[];
  /** Absent at the last page. */
  nextCursor?: string;
}

/** Push: every material of the call to every account of the call (the accounts one authorisation covers). */
export interface MaterialPush {
  advertiserIds: string[];
  materials: MaterialUpload[];
}

/** One material × account of a push: the media's material id in that account, or its refusal. */
export type MaterialPushOutcome =
  | { advertiserId: string; signature: string; ok: true; materialId: string }
  | { advertiserId: string; signature: string; ok: false; mediaCode: string; reason: string };

export interface MaterialReportQuery {
  advertiserId: string;
  materialIds: string[];
  /** China dates, inclusive: YYYY-MM-DD. */
  from: string;
  to: string;
}

export type MaterialOutcome =
  | { key: string; ok: true; value: MediaMaterial }
  | { key: string; ok: false; mediaCode: string; reason: string };
