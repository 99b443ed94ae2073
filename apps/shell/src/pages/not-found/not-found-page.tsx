import { useEffect } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '@toufang/domain';
import { Empty } from '@toufang/ui';

/** The catch-all 404 until the error pages of the widget library arrive. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = pageTitle('404');
  }, []);
  return (
    <main style={{ padding: 80, display: 'flex', justifyContent: 'center' }}>
      <Empty title="404" description="抱歉，您访问的页面不存在">
        <Link to="/">返回首页</Link>
      </Empty>
    </main>
  );
}
