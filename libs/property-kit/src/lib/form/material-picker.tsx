// The material field's control (docs/design/properties.md §2.3): the images of the desk's 素材库 the caller sees,
// newest first, searched by name or id, at most the field's `max` chosen. The value is the desk's material ids
// (as strings); the server pushes each to the account and sends the media's ids (docs/decisions.md).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery, type Schemas } from '@toufang/api';
import { describedBy, FormRow, type useForm } from '@toufang/form-kit';
import { Button, Checkbox, Input, Spin, Tag, Typography } from '@toufang/ui';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

/** Images a page of the picker shows. */
const PICK_MATERIALS = 24;

/** POST /api/material/list, images only (listMaterials). */
export const pickableMaterialsQuery = (keyword: string) => {
  const page = { current: 1, size: PICK_MATERIALS, kind: 'image' as const, sort: 'uploadTime' as const, order: 'desc' as const };
  return defineQuery('post', '/api/material/list', { body: keyword ? { ...page, keyword } : page });
};

const NO_IDS: string[] = [];

// The form of any declared type (field-control.ts's AnyForm, not imported: it renders this control).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = ReturnType<typeof useForm<Record<string, any>>>;

export function MaterialPicker({ form, name, label, max, help }: { form: AnyForm; name: string; label: string; max: number; help?: string }) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  const value = Array.isArray(form.values[name]) ? (form.values[name] as string[]) : NO_IDS;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // Names of the materials chosen, kept across searches (a chosen one need not be on the page shown).
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const materials = useQuery({ ...pickableMaterialsQuery(keyword), placeholderData: keepPreviousData });
  const records: Schemas['Material'][] = materials.data?.records ?? [];
  const full = value.length >= max;
  const toggle = (material: Schemas['Material']) => {
    const key = String(material.id);
    if (value.includes(key)) form.set(name, value.filter((v) => v !== key));
    else if (!full) {
      setKnown((was) => ({ ...was, [key]: material.name }));
      form.set(name, [...value, key]);
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
              const shown = known[key] ?? records.find((r) => String(r.id) === key)?.name ?? T.FORM.MATERIAL_UNKNOWN(key);
              return (
                <Tag key={key}>
                  {shown}
                  <Button size="small" theme="borderless" aria-label={T.FORM.MATERIAL_REMOVE(shown)} onClick={() => form.set(name, value.filter((v) => v !== key))}>
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
