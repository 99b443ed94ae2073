// What a push reads of a material and what it sends the media: one place for the 素材库's push (push.ts), its job
// (push-job.ts) and a push made within another write (push-now.ts).
import type { FileStorage } from '@toufang/server-context';
import type { MaterialUpload } from '@toufang/server-media';
import type { PushMaterial } from './push-plan';

/** The columns of `materials as m` a push needs. */
export const PUSH_FACT_COLUMNS = ['m.id', 'm.name', 'm.md5', 'm.kind', 'm.format', 'm.size_bytes', 'm.width', 'm.height', 'm.duration_ms'] as const;

/** A row of PUSH_FACT_COLUMNS as the push's facts (bigints as numbers, the md5 trimmed). */
export const pushFacts = (m: { id: string | number; name: string; md5: string; kind: 'image' | 'video'; format: string; size_bytes: string | number; width: number; height: number; duration_ms: number | null }): PushMaterial => ({
  id: Number(m.id),
  name: m.name,
  md5: m.md5.trim(),
  kind: m.kind,
  format: m.format,
  size: Number(m.size_bytes),
  width: m.width,
  height: m.height,
  durationMs: m.duration_ms,
});

/** The upload the media's pushMaterials takes: the facts, and the file's bytes read from the desk's storage. */
export function materialUpload(m: PushMaterial, storage: FileStorage, customerId: number): MaterialUpload {
  return {
    kind: m.kind,
    signature: m.md5,
    format: m.format,
    fileName: m.name,
    width: m.width,
    height: m.height,
    size: m.size,
    duration: m.durationMs === null ? undefined : m.durationMs / 1000,
    content: () => fileStream(storage, customerId, m.md5),
  };
}

/** The file's bytes from the desk's storage, opened again for every call that reads it. */
async function* fileStream(storage: FileStorage, customerId: number, md5: string): AsyncIterable<Uint8Array> {
  const read = await storage.get({ customerId, md5 });
  for await (const chunk of read.stream as AsyncIterable<Uint8Array>) yield chunk;
}
