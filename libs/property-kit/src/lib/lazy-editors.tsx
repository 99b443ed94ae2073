// The kit's editors as a media library reaches them from the index: each a chunk of its own, fetched when first
// rendered, so a page that imports the kit (the list route) does not carry the cascader, the transfer list or
// the form kit's dialogs (docs/design/properties.md §2.4, §2.14). The modules themselves are the chunks.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Spin } from '@toufang/ui';

function lazyPart<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Record<string, unknown>> }));
  function Part(props: Record<string, unknown>) {
    return (
      <Suspense fallback={<Spin />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = `lazy(${name})`;
  return Part as unknown as M[K];
}

/** The targeting editor's sections over any form holding the declaration's values (a media's target-add page). */
export const TargetingEditor = lazyPart(() => import('./targeting/targeting-editor'), 'TargetingEditor');
/** The track-URL group's links and other fields over any form. */
export const TrackUrlGroupFields = lazyPart(() => import('./track-urls/track-url-group-form'), 'TrackUrlGroupFields');
/** The control of one declared field, by its kind (a media's own form). */
export const PropertyFieldControl = lazyPart(() => import('./form/field-control'), 'FieldControl');
/** The 素材库 picker over any form's field of desk material ids (batch creation's material groups). */
export const MaterialPicker = lazyPart(() => import('./form/material-picker'), 'MaterialPicker');

export type TargetingEditorProps = ComponentProps<typeof TargetingEditor>;
export type PropertyFieldControlProps = ComponentProps<typeof PropertyFieldControl>;
export type MaterialPickerProps = ComponentProps<typeof MaterialPicker>;
