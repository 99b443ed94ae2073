// 腾讯广告's 小程序 in the sandbox: reviewed, never pushed (a mini program is bound to its own account); its ids
// in WeChat's shapes and its path inside the mini program.
import { GDT_APPLET_SAMPLES, GDT_APPLET_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_WECHAT_APPID, GDT_WECHAT_ORIGINAL_ID, isMiniProgramPath } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS.applet;
const S = GDT_SUMMARY.applet;

export const GDT_APPLET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '8', digits: 8 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values) {
    if (!GDT_WECHAT_ORIGINAL_ID.test(text(values, 'mini_program_id') ?? '')) return refusal('property_invalid', { detail: T.BAD_ORIGINAL_ID });
    const appid = text(values, 'mini_program_appid');
    if (appid !== undefined && !GDT_WECHAT_APPID.test(appid)) return refusal('property_invalid', { detail: T.BAD_APPID });
    if (!isMiniProgramPath(text(values, 'mini_program_path') ?? '')) return refusal('property_invalid', { detail: T.BAD_PATH(LIMITS.PATH_MAX_LENGTH) });
    return null;
  },
  summary: (values) => ({
    [S.ORIGINAL_ID]: text(values, 'mini_program_id') ?? '—',
    [S.APPID]: text(values, 'mini_program_appid') ?? '—',
    [S.PATH]: text(values, 'mini_program_path') ?? '—',
  }),
  seed: { perAccount: GDT_APPLET_SAMPLES.length, make: (_random, _account, i) => GDT_APPLET_SAMPLES[i % GDT_APPLET_SAMPLES.length] },
};
