// An error inside one sub-application's page stays in the content area (shell spec §8 and the shell issue):
// the header, the menu and the tabs keep working, and the user can retry or go elsewhere.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@toufang/api';
import { Button, Empty } from '@toufang/ui';
import { ChunkLoadError } from '../../app/chunk-reload/chunk-reload';

export const CONTENT_ERROR_TEXTS = {
  title: '页面出错了',
  description: '这个页面遇到了问题，其他页面不受影响。可以重试，或从菜单进入其他页面。',
  chunkDescription: '页面资源加载失败，可能是网络中断或系统刚刚升级。请检查网络后刷新页面。',
  retry: '重试',
  reload: '刷新页面',
} as const;

interface Props {
  /** Changing it (the URL) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ContentBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div className="tf-content-error" role="alert">
        <Empty title={CONTENT_ERROR_TEXTS.title} description={chunk ? CONTENT_ERROR_TEXTS.chunkDescription : CONTENT_ERROR_TEXTS.description}>
          {chunk ? (
            <Button theme="solid" onClick={() => window.location.reload()}>
              {CONTENT_ERROR_TEXTS.reload}
            </Button>
          ) : (
            <Button theme="solid" onClick={() => this.setState({ error: null })}>
              {CONTENT_ERROR_TEXTS.retry}
            </Button>
          )}
        </Empty>
      </div>
    );
  }
}
