// The control of each field kind of property-config.ts (docs/design/properties.md §2.3), shared by the kit's
// form dialog, the targeting editor and the track-URL group form: form-kit fields for primitives, the libs/ui
// widgets for the rest (region/interest/behavior trees through CascaderTransfer, audiences through
// TransferList, monitoring links through WildcardInput's macro chips, lines through MultiInputTable).
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describedBy, FormRow, NumberField, SelectField, SwitchField, TextAreaField, TextField, useForm } from '@toufang/form-kit';
import type { MediaCode, PropertyTypeLimits, TrackMacros } from '@toufang/domain';
import { CascaderTransfer, MultiInputTable, TransferList, Typography, WildcardInput, type CascaderSelectedNode, type MultiInputRow, type TransferItem } from '@toufang/ui';
import type { FieldSpec, PropertyTypeBase } from '../config/property-config';
import { usePropertyOptionsLoader } from '../options/use-property-options';
import { propertyListQuery, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import { MaterialPicker } from './material-picker';

// The declared fields are named at run time: the controls take any field of the form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyForm = ReturnType<typeof useForm<Record<string, any>>>;

export type AnyFieldSpec = FieldSpec<unknown> | PropertyTypeBase['fields'][string];

/** What a control needs beyond its field: the media, the object's account, the type's other fields. */
export interface FieldContext {
  readonly media: MediaCode;
  /** The account the object is (or will be) in; null while a new one has none chosen. */
  readonly accountId: number | null;
  readonly fields: PropertyTypeBase['fields'];
  /** The track-URL group form's macros, which govern its links' chips (else each field's own). */
  readonly macros?: TrackMacros;
  /** The type's material fields and the kind each takes (its limits' MATERIAL_FIELDS). */
  readonly materialFields?: PropertyTypeLimits['MATERIAL_FIELDS'];
}

export interface FieldControlProps {
  form: AnyForm;
  name: string;
  spec: AnyFieldSpec;
  context: FieldContext;
}

/** The rows of a list a picker reads at most (the contract's page size). */
const PICK_ROWS = 100;

/** The control of one declared field. */
export function FieldControl({ form, name, spec, context }: FieldControlProps): ReactNode {
  switch (spec.kind) {
    case 'text':
    case 'url':
      return <TextField form={form} name={name} label={spec.label} hint={spec.help} {...('maxLength' in spec && spec.maxLength ? { maxLength: spec.maxLength } : {})} />;
    case 'trackUrl':
      return <TrackUrlControl form={form} name={name} label={spec.label} help={spec.help} macros={context.macros ?? spec.macros} />;
    case 'textarea':
      return <TextAreaField form={form} name={name} label={spec.label} hint={spec.help} {...(spec.maxLength ? { maxLength: spec.maxLength } : {})} />;
    case 'number':
      return <NumberField form={form} name={name} label={spec.label} hint={spec.help} {...(spec.min !== undefined ? { min: spec.min } : {})} {...(spec.max !== undefined ? { max: spec.max } : {})} />;
    case 'select':
      return <SelectField form={form} name={name} label={spec.label} hint={spec.help} options={spec.options} />;
    case 'multiSelect':
      return <SelectField form={form} name={name} label={spec.label} hint={spec.help} options={spec.options} multiple empty={[] as never} />;
    case 'switch':
      return <SwitchField form={form} name={name} label={spec.label} hint={spec.help} />;
    case 'lines':
      return <LinesControl form={form} name={name} label={spec.label} maxRows={spec.maxRows} maxLength={spec.maxLength} />;
    case 'propertyRef':
      return <PropertyRefControl form={form} name={name} label={spec.label} type={spec.type} context={context} />;
    case 'region':
      return <OptionTreeControl form={form} name={name} label={spec.label} kind="region" depth={spec.depth} context={context} />;
    case 'interest':
    case 'behavior':
      return <OptionTreeControl form={form} name={name} label={spec.label} kind={spec.kind} context={context} />;
    case 'audience':
      return <AudienceControl form={form} name={name} label={spec.label} role={spec.role} context={context} />;
    case 'material':
      return (
        <MaterialPicker
          form={form}
          name={name}
          label={spec.label}
          // A string field holds one material; a list field up to its max.
          {...('max' in spec ? { max: spec.max } : { max: 1, single: true })}
          kind={context.materialFields?.[name]?.KIND ?? 'image'}
          {...(spec.help ? { help: spec.help } : {})}
        />
      );
    default:
      return <Note form={form} name={name} label={spec.label} text={T.FORM.OWN_FIELD} />;
  }
}

function Note({ form, name, label, text }: { form: AnyForm; name: string; label: string; text: string }) {
  return (
    <FormRow id={form.fieldId(name)} label={label}>
      <Typography.Text type="tertiary">{text}</Typography.Text>
    </FormRow>
  );
}

/** A monitoring link: typed, or built with the media's macro chips; checked by checkTrackUrl on save. */
function TrackUrlControl({ form, name, label, help, macros }: { form: AnyForm; name: string; label: string; help: string | undefined; macros: TrackMacros }) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  const items = useMemo(() => macros.NAMES.map((macro) => ({ id: macro, label: macro, title: macro })), [macros]);
  return (
    <FormRow id={id} label={label} error={error} hint={help}>
      <div {...describedBy(id, error, help)}>
        <WildcardInput
          value={typeof form.values[name] === 'string' ? (form.values[name] as string) : ''}
          onChange={(value) => form.set(name, value)}
          maxLength={1024}
          items={items}
          aria-label={label}
          placeholder="https://"
          showSaveDefault={false}
        />
      </div>
    </FormRow>
  );
}

