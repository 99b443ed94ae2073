// The demo company's material library on a fresh desk (issue 20, "Data on a fresh desk"): the files the
// project makes itself (./material-files), stored in the desk's file storage with their thumbnails and
// posters, as materials of its two designers uploaded over the past weeks, labelled, some shared and kept as
// favourites; a share of them pushed to the demo company's toutiao accounts, where the sandbox placed them
// in the past (its review and quality labels, and creatives that use them, so they have figures).
// It runs after the database seed, once, on the start that seeded (context/build.ts).
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkMaterialFile, type MediaCode } from '@toufang/domain';
import type { FileStorage } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { materialLabelsOf, materialReviewOf, seedSandboxMaterials, seedSandboxUploadsOfDay, type SandboxMediaConfig } from '@toufang/server-sandbox';
import { inspectFile } from '@toufang/server-storage';
import { sandboxConfig } from '../media/sandbox-media';
import { DEMO_DESIGNERS, DEMO_MATERIAL_COUNT, demoMaterialPlan, generateDemoMaterialFiles, type GeneratedFile } from './material-files';
import { seedPushHistory } from './material-push-history';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_COMPANY = 1;
/** The media the demo pushes to (its accounts are the demo company's busiest). */
const PUSH_MEDIA: MediaCode = 'toutiao';
/** Every third material that fits the media goes to the first account, every sixth to the second too. */
const PUSH_EVERY = 3;

/**
 * New materials the nearly full account may still take today: its people used the rest of toutiao's daily cap
 * in the media's console, so a push of more new files than this is refused by the media for the ones past it.
 */
export const NEARLY_FULL_ROOM = 2;

export interface DemoMaterialCount {
  images: number;
  videos: number;
}

/**
 * How many demo materials a fresh desk gets: TOUFANG_DEMO_MATERIALS=0 none (the contract tests' template),
 * a number that many images and about one video in seven (the journeys' small desk), the full set otherwise.
 */
export function demoMaterialCountFromEnv(env: NodeJS.ProcessEnv): DemoMaterialCount | null {
  const raw = env.TOUFANG_DEMO_MATERIALS?.trim();
  if (raw === undefined || raw === '') return { images: DEMO_MATERIAL_COUNT.images, videos: DEMO_MATERIAL_COUNT.videos };
  const images = Number(raw);
  if (!Number.isInteger(images) || images < 0) throw new Error(`TOUFANG_DEMO_MATERIALS 的取值无效（实际为 ${raw}），应为 0 或正整数`);
  return images === 0 ? null : { images, videos: Math.max(1, Math.round(images / 7)) };
}

interface Facts {
  md5: string;
  width: number;
  height: number;
  durationMs: number | null;
  bitrate: number | null;
  mime: string;
  ext: string;
  size: number;
}

/**
 * The file's facts, thumbnail and poster, read once and kept beside the generated file (keyed by its md5),
 * so a second fresh desk on this machine does not run sharp and ffmpeg over the same files again.
 */
async function inspected(file: GeneratedFile): Promise<{ facts: Facts; thumbnail: Buffer; poster: Buffer | null }> {
  const factsFile = `${file.path}.facts.json`;
  const thumbFile = `${file.path}.thumb.webp`;
  const posterFile = `${file.path}.poster.jpg`;
  try {
    const facts = JSON.parse(await readFile(factsFile, 'utf8')) as Facts;
    if (facts.md5 === file.md5) {
      return { facts, thumbnail: await readFile(thumbFile), poster: file.spec.kind === 'video' ? await readFile(posterFile) : null };
    }
  } catch {
    // Not kept yet, or damaged: read the file again.
  }
  const inspection = await inspectFile(file.path, { declaredName: file.spec.name });
  const facts: Facts = {
    md5: file.md5,
    width: inspection.width,
    height: inspection.height,
    durationMs: inspection.kind === 'video' ? inspection.durationMs : null,
    bitrate: inspection.kind === 'video' ? inspection.bitrate : null,
    mime: inspection.mime,
    ext: inspection.ext,
    size: inspection.size,
  };
  await writeFile(thumbFile, inspection.thumbnail);
  if (inspection.kind === 'video') await writeFile(posterFile, inspection.poster);
  await writeFile(factsFile, JSON.stringify(facts));
  return { facts, thumbnail: inspection.thumbnail, poster: inspection.kind === 'video' ? inspection.poster : null };
}

