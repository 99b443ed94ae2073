// 腾讯广告's rules for a monitoring link (datanexus ad_track_click, 格式要求), run by the web form and the sandbox
// media alike: the kit's URL and macro checks with its macros, no `#`, and __CALLBACK__ present exactly when the
// link's clicks are called back.
import { checkTrackUrl, macrosIn, MEDIA_REGISTRY, propertyProblemText } from '@toufang/domain';
import { GDT_CALLBACK_MACRO, GDT_TRACK_MACROS } from './property-limits';
import { GDT_LINK_TEXTS } from './texts';

/** A refused link: the sandbox rule it is refused by, and the sentence both sides say. */
export interface GdtLinkProblem {
  readonly rule: 'property_macro' | 'property_invalid';
  readonly text: string;
}

/** Whether the link must carry __CALLBACK__ (its clicks are called back), must not, or may (an impression link). */
export type CallbackRule = 'required' | 'forbidden' | 'optional';

export function checkGdtTrackUrl(url: string, callback: CallbackRule): GdtLinkProblem | null {
  if (url.includes('#')) return { rule: 'property_invalid', text: GDT_LINK_TEXTS.NO_HASH };
  const found = checkTrackUrl(url, GDT_TRACK_MACROS);
  if (found) {
    const rule = found.rule === 'property_macro' || found.rule === 'property_macro_missing' ? 'property_macro' : 'property_invalid';
    return { rule, text: propertyProblemText(found, MEDIA_REGISTRY.gdt.displayName) };
  }
  const has = macrosIn(url, GDT_TRACK_MACROS.SYNTAX).includes(GDT_CALLBACK_MACRO);
  if (callback === 'required' && !has) return { rule: 'property_macro', text: GDT_LINK_TEXTS.CALLBACK_REQUIRED };
  if (callback === 'forbidden' && has) return { rule: 'property_macro', text: GDT_LINK_TEXTS.CALLBACK_FORBIDDEN };
  return null;
}
