// How the delivery area reaches the media: the account area's ports (the six sandbox media today). Tests
// swap them for ports on a fake clock, or ones that fail on cue, with useDeliveryPorts.
import type { MediaCode } from '@toufang/domain';
import { sandboxMediaPorts, type MediaPorts } from '../accounts/media-ports';
import type { Db } from '@toufang/server-db';
import type { LevelTree } from './filters';

type PortsFactory = (db: Db) => MediaPorts;

const defaultFactory: PortsFactory = (db) => sandboxMediaPorts(db);
let factory: PortsFactory = defaultFactory;

export function deliveryPorts(db: Db): MediaPorts {
  return factory(db);
}

/** Replaces the media the delivery area calls (null: back to the sandbox media). */
export function useDeliveryPorts(next: PortsFactory | null): void {
  factory = next ?? defaultFactory;
}

/** Each level's parent level on a media (null under the account). */
export function levelTree(ports: MediaPorts, media: MediaCode): LevelTree {
  return { parents: new Map(ports.port(media).levels.map((l) => [l.level, l.parent])) };
}
