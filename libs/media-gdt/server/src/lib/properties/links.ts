// A link value refused as 腾讯广告 refuses it: its monitoring-link rule, or the kit's URL rule for a page link.
import { checkUrl } from '@toufang/domain';
import { checkGdtTrackUrl, type CallbackRule } from '@toufang/media-gdt-limits';
import { propertyRefusal, refusal, type Refusal } from '@toufang/server-media';

export function trackUrlRefusal(url: string | undefined, callback: CallbackRule): Refusal | null {
  if (!url) return null;
  const problem = checkGdtTrackUrl(url, callback);
  return problem ? refusal(problem.rule, { detail: problem.text }) : null;
}

export function pageUrlRefusal(url: string | undefined): Refusal | null {
  const problem = url ? checkUrl(url) : null;
  return problem ? propertyRefusal('gdt', problem) : null;
}

/** A value that must be one of the media's words. */
export function enumRefusal(value: unknown, allowed: readonly string[], say: (value: string) => string): Refusal | null {
  return typeof value === 'string' && allowed.includes(value) ? null : refusal('property_invalid', { detail: say(String(value ?? '')) });
}
