// Copying a folder a database keeps writing (PGlite's data folder, for a backup) without holding the
// database still for the whole copy: first the whole folder asynchronously while the desk runs, then, with
// the database held still by `quiet`, only what changed since (PostgreSQL writes a few files between two
// checkpoints) and what disappeared. The second pass is synchronous and short: stats of about a thousand
// files and the copies of the changed ones.
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/** Slack on modification times: a file written just before the first pass started is copied again. */
const MTIME_SLACK_MS = 2_000;

export async function copyLiveFolder(
  source: string,
  target: string,
  quiet: (work: () => Promise<void>) => Promise<void>,
  skip: (name: string) => boolean = () => false,
): Promise<{ recopied: number }> {
  const since = Date.now() - MTIME_SLACK_MS;
  await cp(source, target, { recursive: true, filter: (file) => !skip(path.basename(file)) });
  let recopied = 0;
  await quiet(async () => {
    recopied = syncChanged(source, target, since, skip);
  });
  return { recopied };
}

function syncChanged(source: string, target: string, since: number, skip: (name: string) => boolean): number {
  let recopied = 0;
  mkdirSync(target, { recursive: true });
  const present = new Set<string>();
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    present.add(entry.name);
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) recopied += syncChanged(from, to, since, skip);
    else if (entry.isFile()) {
      const was = statSync(from);
      const copy = statSync(to, { throwIfNoEntry: false });
      if (!copy || copy.size !== was.size || was.mtimeMs >= since) {
        copyFileSync(from, to);
        recopied += 1;
      }
    }
  }
  for (const name of readdirSync(target)) if (!present.has(name)) rmSync(path.join(target, name), { recursive: true, force: true });
  return recopied;
}
