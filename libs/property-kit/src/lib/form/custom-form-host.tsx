// A type's form of its own (`form: {kind: 'custom', load}`: an H5 page's builder …): loaded when first opened,
// handed the edited object's values and a save that creates or updates through the kit's calls.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Spin } from '@toufang/ui';
import type { PropertyFormProps } from '../config/property-config';
import { createPropertyMutation, updatePropertyMutation, type PropertyInput } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import { WithValues, type PropertyEditorProps } from './property-editor';

type AnyForm = ComponentType<PropertyFormProps<unknown>>;
type Loader = () => Promise<{ default: AnyForm }>;

// One lazy component per loader, so reopening the form does not load or mount a new component type.
const loaded = new WeakMap<Loader, LazyExoticComponent<AnyForm>>();
function lazyForm(load: Loader): LazyExoticComponent<AnyForm> {
  let form = loaded.get(load);
  if (!form) {
    form = lazy(load);
    loaded.set(load, form);
  }
  return form;
}

export function CustomFormHost(props: PropertyEditorProps) {
  const { declaration, row, accounts, parentId, onClose, onSaved } = props;
  const create = useMutation(createPropertyMutation);
  const update = useMutation(updatePropertyMutation);
  if (declaration.form.kind !== 'custom') return null;
  const Form = lazyForm(declaration.form.load as Loader);
  const submit = async ({ name, values, accountId }: { name: string; values: unknown; accountId?: number }) => {
    const input = { kind: declaration.kind, name, ...(row === null && parentId ? { parentId } : {}), values } as unknown as PropertyInput;
    if (row) await update.mutateAsync({ id: row.id, input });
    else if (accountId === undefined) throw new Error(T.FORM.ACCOUNT_REQUIRED);
    else await create.mutateAsync({ accountId, input });
    onSaved(row ? T.SAVED : T.CREATED);
  };
  return (
    <WithValues props={props} width={640}>
      {(values) => (
        <Suspense fallback={<Spin />}>
          <Form initial={row ? { name: row.name, values } : null} accounts={accounts} onSubmit={submit} onCancel={onClose} />
        </Suspense>
      )}
    </WithValues>
  );
}
