// A mini program page path as 腾讯广告 takes it: inside the mini program (no leading / and no URL), bounded.
import { GDT_PROPERTY_LIMITS } from './property-limits';

export function isMiniProgramPath(path: string): boolean {
  return path.length > 0 && path.length <= GDT_PROPERTY_LIMITS.applet.PATH_MAX_LENGTH && !path.startsWith('/') && !/^https?:/i.test(path) && !/\s/.test(path);
}
