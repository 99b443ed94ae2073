// The last resort when the shell itself fails outside a page's own boundary: a Chinese message and a way
// back, never the router's English developer screen.
import { useRouteError } from 'react-router';
import { CONTENT_ERROR_TEXTS } from '../../layout/content-boundary/content-error-texts';

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="tf-content-error" role="alert">
      <div>
        <h1>{CONTENT_ERROR_TEXTS.title}</h1>
        <p>{CONTENT_ERROR_TEXTS.description}</p>
        {import.meta.env.DEV && error instanceof Error ? <pre>{error.message}</pre> : null}
        <button type="button" onClick={() => window.location.reload()}>
          {CONTENT_ERROR_TEXTS.reload}
        </button>
      </div>
    </main>
  );
}
