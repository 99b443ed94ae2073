// The small JSON a generation folder keeps of what it holds, so a restart of the desk reuses the files
// instead of making them again: per spec id, the key it was made under (the spec itself, the generator
// version, the tools' versions and the font) and the file's MD5. A file is reused only when its key
// matches and its bytes still hash to the recorded MD5.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_FILES_GENERATOR_VERSION, DEMO_MANIFEST_FILE } from './constants';
import type { DemoMaterialSpec } from './plan';

export interface ManifestEntry {
  key: string;
  /** The file's name in the folder. */
  file: string;
  md5: string;
  size: number;
  width: number;
  height: number;
  durationMs?: number;
}

export interface Manifest {
  generator: number;
  files: Record<string, ManifestEntry>;
}

/** The folder's manifest, or an empty one when it is missing, unreadable or from another generator version. */
export async function readManifest(dir: string): Promise<Manifest> {
  const empty: Manifest = { generator: DEMO_FILES_GENERATOR_VERSION, files: {} };
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, DEMO_MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    if (parsed.generator !== DEMO_FILES_GENERATOR_VERSION || typeof parsed.files !== 'object' || parsed.files === null) return empty;
    return { generator: DEMO_FILES_GENERATOR_VERSION, files: parsed.files };
  } catch {
    return empty;
  }
}

/** Written beside and renamed over, so a crash never leaves half a manifest. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const target = path.join(dir, DEMO_MANIFEST_FILE);
  await writeFile(`${target}.partial`, `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(`${target}.partial`, target);
}

/** What a file is made under: a change to any part makes it a different file. */
export function entryKey(spec: DemoMaterialSpec, environment: string): string {
  return createHash('sha256').update(JSON.stringify(spec)).update('\n').update(environment).digest('hex');
}

/** The MD5 (hex) and length of a file, streamed. */
export async function md5OfFile(file: string): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { md5: hash.digest('hex'), size };
}

/** The entry's file, when it is there and still holds the recorded bytes; else null. */
export async function stillValid(dir: string, entry: ManifestEntry | undefined, key: string): Promise<ManifestEntry | null> {
  if (!entry || entry.key !== key) return null;
  try {
    const found = await md5OfFile(path.join(dir, entry.file));
    return found.md5 === entry.md5 && found.size === entry.size ? entry : null;
  } catch {
    return null;
  }
}
