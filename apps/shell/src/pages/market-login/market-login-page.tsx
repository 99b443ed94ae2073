import { apiClient, request } from '@toufang/api';
import { TicketLogin, type Ticket } from '../public-frame/ticket-login';

export const MARKET_LOGIN_TEXTS = {
  title: '应用市场登录',
  source: '应用市场',
} as const;

/** POST /api/open_api/qunfeng/login; the provider is implied by the call. Silent: the page shows the message. */
function sendMarketTicket({ username, timestamp, signature }: Ticket) {
  return request(apiClient(), 'post', '/api/open_api/qunfeng/login', { body: { username, timestamp, signature } }, { silent: true });
}

/** Route market: the market channel's link carries a signed ticket, which logs the user in. */
export default function MarketLoginPage() {
  return <TicketLogin title={MARKET_LOGIN_TEXTS.title} source={MARKET_LOGIN_TEXTS.source} send={sendMarketTicket} />;
}
