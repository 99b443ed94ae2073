// Traffic sources and products of the stream (docs/design/live-home.md §5.1), 讲解中 marked.
import { LIVE_TRAFFIC_SOURCES, type LiveProduct, type LiveTrafficSource } from '@toufang/domain';
import { LIVE_ROOM_TEXTS as T } from './live-room-texts';

const SOURCE_LABEL = new Map<string, string>(LIVE_TRAFFIC_SOURCES.map((s) => [s.value, s.label]));
const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function LiveRoomTraffic({ traffic }: { traffic: readonly LiveTrafficSource[] }) {
  return (
    <section className="live-room-panel" aria-label={T.TRAFFIC}>
      <h2>{T.TRAFFIC}</h2>
      <ul className="live-room-traffic">
        {traffic.map((row) => (
          <li key={row.source}>
            <span className="live-room-traffic-name">{SOURCE_LABEL.get(row.source) ?? row.source}</span>
            <span className="live-room-traffic-bar" aria-hidden>
              <span style={{ width: `${Math.min(100, row.sharePct)}%` }} />
            </span>
            <span className="live-room-traffic-value">
              {row.entries.toLocaleString('zh-CN')} · {row.sharePct.toFixed(2)}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LiveRoomProducts({ products }: { products: readonly LiveProduct[] }) {
  return (
    <section className="live-room-panel" aria-label={T.PRODUCTS}>
      <h2>{T.PRODUCTS}</h2>
      <table className="live-room-products">
        <thead>
          <tr>
            <th>{T.PRODUCT_NAME}</th>
            <th>{T.PRODUCT_PRICE}</th>
            <th>{T.PRODUCT_SOLD}</th>
            <th>{T.PRODUCT_GMV}</th>
            <th>{T.PRODUCT_STOCK}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.productId} className={p.explaining ? 'is-explaining' : undefined}>
              <td>
                {p.explaining && <span className="live-room-explaining">{T.EXPLAINING}</span>}
                {p.name}
              </td>
              <td>{yuan(p.priceFen)}</td>
              <td>{p.sold.toLocaleString('zh-CN')}</td>
              <td>{yuan(p.gmvFen)}</td>
              <td>{p.stock.toLocaleString('zh-CN')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
