import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { InfiniteScroll } from './infinite-scroll';

const meta = {
  title: '弹层与列表/无限滚动 InfiniteScroll',
  component: InfiniteScroll,
} satisfies Meta<typeof InfiniteScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = 20;
const TOTAL = 100;

function Demo() {
  const [items, setItems] = useState(() => Array.from({ length: PAGE }, (_, i) => i + 1));
  const [loading, setLoading] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const started = useRef(performance.now());
  const hasMore = items.length < TOTAL;
  const onLoadMore = () => {
    setLog((lines) => [...lines.slice(-5), `onLoadMore @ ${Math.round(performance.now() - started.current)} ms，已有 ${items.length} 条`]);
    setLoading(true);
    // A stand-in for the request.
    setTimeout(() => {
      setItems((list) => [...list, ...Array.from({ length: PAGE }, (_, i) => list.length + i + 1)]);
      setLoading(false);
    }, 800);
  };
  return (
    <div style={{ width: 420 }}>
      <InfiniteScroll aria-label="素材列表" height={400} loading={loading} hasMore={hasMore} onLoadMore={onLoadMore}>
        {items.map((n) => (
          <div key={n} style={{ height: 48, display: 'flex', alignItems: 'center', padding: '0 12px', borderBottom: '1px solid var(--semi-color-border)' }}>
            素材 {n}
          </div>
        ))}
      </InfiniteScroll>
      <pre>{log.join('\n')}</pre>
    </div>
  );
}

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <div key={i} style={{ height: 48, display: 'flex', alignItems: 'center', padding: '0 12px', borderBottom: '1px solid var(--semi-color-border)' }}>
      素材 {i + 1}
    </div>
  ));

export const Default: Story = {
  name: '滚动加载（距底 500 px，延迟 300 ms）',
  args: { children: null, onLoadMore: () => undefined, loading: false, hasMore: true, height: 400 },
  render: () => <Demo />,
};

export const Loading: Story = {
  name: '加载中',
  args: { children: rows(3), onLoadMore: () => undefined, loading: true, hasMore: true, height: 240, 'aria-label': '素材列表' },
};

export const NoMore: Story = {
  name: '没有更多了',
  args: { children: rows(3), onLoadMore: () => undefined, loading: false, hasMore: false, height: 240, 'aria-label': '素材列表' },
};
