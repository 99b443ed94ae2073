// The six sandbox media by code: what the server and the tests build adapters from.
import type { MediaCode } from '@toufang/domain';
import type { Db } from '@toufang/server-db';
import { BAIDU } from './baidu/config';
import { BILIBILI } from './bilibili/config';
import { GDT } from './gdt/config';
import { KUAISHOU } from './kuaishou/config';
import { QIANCHUAN } from './qianchuan/config';
import type { SandboxMediaConfig } from './sandbox/config';
import { SandboxMedia, type SandboxOptions } from './sandbox/engine';
import { TOUTIAO } from './toutiao/config';

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
