import { apiClient, request } from '@toufang/api';
import { TicketLogin, type Ticket } from '../public-frame/ticket-login';

export const PARTNER_LOGIN_TEXTS = {
  title: '合作方登录',
  source: '合作方平台',
} as const;

/** The provider of the partner channel; the only one the partner call accepts (docs/decisions.md). */
export const PARTNER_PROVIDER = 'yuc';

/** POST /api/user/user/yuc/login; silent, because the page shows the server's message itself. */
function sendPartnerTicket({ provider, username, timestamp, signature }: Ticket) {
  return request(apiClient(), 'post', '/api/user/user/yuc/login', { body: { provider: provider ?? PARTNER_PROVIDER, username, timestamp, signature } }, { silent: true });
}

/** Route yuc: the partner channel's link carries a signed ticket, which logs the user in. */
export default function PartnerLoginPage() {
  return <TicketLogin title={PARTNER_LOGIN_TEXTS.title} source={PARTNER_LOGIN_TEXTS.source} send={sendPartnerTicket} />;
}
