// 上传素材 on the server: one material per file per company. The browser sends the file's MD5 and size
// first (checkUpload): bytes the company already has are 重复素材 and are not sent again. Then the bytes
// come through the server (receiveUpload, verified while they arrive) or straight to the store
// (commitUpload, read back and verified); either way the desk reads what the file is from its content,
// stores it with its thumbnail and poster, and only then makes the material. A refusal at any step leaves
// nothing behind (docs/storage.md, "The upload flows").
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { components } from '@toufang/api/contract';
import { formatChinaTime, MEDIA_CODES } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { FileStorage, StoredFileRef } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import type { MediaPorts } from '@toufang/server-context';
import {
  inspectFile,
  isInspectError,
  isStorageError,
  normaliseMd5,
  receiveToTempFile,
  sanitiseDisplayName,
  withLocalFile,
  type FileInspection,
} from '@toufang/server-storage';
import type { FileLinks } from './file-links';
import { MATERIAL_COLUMNS, materialAnswers, materialsWithPeople, type MaterialRow } from './records';
import { duplicateMaterial, MATERIAL_MAX_LABELS, MATERIAL_TEXTS } from './texts';

type Material = components['schemas']['Material'];
type UploadCheck = components['schemas']['MaterialUploadCheck'];

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  media: MediaPorts;
  links: FileLinks;
}

/** What the person chose for the whole batch (上传素材's 设计师, 标签, 共享). */
export interface UploadChoices {
  designerId?: number;
  labelIds?: readonly number[];
  shared?: boolean;
}

/** The largest file any media takes: nothing larger is worth storing (each media's limits project). */
export function largestMaterialBytes(media: MediaPorts): number {
  return Math.max(...MEDIA_CODES.map((code) => Math.max(media.port(code).limits.material.IMAGE.MAX_BYTES, media.port(code).limits.material.VIDEO.MAX_BYTES)));
}

function checkedMd5(text: string): string {
  const md5 = normaliseMd5(text);
  if (!md5) throw badRequest(`文件MD5格式不正确：${text}`);
  return md5;
}

function checkSize(media: MediaPorts, size: number): void {
  const max = largestMaterialBytes(media);
  if (size > max) throw badRequest(MATERIAL_TEXTS.TOO_LARGE(Math.floor(max / 1024 / 1024)));
}

async function existing(db: Queryable, customerId: number, md5: string): Promise<MaterialRow | undefined> {
  return (await materialsWithPeople(db).select(MATERIAL_COLUMNS).where('m.customer_id', '=', customerId).where('m.md5', '=', md5).executeTakeFirst()) as MaterialRow | undefined;
}

/** The designer and labels, checked against the company before any byte is taken. */
async function checkChoices(db: Queryable, session: SessionUser, choices: UploadChoices): Promise<{ designerId: number | null; labelIds: number[] }> {
  let designerId: number | null = null;
  if (choices.designerId !== undefined) {
    const designer = await sqlOn(db).selectFrom('users').select('id').where('id', '=', choices.designerId).where('customer_id', '=', session.customerId).where('role', '=', 'DESIGNER').executeTakeFirst();
    if (!designer) throw badRequest(MATERIAL_TEXTS.DESIGNER_INVALID);
    designerId = designer.id;
  } else if (session.role === 'DESIGNER' || session.role === 'DESIGNMANAGER') {
    // A designer's upload is their own design unless they say otherwise.
    designerId = session.userId;
  }
  const labelIds = [...new Set(choices.labelIds ?? [])];
  if (labelIds.length > MATERIAL_MAX_LABELS) throw badRequest(MATERIAL_TEXTS.TOO_MANY_LABELS(MATERIAL_MAX_LABELS));
  if (labelIds.length > 0) {
    const found = await sqlOn(db).selectFrom('labels').select('id').where('customer_id', '=', session.customerId).where('id', 'in', labelIds).execute();
    if (found.length !== labelIds.length) throw badRequest(MATERIAL_TEXTS.LABEL_INVALID);
  }
  return { designerId, labelIds };
}

/** A storage or inspection refusal as the caller's 400; anything else stays a fault. */
function asRefusal(error: unknown): unknown {
  if (isInspectError(error)) return badRequest(error.message);
  if (isStorageError(error) && error.code !== 'unavailable') return badRequest(error.message);
  return error;
}

export async function checkUpload(deps: UploadDeps, session: SessionUser, body: { md5: string; size: number; name: string }): Promise<UploadCheck> {
  const md5 = checkedMd5(body.md5);
  const row = await existing(deps.db, session.customerId, md5);
  if (row) {
    const [duplicate] = await materialAnswers(deps.db, session, deps.links, [row]);
    return { duplicate, mode: deps.storage.directUpload ? 'direct' : 'server', upload: null };
  }
  checkSize(deps.media, body.size);
  const signed = await deps.storage.signUpload({ customerId: session.customerId, md5 }, { size: body.size });
  if (!signed) return { duplicate: null, mode: 'server', upload: null };
  return { duplicate: null, mode: 'direct', upload: { uploadId: signed.uploadId, url: signed.url, headers: signed.headers, expiresAt: formatChinaTime(signed.expiresAt) } };
}

