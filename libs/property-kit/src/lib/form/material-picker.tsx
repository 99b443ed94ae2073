// The material field's control (docs/design/properties.md §2.3): the images (or videos: the field's kind in
// the type's limits) of the desk's 素材库 the caller sees, newest first, searched by name or id, at most the
// field's `max` chosen. The value is the desk's material ids (as strings), or one id for a field of one material
// (`single`: choosing another replaces it); the server pushes each to the
// account and sends the media's ids, and answers the desk's ids again when the object is read; an id the
// object holds with no desk material behind it is the media's own, shown as such (docs/decisions.md, "Issue
// 21: material fields").
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { MaterialKind } from '@toufang/domain';
import { defineQuery, type Schemas } from '@toufang/api';
import { describedBy, FormRow, type useForm } from '@toufang/form-kit';
import { Button, Checkbox, Input, Spin, Tag, Typography } from '@toufang/ui';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

/** Images a page of the picker shows. */
const PICK_MATERIALS = 24;

/** POST /api/material/list, of the field's kind only (listMaterials). */
export const pickableMaterialsQuery = (keyword: string, kind: MaterialKind = 'image') => {
  const page = { current: 1, size: PICK_MATERIALS, kind, sort: 'uploadTime' as const, order: 'desc' as const };
  return defineQuery('post', '/api/material/list', { body: keyword ? { ...page, keyword } : page });
};

/** A chosen id looked up in the library (the list's keyword matches an id exactly), for its name. */
const chosenMaterialQuery = (id: string, kind: MaterialKind) =>
  defineQuery('post', '/api/material/list', { body: { current: 1, size: 1, kind, keyword: id, sort: 'uploadTime' as const, order: 'desc' as const } });

const NO_IDS: string[] = [];

// The form of any declared type (field-control.ts's AnyForm, not imported: it renders this control).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = ReturnType<typeof useForm<Record<string, any>>>;

export function MaterialPicker({
  form,
  name,
  label,
  max,
  single = false,
  kind = 'image',
  help,
  chosenMark,
}: {
  form: AnyForm;
  name: string;
  label: string;
  max: number;
  single?: boolean;
  kind?: MaterialKind;
  help?: string;
  /** Something the caller says of a chosen material, shown in its tag after the name (e.g. that a media refuses it). */
  chosenMark?: (id: string) => ReactNode;
}) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  const held: unknown = form.values[name];
  const value = single ? (typeof held === 'string' && held !== '' ? [held] : NO_IDS) : Array.isArray(held) ? (held as string[]) : NO_IDS;
  const write = (ids: string[]) => form.set(name, single ? (ids[0] ?? '') : ids);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // Names of the materials chosen, kept across searches (a chosen one need not be on the page shown).
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const materials = useQuery({ ...pickableMaterialsQuery(keyword, kind), placeholderData: keepPreviousData });
  const records: Schemas['Material'][] = materials.data?.records ?? [];
  // Chosen ids named by neither a pick nor the page shown (an edited object's): looked up once each.
  const unnamed = value.filter((key) => known[key] === undefined && !records.some((r) => String(r.id) === key));
  const lookups = useQueries({ queries: unnamed.map((key) => ({ ...chosenMaterialQuery(key, kind), staleTime: Infinity })) });
  const nameOf = (key: string): string => {
    const named = known[key] ?? records.find((r) => String(r.id) === key)?.name;
    if (named !== undefined) return named;
    const lookup = lookups[unnamed.indexOf(key)];
    const found = lookup?.data?.records.find((r) => String(r.id) === key);
    if (found) return found.name;
    // Not in the library the caller sees: the media's own material, which the object keeps as it is.
    return lookup?.isSuccess ? T.FORM.MATERIAL_MEDIA_ID(key) : T.FORM.MATERIAL_UNKNOWN(key);
  };
  // A field of one material is never full: another choice replaces the one chosen.
  const full = !single && value.length >= max;
  const toggle = (material: Schemas['Material']) => {
    const key = String(material.id);
    if (value.includes(key)) write(value.filter((v) => v !== key));
    else if (!full) {
      setKnown((was) => ({ ...was, [key]: material.name }));
      write(single ? [key] : [...value, key]);
    }
  };
  const search = () => setKeyword(typed.trim());
  return (
    <FormRow id={id} label={label} error={error} hint={help}>
      <div id={id} role="group" aria-labelledby={`${id}-label`} {...describedBy(id, error, help)}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <Input aria-label={T.FORM.MATERIAL_SEARCH} placeholder={T.FORM.MATERIAL_SEARCH} value={typed} onChange={setTyped} onEnterPress={search} style={{ width: 220 }} />
          <Button onClick={search}>{T.FORM.MATERIAL_SEARCH_ACTION}</Button>
          <Typography.Text type="tertiary">{T.FORM.MATERIAL_CHOSEN(value.length, max)}</Typography.Text>
        </div>
        {value.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 8 }}>
            {value.map((key) => {
              const shown = nameOf(key);
              return (
                <Tag key={key}>
                  {shown}
                  {chosenMark?.(key)}
                  <Button size="small" theme="borderless" aria-label={T.FORM.MATERIAL_REMOVE(shown)} onClick={() => write(value.filter((v) => v !== key))}>
                    ×
                  </Button>
                </Tag>
              );
            })}
          </div>
        ) : null}
        {materials.isPending ? (
          <Spin />
        ) : materials.isError ? (
          <Typography.Text type="danger">{T.FORM.MATERIAL_FAILED}</Typography.Text>
        ) : records.length === 0 ? (
          <Typography.Text type="tertiary">{T.FORM.MATERIAL_EMPTY}</Typography.Text>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, maxHeight: 260, overflowY: 'auto' }}>
            {records.map((material) => {
              const chosen = value.includes(String(material.id));
              return (
                <Checkbox key={material.id} checked={chosen} disabled={full && !chosen} onChange={() => toggle(material)}>
                  <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <img src={material.thumbnailUrl} alt="" width={80} height={80} style={{ objectFit: 'cover', borderRadius: 4 }} />
                    <span style={{ fontSize: 12, maxWidth: 80, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={material.name}>
                      {material.name}
                    </span>
                  </span>
                </Checkbox>
              );
            })}
          </div>
        )}
      </div>
    </FormRow>
  );
}
