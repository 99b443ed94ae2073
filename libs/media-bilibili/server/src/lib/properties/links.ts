// 哔哩哔哩's monitoring links in the sandbox: the shared URL and macro rules (checkTrackUrl with its macros), in
// the desk's words with the media's code.
import { checkTrackUrl } from '@toufang/domain';
import { BILIBILI_LINK_TEXTS as T, BILIBILI_TRACK_MACROS } from '@toufang/media-bilibili-limits';
import { propertyRefusal, refusal, type PropertyValues, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyContext } from '@toufang/server-sandbox';
import { text } from './values';

/** The link under `key` (required or not) against bilibili's rules, or null when it passes. */
export function linkRefusal(values: PropertyValues, key: string, ctx: SandboxPropertyContext, required = false): Refusal | null {
  const link = text(values, key) ?? '';
  if (link === '') return required ? refusal('property_invalid', { detail: T.REQUIRED }) : null;
  const problem = checkTrackUrl(link, BILIBILI_TRACK_MACROS);
  return problem ? propertyRefusal(ctx.media, problem) : null;
}
