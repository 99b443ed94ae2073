import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTicketValid, signTicket, TICKET_LIFETIME_MS } from './ticket';

const SECRET = 'unit-secret';
const NOW = 1_767_225_600_000;

describe('partner tickets', () => {
  it('are HMAC-SHA256 hex of provider:username:timestamp', () => {
    const expected = createHmac('sha256', SECRET).update(`yuc:admin:${NOW}`).digest('hex');
    expect(signTicket(SECRET, 'yuc', 'admin', NOW)).toBe(expected);
  });

  it('are valid within 5 minutes either side, and not after', () => {
    const ticket = (timestamp: number) => ({ provider: 'yuc', username: 'admin', timestamp, signature: signTicket(SECRET, 'yuc', 'admin', timestamp) });
    expect(isTicketValid(SECRET, ticket(NOW), NOW)).toBe(true);
    expect(isTicketValid(SECRET, ticket(NOW - TICKET_LIFETIME_MS), NOW)).toBe(true);
    expect(isTicketValid(SECRET, ticket(NOW - TICKET_LIFETIME_MS - 1), NOW)).toBe(false);
    expect(isTicketValid(SECRET, ticket(NOW + TICKET_LIFETIME_MS + 1), NOW)).toBe(false);
  });

  it('fail with another secret, user, provider or a malformed signature', () => {
    const signature = signTicket(SECRET, 'yuc', 'admin', NOW);
    expect(isTicketValid('other', { provider: 'yuc', username: 'admin', timestamp: NOW, signature }, NOW)).toBe(false);
    expect(isTicketValid(SECRET, { provider: 'yuc', username: 'root', timestamp: NOW, signature }, NOW)).toBe(false);
    expect(isTicketValid(SECRET, { provider: 'qunfeng', username: 'admin', timestamp: NOW, signature }, NOW)).toBe(false);
    expect(isTicketValid(SECRET, { provider: 'yuc', username: 'admin', timestamp: NOW, signature: signature.toUpperCase() }, NOW)).toBe(false);
    expect(isTicketValid(SECRET, { provider: 'yuc', username: 'admin', timestamp: NOW, signature: 'abc' }, NOW)).toBe(false);
  });
});
