// The registered sandboxes for the area's contract suites, their calls unpaced: these suites check what the desk
// does with the media's answers, and the media's pacing is the port suites' to prove (each media's
// port.contract.spec.ts). Paced, a sync of the demo account's comments waited about 160 s between calls.
import type { MediaCode } from '@toufang/domain';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import type { Db } from '@toufang/server-db';
import { MediaGateway, type MediaPort } from '@toufang/server-media';
import { SandboxMedia, type SandboxMediaConfig } from '@toufang/server-sandbox';
import { registeredSandbox } from '@toufang/server-testing';

/** Limits no suite's calls come near, so the gateway never waits. */
export const UNPACED = { callsPerSecond: 10_000, callsPerMinute: 1_000_000 } as const;

/**
 * Each media's registered sandbox over `db`, unpaced, optionally with its config changed further (`adapt`), and a
 * port for each (`wrap`, e.g. to count calls). Answers the ports the server takes and the sandboxes by media.
 */
export function unpacedSandboxes(
  db: Db,
  options: { adapt?: (config: SandboxMediaConfig) => SandboxMediaConfig; wrap?: (sandbox: SandboxMedia) => MediaPort } = {},
): { media: MediaPorts; sandboxOf: (media: MediaCode) => SandboxMedia } {
  const sandboxes = new Map<MediaCode, SandboxMedia>();
  const sandboxOf = (media: MediaCode): SandboxMedia => {
    let sandbox = sandboxes.get(media);
    if (!sandbox) {
      const plain = registeredSandbox(db, media);
      const config = { ...plain.config, limits: { ...plain.config.limits, ...UNPACED } };
      sandbox = new SandboxMedia(db, options.adapt ? options.adapt(config) : config, { clock: plain.clock });
      sandboxes.set(media, sandbox);
    }
    return sandbox;
  };
  const portOf = (media: MediaCode): MediaPort => (options.wrap ? options.wrap(sandboxOf(media)) : sandboxOf(media));
  const media: MediaPorts = {
    port: portOf,
    sandbox: sandboxOf,
    gateway: (code, authorizationId) => new MediaGateway(portOf(code), { db, tokens: authorizationTokens(db, authorizationId) }),
  };
  return { media, sandboxOf };
}