interface Incoming {
  md5: string;
  size: number;
  name: string;
  choices: UploadChoices;
}

/** After the bytes are stored under `ref` (created: they were not there before): inspect and record. */
async function recordMaterial(deps: UploadDeps, session: SessionUser, ref: StoredFileRef, created: boolean, inspection: FileInspection, incoming: Incoming, checked: { designerId: number | null; labelIds: number[] }): Promise<Material> {
  const { db, storage } = deps;
  try {
    await storage.putVariant(ref, 'thumbnail', inspection.thumbnail);
    if (inspection.kind === 'video') await storage.putVariant(ref, 'poster', inspection.poster);
    const actor = await actorOf(db, session);
    const name = sanitiseDisplayName(incoming.name);
    const id = await db.transaction(async (tx) => {
      const { id } = await sqlOn(tx)
        .insertInto('materials')
        .values({
          customer_id: session.customerId,
          md5: ref.md5,
          name,
          kind: inspection.kind,
          format: inspection.ext,
          mime: inspection.mime,
          size_bytes: inspection.size,
          width: inspection.width,
          height: inspection.height,
          duration_ms: inspection.kind === 'video' ? inspection.durationMs : null,
          bitrate: inspection.kind === 'video' ? inspection.bitrate : null,
          has_poster: inspection.kind === 'video',
          designer_id: checked.designerId,
          uploader_id: session.userId,
          source: 'upload',
          shared: incoming.choices.shared ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (checked.labelIds.length > 0) {
        await sqlOn(tx)
          .insertInto('label_uses')
          .values(checked.labelIds.map((labelId) => ({ label_id: labelId, kind: 'material' as const, object_id: id })))
          .execute();
      }
      await recordAudit(tx, {
        companyId: session.customerId,
        actor,
        object: { level: 'material', id: String(id), name },
        action: 'material.upload',
        actionName: '上传素材',
        before: null,
        after: { name, md5: ref.md5, kind: inspection.kind, size: inspection.size, width: inspection.width, height: inspection.height },
      });
      return id;
    });
    const row = (await materialsWithPeople(db).select(MATERIAL_COLUMNS).where('m.id', '=', id).executeTakeFirstOrThrow()) as MaterialRow;
    const [material] = await materialAnswers(db, session, deps.links, [row]);
    return material;
  } catch (error) {
    // Two uploads of the same new file at once: the other one made the material; these bytes are its bytes.
    if ((error as { code?: unknown }).code === '23505') {
      const other = await existing(db, session.customerId, ref.md5);
      if (other) throw duplicateMaterial(other.name, Number(other.id));
    }
    if (created && !(await existing(db, session.customerId, ref.md5))) await storage.delete(ref).catch(() => undefined);
    throw error;
  }
}

/** Through the server: the request's body is the file. */
export async function receiveUpload(deps: UploadDeps, session: SessionUser, source: Readable, incoming: Incoming, signal: AbortSignal): Promise<Material> {
  const md5 = checkedMd5(incoming.md5);
  const ref = { customerId: session.customerId, md5 };
  const before = await existing(deps.db, session.customerId, md5);
  if (before) throw duplicateMaterial(before.name, Number(before.id));
  checkSize(deps.media, incoming.size);
  const checked = await checkChoices(deps.db, session, incoming.choices);
  let temp;
  try {
    temp = await receiveToTempFile(source, { md5, size: incoming.size, signal });
  } catch (error) {
    throw asRefusal(error);
  }
  try {
    let inspection: FileInspection;
    try {
      inspection = await inspectFile(temp.path, { declaredName: incoming.name });
    } catch (error) {
      throw asRefusal(error);
    }
    const { created } = await deps.storage.put(ref, createReadStream(temp.path), { size: incoming.size, contentType: inspection.mime, signal });
    return await recordMaterial(deps, session, ref, created, inspection, incoming, checked);
  } finally {
    await temp.remove();
  }
}

/** Straight to the store: the signed upload's bytes are read back, verified and inspected. */
export async function commitUpload(deps: UploadDeps, session: SessionUser, uploadId: string, incoming: Incoming): Promise<Material> {
  if (!deps.storage.directUpload) throw badRequest(MATERIAL_TEXTS.DIRECT_ONLY);
  const md5 = checkedMd5(incoming.md5);
  const ref = { customerId: session.customerId, md5 };
  const before = await existing(deps.db, session.customerId, md5);
  if (before) {
    await deps.storage.abandonSignedUpload(uploadId);
    throw duplicateMaterial(before.name, Number(before.id));
  }
  checkSize(deps.media, incoming.size);
  const checked = await checkChoices(deps.db, session, incoming.choices);
  let created: boolean;
  try {
    ({ created } = await deps.storage.commitSignedUpload(uploadId, ref, { size: incoming.size }));
  } catch (error) {
    throw asRefusal(error);
  }
  let inspection: FileInspection;
  try {
    inspection = await withLocalFile(deps.storage, ref, (file) => inspectFile(file, { declaredName: incoming.name }));
  } catch (error) {
    if (created) await deps.storage.delete(ref).catch(() => undefined);
    throw asRefusal(error);
  }
  return recordMaterial(deps, session, ref, created, inspection, incoming, checked);
}
