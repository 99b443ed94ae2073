// Every moving source a demo video may use draws the same frames on every run: a source with a random
// choice left open (gradients' points, for one) would change the videos' MD5s from run to run.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_SOURCES } from './constants';
import { demoMaterialPlan } from './plan';
import { videoArgs, videoSourceOf } from './video';

const run = promisify(execFile);
const [video] = demoMaterialPlan({ images: 0, videos: 1 });
if (!video) throw new Error('a video spec');

/** The MD5 of the decoded frames of one second of the source (ffmpeg's md5 muxer). */
async function framesMd5(source: string): Promise<string> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', `${source},trim=duration=1`, '-f', 'md5', '-'], { timeout: 120_000 });
  return stdout.trim();
}

describe('the videos’ moving sources', () => {
  it.each(DEMO_VIDEO_SOURCES.map((template, index) => [template.split('=')[0], index] as const))('%s draws the same frames twice, every placeholder filled', async (_, index) => {
    const source = videoSourceOf({ ...video, sourceIndex: index }, 64, 48);
    expect(source).not.toMatch(/[{}]/);
    const [a, b] = await Promise.all([framesMd5(source), framesMd5(source)]);
    expect(a).toMatch(/^MD5=[0-9a-f]{32}$/);
    expect(b).toBe(a);
  });

  it('asks ffmpeg for bit-exact, metadata-free output from one x264 thread', () => {
    const args = videoArgs(video, 'background.png', 'out.mp4');
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect([after('-threads'), after('-fflags'), after('-flags:v'), after('-flags:a'), after('-map_metadata')]).toEqual(['1', '+bitexact', '+bitexact', '+bitexact', '-1']);
    expect(after('-filter_complex')).toMatch(/^sws_flags=bitexact/);
    expect(after('-t')).toBe(String(video.durationS));
    expect(args.at(-1)).toBe('out.mp4');
  });
});
