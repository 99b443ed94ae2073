import { addressKey } from '../auth/backoff';
import type { SessionUser } from '../auth/sessions';
import type { ServerContext } from '@toufang/server-context';
import type { Handler } from '../contract/register';
import type { CompiledContract } from '../contract/validate';
import type { PublicLimiters } from './public-limits';

/** What the handlers need from the server: its context (context/context.ts) and the HTTP side's own. */
export interface RouteDeps extends ServerContext {
  partnerSecret: string;
  /** The built shell (version.json lives there). */
  staticDir: string;
  /** The server's build version (package.json). */
  version: string;
  /** A hash no password matches, verified for unknown usernames so timing does not reveal them. */
  dummyPasswordHash: string;
  /** A private deployment: its browser sends passwords as SHA-256 digests (shell spec §5). */
  privateDeployment: boolean;
  /** The per-minute limits of the public calls, per client address. */
  limiters: PublicLimiters;
  /** The compiled contract (a list's export checks the list's query against its own operation). */
  contract?: CompiledContract;
}

/** The caller's address as the limits count it (request.ip: the socket's, or the proxy's report when trusted). */
export function clientAddress(ctx: Parameters<Handler>[0]): string {
  return addressKey(ctx.request.ip);
}


/** The session of a call on a secured operation (the wrapper guarantees it). */
export function sessionOf(ctx: Parameters<Handler>[0]): SessionUser {
  if (!ctx.session) throw new Error('secured operation without a session');
  return ctx.session;
}

/** The session user id of a call on a secured operation. */
export function sessionUserId(ctx: Parameters<Handler>[0]): number {
  return sessionOf(ctx).userId;
}
