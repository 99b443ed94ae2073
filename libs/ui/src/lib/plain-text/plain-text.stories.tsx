import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { plainText } from './plain-text';

/** plainText is a function; the story shows what it makes of an HTML fragment as you edit it. */
function Demo({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
      <label htmlFor="tf-plain-text-demo" style={{ fontSize: 12 }}>
        HTML 片段
      </label>
      <textarea id="tf-plain-text-demo" rows={5} value={html} onChange={(e) => setHtml(e.target.value)} />
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{`plainText(html) → ${JSON.stringify(plainText(html))}`}</pre>
    </div>
  );
}

const meta: Meta = {
  title: '文本与输入/纯文本提取 plainText',
};

export default meta;
type Story = StoryObj;

export const Tags: Story = {
  name: '去除标签与换行',
  render: () => <Demo initial={'<p>春季 <b>上新</b></p>\n<p>限时<br/>特惠</p><!-- 备注 --><script>alert(1)</script>'} />,
};
export const Entities: Story = {
  name: '解码基本实体',
  render: () => <Demo initial={'A&amp;B &lt;标题&gt; &quot;引号&quot; it&#39;s&nbsp;&#20013;&#x6587;'} />,
};
