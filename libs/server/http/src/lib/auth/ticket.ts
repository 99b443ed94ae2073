// Partner (yuc) and market (qunfeng) login tickets: the partner signs `provider:username:timestamp`
// with HMAC-SHA256 and the shared secret; the signature is lowercase hex (contract, partnerLogin).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_LIFETIME_MS = 5 * 60 * 1000;
export const MARKET_PROVIDER = 'qunfeng';
/** Providers allowed on the partner channel; the market provider has its own call. */
export const PARTNER_PROVIDERS: readonly string[] = ['yuc'];

export interface Ticket {
  provider: string;
  username: string;
  timestamp: number;
  signature: string;
}

export function signTicket(secret: string, provider: string, username: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${provider}:${username}:${timestamp}`, 'utf8').digest('hex');
}

/** Whether the signature is right and the timestamp within 5 minutes of now (either side, for clock skew). */
export function isTicketValid(secret: string, ticket: Ticket, now = Date.now()): boolean {
  if (Math.abs(now - ticket.timestamp) > TICKET_LIFETIME_MS) return false;
  if (!/^[0-9a-f]{64}$/.test(ticket.signature)) return false;
  const expected = Buffer.from(signTicket(secret, ticket.provider, ticket.username, ticket.timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(ticket.signature, 'hex'));
}
