// A page's dialog loaded when it is first shown, not with the page: a list route stays within its size
// budget (docs/architecture.md, Budgets) while its dialogs bring the form kit, drag and drop and the like.
import { lazy, Suspense, type ComponentType } from 'react';

type Props = Record<string, unknown>;

/**
 * `lazyDialog(() => import('./x-dialogs'), 'XDialog')` is `XDialog` as the module exports it, fetched on
 * its first render and shown once it arrives (nothing in its place meanwhile: a dialog has no spot in the
 * page to keep). Render it only while it is open, as the pages do, so a closed dialog loads nothing.
 */
export function lazyDialog<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  // Typed loosely inside: the dialog's own props type is what the caller gets back.
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Props> }));
  function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `lazyDialog(${name})`;
  return LazyDialog as unknown as M[K];
}
