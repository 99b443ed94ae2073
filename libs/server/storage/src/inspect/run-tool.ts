// Runs ffprobe or ffmpeg (Debian's, installed by scripts/ensure-ffmpeg.sh) with a time bound; its output
// as bytes. A missing binary is the server's fault and says so; a timeout refuses the file.
import { execFile } from 'node:child_process';
import { INSPECT_LIMITS } from '../lib/constants';
import { InspectError, INSPECT_TEXTS } from './inspect-errors';

export interface ToolResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export function runTool(bin: string, args: readonly string[], signal?: AbortSignal): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: INSPECT_LIMITS.FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL', signal, windowsHide: true },
      (error, stdout, stderr) => {
        const failure = error as (NodeJS.ErrnoException & { killed?: boolean; code?: number | string }) | null;
        if (failure?.code === 'ENOENT') return reject(new InspectError('tool-missing', INSPECT_TEXTS.toolMissing(bin), { cause: error }));
        if (failure?.killed || failure?.name === 'AbortError') return reject(new InspectError('video-unreadable', INSPECT_TEXTS.videoUnreadable(INSPECT_TEXTS.timeout), { cause: error }));
        resolve({ code: typeof failure?.code === 'number' ? failure.code : failure ? 1 : 0, stdout, stderr: stderr.toString('utf8') });
      },
    );
  });
}
