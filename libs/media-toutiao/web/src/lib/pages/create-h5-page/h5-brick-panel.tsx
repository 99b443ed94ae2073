// The property panel of 创建H5落地页: the selected brick's own fields, on the form kit's fields over a small
// host (the brick's values, its problems, a change handed up), so labels, messages and descriptions are the
// desk's usual ones. An image comes from the 素材库 through the property kit's material picker; a video from
// the 素材库's videos (the kit's picker lists images only).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { defineQuery } from '@toufang/api';
import { SelectField, TextAreaField, TextField, type FieldHost } from '@toufang/form-kit';
import { PropertyFieldControl, type PropertyAnyForm } from '@toufang/property-kit';
import { TOUTIAO_SITE_FORM_FIELDS, TOUTIAO_SITE_TEXT_OF } from '@toufang/media-toutiao-limits';
import { Typography } from '@toufang/ui';
import { brickLabel, H5_LIMITS, type BrickField, type DraftBrick } from './h5-rules';
import { H5_TEXTS as T } from './texts';

/** The panel's values: the brick's, with its 素材 also as the picker's list of one. */
interface PanelValues {
  material: string[];
  material_id: string;
  text: string;
  link: string;
  fields: string[];
  submit_text: string;
}

/** Videos the picker lists (newest first, searched by the select's own filter). */
const videoMaterialsQuery = defineQuery('post', '/api/material/list', { body: { current: 1, size: 100, kind: 'video', sort: 'uploadTime', order: 'desc' } });

const FORM_FIELD_OPTIONS = TOUTIAO_SITE_FORM_FIELDS.map((f) => ({ value: f.value, label: f.label }));

export interface H5BrickPanelProps {
  brick: DraftBrick;
  /** The brick's problems by field (shown once the page was checked). */
  errors: Partial<Record<BrickField | 'type', string>>;
  accountId: number | null;
  onChange(brick: DraftBrick): void;
}

function VideoPicker({ host }: { host: FieldHost<PanelValues> }) {
  const videos = useQuery(videoMaterialsQuery);
  const options = useMemo(() => {
    const listed = (videos.data?.records ?? []).map((m) => ({ value: String(m.id), label: `${m.name}（${m.id}）` }));
    const chosen = host.values.material_id;
    // A saved page's video need not be on the first page the library answers: it stays chosen, by its id.
    return chosen && !listed.some((o) => o.value === chosen) ? [{ value: chosen, label: T.VIDEO_CHOSEN(chosen) }, ...listed] : listed;
  }, [videos.data, host.values.material_id]);
  return <SelectField form={host} name="material_id" label={T.FIELDS.VIDEO} options={options} filter loading={videos.isPending} empty="" hint={videos.data && options.length === 0 ? T.VIDEO_NONE : T.HELP.MATERIAL} placeholder={T.VIDEO_SEARCH} />;
}

export function H5BrickPanel({ brick, errors, accountId, onChange }: H5BrickPanelProps) {
  const host: FieldHost<PanelValues> = {
    values: {
      material: brick.material_id ? [brick.material_id] : [],
      material_id: brick.material_id ?? '',
      text: brick.text ?? '',
      link: brick.link ?? '',
      fields: [...(brick.fields ?? [])],
      submit_text: brick.submit_text ?? '',
    },
    errors: { ...errors, material: errors.material_id },
    set(field, value) {
      if (field === 'material') onChange({ ...brick, material_id: (value as string[]).at(-1) ?? '' });
      else onChange({ ...brick, [field]: value });
    },
    fieldId: (field) => `h5-${brick.key}-${field}`,
  };
  const textRule = TOUTIAO_SITE_TEXT_OF[brick.type];
  return (
    <section aria-label={`${T.PANEL}：${brickLabel(brick.type)}`}>
      <Typography.Title heading={6} style={{ marginBottom: 12 }}>
        {`${T.PANEL}：${brickLabel(brick.type)}`}
      </Typography.Title>
      {brick.type === 'image' ? (
        <PropertyFieldControl
          form={host as unknown as PropertyAnyForm}
          name="material"
          spec={{ kind: 'material', label: T.FIELDS.IMAGE, max: 1, help: T.HELP.MATERIAL }}
          context={{ media: 'toutiao', accountId, fields: {} }}
        />
      ) : null}
      {brick.type === 'video' ? <VideoPicker host={host} /> : null}
      {brick.type === 'image' || brick.type === 'video' ? <TextField form={host} name="text" label={T.FIELDS.CAPTION} hint={T.MAX_CHARS(textRule.max)} /> : null}
      {brick.type === 'text' ? <TextAreaField form={host} name="text" label={T.FIELDS.TEXT} hint={T.MAX_CHARS(textRule.max)} /> : null}
      {brick.type === 'button' ? (
        <>
          <TextField form={host} name="text" label={T.FIELDS.BUTTON_TEXT} hint={T.MAX_CHARS(textRule.max)} />
          <TextField form={host} name="link" label={T.FIELDS.LINK} hint={T.HELP.LINK} />
        </>
      ) : null}
      {brick.type === 'form' ? (
        <>
          <TextField form={host} name="text" label={T.FIELDS.FORM_TITLE} hint={T.MAX_CHARS(textRule.max)} />
          <SelectField form={host} name="fields" label={T.FIELDS.FORM_FIELDS} options={FORM_FIELD_OPTIONS} multiple empty={[]} hint={T.MAX_FIELDS(H5_LIMITS.FORM_FIELDS_MAX)} />
          <TextField form={host} name="submit_text" label={T.FIELDS.SUBMIT_TEXT} hint={T.MAX_CHARS(H5_LIMITS.SUBMIT_TEXT_MAX_LENGTH)} />
        </>
      ) : null}
    </section>
  );
}
