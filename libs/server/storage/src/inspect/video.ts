// A video's facts from ffprobe (duration, resolution, bitrate, codecs), a check that every packet of the
// picture is in the file (ffmpeg demuxes it without decoding: a file cut short has an index pointing past
// its end), and a poster frame (ffmpeg) with its thumbnail (sharp).
import sharp from 'sharp';
import { INSPECT_LIMITS } from '../lib/constants';
import { thumbnailOf } from './image';
import { InspectError, INSPECT_TEXTS } from './inspect-errors';
import { runTool } from './run-tool';

export interface VideoFacts {
  /** As displayed: width and height swapped for a video a phone recorded on its side (rotation 90/270). */
  width: number;
  height: number;
  durationMs: number;
  /** Bits per second of the whole file. */
  bitrate: number;
  /** ffprobe's codec names, e.g. h264, hevc, vp8; aac. */
  videoCodec: string;
  audioCodec: string | null;
  /** Frames per second, or null when the file does not say. */
  frameRate: number | null;
  /** JPEG, the frame at INSPECT_LIMITS.POSTER_AT_S (or halfway through a shorter video), within the poster square. */
  poster: Buffer;
  /** WebP of the poster within the thumbnail square. */
  thumbnail: Buffer;
}

export interface VideoTools {
  ffprobe?: string;
  ffmpeg?: string;
  signal?: AbortSignal;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface Probe {
  streams?: ProbeStream[];
  format?: { duration?: string; bit_rate?: string; size?: string };
}

/** ffmpeg's words at level error for a file that ends before its index says it does. */
const TRUNCATED = /partial file|truncat|premature|unexpected end|end of file/i;

function unreadable(reason: string, cause?: unknown): InspectError {
  return new InspectError('video-unreadable', INSPECT_TEXTS.videoUnreadable(reason), { cause });
}

function frameRateOf(text: string | undefined): number | null {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return null;
  return Math.round((num / den) * 1000) / 1000;
}

function rotationOf(stream: ProbeStream): number {
  const raw = stream.side_data_list?.find((side) => typeof side.rotation === 'number')?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return (((Math.round(raw) % 360) + 360) % 360) as number;
}

async function probe(file: string, tools: VideoTools): Promise<Probe> {
  const result = await runTool(tools.ffprobe ?? 'ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], tools.signal);
  if (result.code !== 0) throw unreadable(result.stderr.trim().split('\n').pop() || '格式无法解析');
  try {
    return JSON.parse(result.stdout.toString('utf8')) as Probe;
  } catch (error) {
    throw unreadable('格式无法解析', error);
  }
}

/** Demuxes the picture without decoding it: fails on a file whose packets run past its end. */
async function checkComplete(file: string, tools: VideoTools): Promise<void> {
  const result = await runTool(tools.ffmpeg ?? 'ffmpeg', ['-v', 'error', '-nostdin', '-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-'], tools.signal);
  if (result.code !== 0 || TRUNCATED.test(result.stderr)) throw new InspectError('video-damaged', INSPECT_TEXTS.videoDamaged);
}

async function frameAt(file: string, seconds: number, tools: VideoTools): Promise<Buffer> {
  const max = INSPECT_LIMITS.POSTER_MAX_PX;
  // Within the poster square, never enlarged; ffmpeg turns a sideways phone video upright itself.
  const args = ['-v', 'error', '-nostdin', '-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', '-vf', `scale=w='min(${max},iw)':h='min(${max},ih)':force_original_aspect_ratio=decrease`, '-f', 'image2pipe', '-c:v', 'png', '-'];
  const result = await runTool(tools.ffmpeg ?? 'ffmpeg', args, tools.signal);
  return result.code === 0 ? result.stdout : Buffer.alloc(0);
}

export async function inspectVideo(file: string, tools: VideoTools = {}): Promise<VideoFacts> {
  const facts = await probe(file, tools);
  const picture = facts.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!picture?.width || !picture.height || !picture.codec_name) throw unreadable(INSPECT_TEXTS.noPicture);
  const seconds = Number(facts.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw unreadable(INSPECT_TEXTS.noDuration);
  await checkComplete(file, tools);

  const rotation = rotationOf(picture);
  const sideways = rotation === 90 || rotation === 270;
  const size = Number(facts.format?.size);
  const bitrate = Number(facts.format?.bit_rate) || (Number.isFinite(size) ? Math.round((size * 8) / seconds) : 0);
  const audio = facts.streams?.find((stream) => stream.codec_type === 'audio');

  // The first frame is often black: a second in, or halfway through a shorter video; the first frame if
  // the seek finds nothing (a file whose only key frame is the first).
  let frame = await frameAt(file, Math.min(INSPECT_LIMITS.POSTER_AT_S, seconds / 2), tools);
  if (frame.length === 0) frame = await frameAt(file, 0, tools);
  if (frame.length === 0) throw new InspectError('video-damaged', INSPECT_TEXTS.videoDamaged);
  const poster = await sharp(frame).jpeg({ quality: INSPECT_LIMITS.POSTER_JPEG_QUALITY }).toBuffer();

  return {
    width: sideways ? picture.height : picture.width,
    height: sideways ? picture.width : picture.height,
    durationMs: Math.round(seconds * 1000),
    bitrate,
    videoCodec: picture.codec_name,
    audioCodec: audio?.codec_name ?? null,
    frameRate: frameRateOf(picture.avg_frame_rate),
    poster,
    thumbnail: await thumbnailOf(poster),
  };
}
