// The sandbox media by code: what the server and the tests build adapters from. Each media's adapter
// is its own project (libs/media-<code>/server); the server registers them here.
import type { MediaCode } from '@toufang/domain';
import { BAIDU } from '@toufang/media-baidu-server';
import { BILIBILI } from '@toufang/media-bilibili-server';
import { GDT } from '@toufang/media-gdt-server';
import { KUAISHOU } from '@toufang/media-kuaishou-server';
import { QIANCHUAN } from '@toufang/media-qianchuan-server';
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxMediaConfig, type SandboxOptions } from '@toufang/server-sandbox';
import { TOUTIAO } from '@toufang/media-toutiao-server';

export const SANDBOX_CONFIGS: Readonly<Partial<Record<MediaCode, SandboxMediaConfig>>> = {
  toutiao: TOUTIAO,
  gdt: GDT,
  kuaishou: KUAISHOU,
  baidu: BAIDU,
  qianchuan: QIANCHUAN,
  bilibili: BILIBILI,
};

export function sandboxConfig(media: MediaCode): SandboxMediaConfig {
  const config = SANDBOX_CONFIGS[media];
  if (!config) throw new Error(`no sandbox for media ${media}`);
  return config;
}

/** The sandbox adapter of a media (state in db, time from options.clock). */
export function createSandboxMedia(db: Db, media: MediaCode, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, sandboxConfig(media), options);
}