/** Lines (keywords, phrases …), one per row of MultiInputTable, each within the media's length. */
function LinesControl({ form, name, label, maxRows, maxLength }: { form: AnyForm; name: string; label: string; maxRows: number; maxLength: number }) {
  const id = form.fieldId(name);
  const held = form.values[name];
  const rows = useMemo<MultiInputRow[]>(() => (Array.isArray(held) ? (held as string[]) : []).map((line) => ({ line })), [held]);
  const columns = useMemo(() => [{ key: 'line', title: label, validate: (v: string) => ([...v].length > maxLength ? T.FORM.LINE_MAX(maxLength) : undefined) }], [label, maxLength]);
  return (
    <FormRow id={id} label={label} error={form.errors[name]}>
      <MultiInputTable
        aria-label={label}
        columns={columns}
        value={rows}
        maxRows={maxRows}
        pasteable
        // Empty rows stay while they are typed in; the editor drops them when saving.
        onChange={(next) => form.set(name, next.map((row) => row['line'] ?? ''))}
      />
    </FormRow>
  );
}

/** The account's objects of another type, the media's id as the value. */
function useAccountRows(media: MediaCode, type: string, accountId: number | null) {
  return useQuery({
    ...propertyListQuery({ media, type, accountIds: accountId === null ? [] : [accountId], current: 1, size: PICK_ROWS }),
    enabled: accountId !== null,
  });
}

function PropertyRefControl({ form, name, label, type, context }: { form: AnyForm; name: string; label: string; type: string; context: FieldContext }) {
  const rows = useAccountRows(context.media, type, context.accountId);
  const options = useMemo(() => (rows.data?.rows ?? []).map((row) => ({ value: row.mediaId, label: `${row.name}（${row.mediaId}）` })), [rows.data]);
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      options={options}
      filter
      loading={rows.isFetching}
      disabled={context.accountId === null}
      {...(context.accountId === null ? { hint: T.FORM.REF_NEEDS_ACCOUNT } : {})}
    />
  );
}

/** A tree of the media's (regions at the type's depth, interests, behaviours) through the region cascader. */
function OptionTreeControl({ form, name, label, kind, depth, context }: { form: AnyForm; name: string; label: string; kind: 'region' | 'interest' | 'behavior'; depth?: number; context: FieldContext }) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  const loader = usePropertyOptionsLoader(context.media, kind, depth);
  const value = Array.isArray(form.values[name]) ? (form.values[name] as number[]) : NO_CODES;
  // The value keeps what the right panel lists: a whole province as its own code, never with its children.
  const change = (_leaves: unknown, selected: CascaderSelectedNode[]) => form.set(name, selected.map((node) => Number(node.value)));
  return (
    <FormRow id={id} label={label} error={error}>
      <div id={id} role="group" aria-labelledby={`${id}-label`} {...describedBy(id, error, undefined)}>
        <CascaderTransfer loadOptions={loader} value={value} onChange={change} title={label} showSelectedSearch height={320} />
      </div>
    </FormRow>
  );
}
const NO_CODES: number[] = [];

/** The account's audience packs in state 可用, to include or exclude; one chosen on the other side is not offered. */
function AudienceControl({ form, name, label, role, context }: { form: AnyForm; name: string; label: string; role: 'include' | 'exclude'; context: FieldContext }) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  const rows = useAccountRows(context.media, 'custom-audience', context.accountId);
  const value = Array.isArray(form.values[name]) ? (form.values[name] as string[]) : NO_IDS;
  const otherSide = useMemo(() => {
    const taken = new Set<string>();
    for (const [other, spec] of Object.entries(context.fields)) {
      if (other !== name && spec.kind === 'audience' && spec.role !== role && Array.isArray(form.values[other])) for (const packId of form.values[other] as string[]) taken.add(packId);
    }
    return taken;
  }, [context.fields, form.values, name, role]);
  const items = useMemo<TransferItem[]>(
    () =>
      (rows.data?.rows ?? [])
        .filter((row: PropertyRow) => row.lifecycle === 'available')
        .map((row) => ({ key: row.mediaId, label: `${row.name}（${row.mediaId}）`, ...(otherSide.has(row.mediaId) ? { disabled: true } : {}) })),
    [rows.data, otherSide],
  );
  if (context.accountId === null) return <Note form={form} name={name} label={label} text={T.FORM.AUDIENCE_NEEDS_ACCOUNT} />;
  return (
    <FormRow id={id} label={label} error={error}>
      <div id={id} role="group" aria-labelledby={`${id}-label`} {...describedBy(id, error, undefined)}>
        <TransferList
          dataSource={items}
          value={value}
          onChange={(keys) => form.set(name, keys.map(String))}
          leftTitle={T.FORM.AUDIENCE_AVAILABLE}
          rightTitle={T.FORM.AUDIENCE_CHOSEN}
        />
      </div>
    </FormRow>
  );
}
const NO_IDS: string[] = [];
