// An error inside one sub-application's page stays in the content area (shell spec §8 and the shell issue):
// the header, the menu and the tabs keep working, and the user can retry or go elsewhere.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@toufang/api';
import { Button, Empty } from '@toufang/ui';
import { ChunkLoadError } from '../../app/chunk-reload/chunk-reload';
import { CONTENT_ERROR_TEXTS } from './content-error-texts';

export { CONTENT_ERROR_TEXTS };

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
