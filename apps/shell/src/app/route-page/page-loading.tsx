import { Spin } from '@toufang/ui';

export function PageLoading() {
  return (
    <div className="tf-page-loading" role="status">
      <Spin size="large" />
    </div>
  );
}
