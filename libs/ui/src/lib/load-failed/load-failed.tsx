import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Space from '@douyinfe/semi-ui-19/lib/es/space';
import Typography from '@douyinfe/semi-ui-19/lib/es/typography';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 用户加载失败. */
  message: string;
  /** The retry button's text (重试). */
  retryText: string;
  onRetry(): void;
}

/** A list or dialog whose data could not be loaded: the reason and a button that asks again. */
export function LoadFailed({ message, retryText, onRetry }: LoadFailedProps) {
  return (
    <Space vertical>
      <Typography.Text type="danger">{message}</Typography.Text>
      <Button onClick={onRetry}>{retryText}</Button>
    </Space>
  );
}