/** Seeds the demo materials; answers how many materials and pushes it made. `cacheRoot` keeps the generated files. */
export async function seedDemoMaterials(db: Db, storage: FileStorage, count: DemoMaterialCount, cacheRoot: string, now = new Date()): Promise<{ materials: number; pushes: number }> {
  const q = sqlOn(db);
  const users = await q.selectFrom('users').select(['id', 'username']).where('customer_id', '=', DEMO_COMPANY).execute();
  const userId = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const designers = DEMO_DESIGNERS.map((d) => userId(d.username)).filter((id): id is number => id !== null);
  const uploaders = [...designers, userId('operator'), userId('manager')].filter((id): id is number => id !== null);
  if (designers.length === 0) return { materials: 0, pushes: 0 };

  const plan = demoMaterialPlan({ ...count, designers: designers.length });
  const files = await generateDemoMaterialFiles(path.join(cacheRoot, `${count.images}-${count.videos}`), plan, { concurrency: 2 });
  const labels = await q.selectFrom('labels').select(['id', 'name']).where('customer_id', '=', DEMO_COMPANY).execute();
  const labelId = new Map(labels.map((l) => [l.name, l.id]));

  // The bytes first (a put of bytes already there is a no-op), then every row in one transaction.
  const stored: { file: GeneratedFile; facts: Facts }[] = [];
  for (const file of files) {
    const { facts, thumbnail, poster } = await inspected(file);
    const ref = { customerId: DEMO_COMPANY, md5: file.md5 };
    await storage.put(ref, createReadStream(file.path), { size: facts.size, contentType: facts.mime });
    await storage.putVariant(ref, 'thumbnail', thumbnail);
    if (poster) await storage.putVariant(ref, 'poster', poster);
    stored.push({ file, facts });
  }

  const config = sandboxConfig(PUSH_MEDIA);
  const accounts = await q
    .selectFrom('media_accounts')
    .select(['id', 'account_id'])
    .where('customer_id', '=', DEMO_COMPANY)
    .where('media_code', '=', PUSH_MEDIA)
    .orderBy('id')
    .limit(2)
    .execute();
  const deliver = config.levels.find((l) => l.delivers);
  const leafLevel = config.levels.find((l) => l.parent === deliver?.level)?.level ?? deliver?.level;

  return db.transaction(async (tx) => {
    const t = sqlOn(tx);
    let pushes = 0;
    const leaves = new Map<string, string[]>();
    for (const account of accounts) {
      const rows = leafLevel
        ? await t.selectFrom('sandbox_objects').select('object_id').where('media_code', '=', PUSH_MEDIA).where('advertiser_id', '=', account.account_id).where('level', '=', leafLevel).orderBy('object_id').execute()
        : [];
      leaves.set(account.account_id, rows.map((r) => r.object_id));
    }
    const firstOnMedia = new Set<string>();
    for (const [index, { file, facts }] of stored.entries()) {
      const spec = file.spec;
      const createdAt = new Date(now.getTime() - spec.daysAgo * DAY_MS - (now.getTime() % DAY_MS) + spec.minuteOfDay * 60_000 - 8 * 3_600_000);
      const uploadedAt = createdAt.getTime() > now.getTime() ? new Date(now.getTime() - 3_600_000) : createdAt;
      const designerId = designers[spec.designerIndex % designers.length];
      // A designer who signs a file's name uploaded it themselves and shares it: the desk knows no designer of it,
      // so its uploader and 共享 are what keep it theirs to change and the team's to see (visibility.ts).
      const uploaderId = index % 5 === 4 && !spec.designerInName ? uploaders[index % uploaders.length] : designerId;
      const { id } = await t
        .insertInto('materials')
        .values({
          customer_id: DEMO_COMPANY,
          md5: file.md5,
          name: spec.name,
          kind: spec.kind,
          format: facts.ext,
          mime: facts.mime,
          size_bytes: facts.size,
          width: facts.width,
          height: facts.height,
          duration_ms: facts.durationMs,
          bitrate: facts.bitrate,
          has_poster: spec.kind === 'video',
          // A designer written in the name is left for 命名解析 to read (素材汇总 shows them （命名解析）).
          designer_id: spec.designerInName ? null : designerId,
          uploader_id: uploaderId,
          source: 'upload',
          shared: index % 6 === 0 || spec.designerInName,
          created_at: uploadedAt,
          updated_at: uploadedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const uses = spec.labels.map((name) => labelId.get(name)).filter((l): l is number => l !== undefined);
      if (uses.length > 0) await t.insertInto('label_uses').values(uses.map((l) => ({ label_id: l, kind: 'material' as const, object_id: id }))).onConflict((oc) => oc.doNothing()).execute();
      if (index % 9 === 0) {
        const fans = [designerId, userId('operator')].filter((u): u is number => u !== null);
        await t.insertInto('material_favorites').values(fans.map((u) => ({ user_id: u, material_id: id }))).onConflict((oc) => oc.doNothing()).execute();
      }

      // Pushed a couple of hours after upload, to the accounts whose media takes the file.
      const fits = checkMaterialFile(config.limits.material, { kind: spec.kind, format: facts.ext, size: facts.size, width: facts.width, height: facts.height, duration: facts.durationMs === null ? undefined : facts.durationMs / 1000 }) === null;
      if (!fits || index % PUSH_EVERY !== 0) continue;
      const targets = index % (PUSH_EVERY * 2) === 0 ? accounts : accounts.slice(0, 1);
      for (const [k, account] of targets.entries()) {
        const receivedAt = uploadedAt.getTime() + (2 + k) * 3_600_000;
        if (receivedAt > now.getTime()) continue;
        const objects = leaves.get(account.account_id) ?? [];
        const usedBy = objects.length > 0 ? [objects[(index / PUSH_EVERY) % objects.length]] : [];
        const [materialId] = await seedSandboxMaterials(tx, config, [
          {
            advertiserId: account.account_id,
            kind: spec.kind,
            signature: file.md5,
            format: facts.ext as never,
            fileName: spec.name,
            width: facts.width,
            height: facts.height,
            size: facts.size,
            duration: facts.durationMs === null ? undefined : facts.durationMs / 1000,
            receivedAt,
            usedBy,
          },
        ]);
        const review = materialReviewOf({ media: PUSH_MEDIA, materialId, signature: file.md5, fileName: spec.name, createdAt: receivedAt }, now.getTime());
        const first = !firstOnMedia.has(file.md5);
        firstOnMedia.add(file.md5);
        await t
          .insertInto('material_pushes')
          .values({
            material_id: id,
            media_account_id: account.id,
            media_code: PUSH_MEDIA,
            media_material_id: materialId,
            review_state: review.status,
            reject_reason: review.reason,
            quality_labels: materialLabelsOf({ media: PUSH_MEDIA, signature: file.md5, firstOnMedia: first, review }, config.materialLabels, now.getTime()).map((l) => l.text),
            pushed_by: uploaderId,
            pushed_at: new Date(receivedAt),
            checked_at: now,
          })
          .execute();
        pushes += 1;
      }
    }
    // One finished push in 任务中心, with a file the media's limits refused.
    await seedPushHistory(tx, now);
    await seedNearlyFullAccount(tx, config, now);
    return { materials: stored.length, pushes };
  });
}

/**
 * The demo company's third toutiao account (by id; the pushes above go to the first two) has used all but
 * NEARLY_FULL_ROOM of today's new materials: the media's own refusal (material_quota) on a fresh desk.
 */
async function seedNearlyFullAccount(tx: Queryable, config: SandboxMediaConfig, now: Date): Promise<void> {
  const account = await sqlOn(tx)
    .selectFrom('media_accounts')
    .select('account_id')
    .where('customer_id', '=', DEMO_COMPANY)
    .where('media_code', '=', PUSH_MEDIA)
    .orderBy('id')
    .offset(2)
    .limit(1)
    .executeTakeFirst();
  if (!account) return;
  const count = config.limits.material.UPLOADS_PER_DAY - NEARLY_FULL_ROOM;
  await seedSandboxUploadsOfDay(tx, config, { advertiserId: account.account_id, count, at: now.getTime() });
}
