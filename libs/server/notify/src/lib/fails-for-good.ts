// Which failures are final (docs/design/tools.md §4.1): an answer that cannot turn into a success by trying
// again fails the delivery at once, so the job spends no attempts on it and the log shows the one answer.
// Everything else goes back to the job's own back-off (5 attempts), or, for a robot's rate limit, waits for
// the robot's window.
import type { RobotAnswerKind } from './robots/answer';

export type Failure =
  /** The URL guard refused the webhook (not https, user info, private address, no address). */
  | { kind: 'guard' }
  /** No outgoing mail server is configured, or its URL is not one the notifier takes. */
  | { kind: 'not-configured' }
  /** A robot answered HTTP 2xx with an error code in the body. */
  | { kind: 'robot'; answer: RobotAnswerKind | 'unreadable' }
  /** An HTTP status other than 2xx (a 3xx is not followed). */
  | { kind: 'http'; status: number }
  /** An SMTP reply (responseCode absent when the connection failed before a reply). */
  | { kind: 'smtp'; responseCode?: number }
  | { kind: 'timeout' }
  | { kind: 'network' };

export function failsForGood(failure: Failure): boolean {
  switch (failure.kind) {
    case 'guard':
    case 'not-configured':
      return true;
    case 'robot':
      // An invalid key or a failed signature or security setting stays so until someone edits the channel; a
      // body the robot refuses (too long, wrong type) is the same body next time. A rate limit, a busy robot
      // and an answer that cannot be read may pass.
      return failure.answer === 'invalid-key' || failure.answer === 'signature' || failure.answer === 'refused';
    case 'http':
      // A redirect would be the same redirect; a 4xx is the request's fault, except a timeout or a rate limit.
      if (failure.status >= 300 && failure.status < 400) return true;
      if (failure.status >= 400 && failure.status < 500) return failure.status !== 408 && failure.status !== 429;
      return false;
    case 'smtp':
      // 5xx is a permanent refusal (RFC 5321 §4.2.1); 4xx (greylisting, a full mailbox) is worth the back-off.
      return failure.responseCode !== undefined && failure.responseCode >= 500 && failure.responseCode < 600;
    case 'timeout':
    case 'network':
      return false;
  }
}
