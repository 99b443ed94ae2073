import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSessionStore, type Role } from '@toufang/api';
import { Banner, Spin } from '@toufang/ui';
import { PublicFrame, usePageTitle } from './public-frame';

/**
 * The signed ticket a partner or market channel puts in the query of its link (docs/decisions.md: the
 * channel signs `provider:username:timestamp` with HMAC-SHA256; the signature is 64 lower-case hex digits,
 * the timestamp Unix milliseconds).
 */
export interface Ticket {
  username: string;
  timestamp: number;
  signature: string;
  /** The `provider` query parameter, when the link carries one. */
  provider?: string;
}

/** The query parameters of a ticket and their names for the user. */
export const TICKET_PARAMS = {
  username: '用户名',
  timestamp: '时间戳',
  signature: '签名',
} as const;

type TicketParam = keyof typeof TICKET_PARAMS;
const TICKET_PARAM_ORDER: TicketParam[] = ['username', 'timestamp', 'signature'];
/** The contract's limit on the user name of a ticket. */
const USERNAME_MAX_LENGTH = 64;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;
const TIMESTAMP_PATTERN = /^\d+$/;

export const TICKET_LOGIN_TEXTS = {
  checking: '正在登录…',
  missing: (names: string[], source: string) => `登录链接缺少${names.join('、')}，请从${source}重新进入。`,
  malformed: (names: string[], source: string) => `登录链接中的${names.join('、')}格式不正确，请从${source}重新进入。`,
  refusedHint: (source: string) => `请从${source}重新进入，或使用账号密码登录。`,
  toLogin: '使用账号密码登录',
} as const;

export type TicketReading = { ticket: Ticket } | { problem: string };

/** Reads the ticket from the query, or says in Chinese what is missing or malformed (nothing is sent then). */
export function readTicket(params: URLSearchParams, source: string): TicketReading {
  const raw = Object.fromEntries(TICKET_PARAM_ORDER.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<TicketParam, string>;
  const missing = TICKET_PARAM_ORDER.filter((name) => !raw[name]);
  if (missing.length) return { problem: TICKET_LOGIN_TEXTS.missing(missing.map((name) => TICKET_PARAMS[name]), source) };
  const timestamp = Number(raw.timestamp);
  const malformed: TicketParam[] = [];
  if (raw.username.length > USERNAME_MAX_LENGTH) malformed.push('username');
  if (!TIMESTAMP_PATTERN.test(raw.timestamp) || !Number.isSafeInteger(timestamp)) malformed.push('timestamp');
  if (!SIGNATURE_PATTERN.test(raw.signature)) malformed.push('signature');
  if (malformed.length) return { problem: TICKET_LOGIN_TEXTS.malformed(malformed.map((name) => TICKET_PARAMS[name]), source) };
  const provider = params.get('provider')?.trim();
  return {
    ticket: {
      username: raw.username,
      timestamp,
      // Hex is case-insensitive; the contract asks for lower case.
      signature: raw.signature.toLowerCase(),
      ...(provider ? { provider } : {}),
    },
  };
}

export interface TicketLoginProps {
  /** The page title (h1 and document title). */
  title: string;
  /** Where the user came from, for "please enter again from …". */
  source: string;
  /** Posts the ticket; rejects with an Error whose message is the server's. Must be a stable function. */
  send: (ticket: Ticket) => Promise<{ token: string; role: Role }>;
}

/**
 * A login by a signed ticket in the query: posts it once on arrival, then keeps the session for this tab
 * and goes to '/', where the guard sends the user to the role's default page. A refusal shows the server's
 * message and the way to the normal login.
 */
export function TicketLogin({ title, source, send }: TicketLoginProps) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = params.toString();
  const reading = useMemo(() => readTicket(new URLSearchParams(query), source), [query, source]);
  const [refusal, setRefusal] = useState<{ query: string; message: string } | null>(null);
  // A ticket is accepted once only (docs/decisions.md), so it is never posted twice, even when
  // StrictMode runs the effect again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!('ticket' in reading) || sentFor.current === query) return;
    sentFor.current = query;
    send(reading.ticket).then(
      (result) => {
        queryClient.clear();
        useSessionStore.getState().login({ token: result.token, role: result.role, remember: false });
        // Replace: the ticket leaves the history, so Back cannot post it again.
        navigate('/', { replace: true });
      },
      (error: unknown) => setRefusal({ query, message: error instanceof Error ? error.message : String(error) }),
    );
  }, [reading, query, send, queryClient, navigate]);

  const footer = <Link to="/login">{TICKET_LOGIN_TEXTS.toLogin}</Link>;
  if ('problem' in reading) {
    return (
      <PublicFrame title={title} footer={footer}>
        <Banner type="warning" fullMode={false} description={reading.problem} closeIcon={null} />
      </PublicFrame>
    );
  }
  if (refusal && refusal.query === query) {
    return (
      <PublicFrame title={title} footer={footer}>
        {/* Semi's Banner is a role="alert" region, so screen readers announce the refusal. */}
        <Banner type="danger" fullMode={false} description={refusal.message} closeIcon={null} />
        <p className="tf-public__text tf-public__hint">
          {TICKET_LOGIN_TEXTS.refusedHint(source)}
        </p>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={title}>
      <div className="tf-public__status" role="status" aria-live="polite">
        <Spin size="large" />
        <span>{TICKET_LOGIN_TEXTS.checking}</span>
      </div>
    </PublicFrame>
  );
}
