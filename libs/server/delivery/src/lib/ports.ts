// How the delivery area reads a media's levels: from the context's media ports (ServerContext.media).
import type { MediaCode } from '@toufang/domain';
import type { MediaPorts } from '@toufang/server-context';
import type { LevelTree } from './filters';

/** Each level's parent level on a media (null under the account). */
export function levelTree(ports: MediaPorts, media: MediaCode): LevelTree {
  return { parents: new Map(ports.port(media).levels.map((l) => [l.level, l.parent])) };
}
