// A mini game channel's launch query as 腾讯广告 passes it to the game: key=value pairs joined by &, bounded.
import { GDT_LAUNCH_QUERY, GDT_PROPERTY_LIMITS } from './property-limits';

export function isLaunchQuery(query: string): boolean {
  return query.length <= GDT_PROPERTY_LIMITS['wechat-mini-game-channel'].QUERY_MAX_LENGTH && GDT_LAUNCH_QUERY.test(query);
}
