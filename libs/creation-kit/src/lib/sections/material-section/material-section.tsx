// 素材组: groups of materials one creative carries together, each chosen from the 素材库 with the property
// kit's material picker (images or videos, as the variant allows, at most its per-creative maximum). A chosen
// material whose file the media refuses is marked 不符合媒体要求, the media's reason in its tooltip.
import { useId, useMemo, useState } from 'react';
import type { CreationVariantSpec, TemplateMaterialGroup } from '@toufang/domain';
import type { FormApi } from '@toufang/form-kit';
import { MaterialPicker } from '@toufang/property-kit';
import { Button, Card, DeskTooltip, RadioGroup, Tag, Typography } from '@toufang/ui';
import { nextGroupKey } from '../../editor/editor-state';
import { CREATION_KIT_TEXTS as T } from '../../texts';
import { useMaterialProblems } from './use-material-problems';

export interface MaterialSectionProps {
  spec: CreationVariantSpec;
  groups: readonly TemplateMaterialGroup[];
  onChange: (groups: TemplateMaterialGroup[]) => void;
}

type Kind = 'image' | 'video';
const KIND_LABELS: Record<Kind, string> = { image: '图片', video: '视频' };
type PickerForm = FormApi<{ ids: string[] }>;

/** The picker's form over one group: its ids as the strings the picker holds, written back as numbers. */
function useGroupForm(group: TemplateMaterialGroup, onIds: (ids: number[]) => void): PickerForm {
  const base = useId();
  return useMemo(
    () =>
      ({
        values: { ids: group.materialIds.map(String) },
        errors: {},
        set: (_field: string, value: unknown) => onIds((value as string[]).map(Number).filter(Number.isFinite)),
        fieldId: () => `${base}-ids`,
      }) as unknown as PickerForm,
    [group.materialIds, onIds, base],
  );
}

/** The mark of a chosen material the media refuses, or nothing. */
function unfitMark(reason: string | undefined) {
  if (reason === undefined) return null;
  return (
    <DeskTooltip content={reason}>
      <Tag color="red" size="small" style={{ marginLeft: 4 }}>
        {T.MATERIALS.UNFIT}
      </Tag>
    </DeskTooltip>
  );
}

function GroupEditor({
  spec,
  group,
  problems,
  onChange,
  onRemove,
}: {
  spec: CreationVariantSpec;
  group: TemplateMaterialGroup;
  problems: Readonly<Record<string, string>>;
  onChange: (g: TemplateMaterialGroup) => void;
  onRemove: () => void;
}) {
  const kinds = spec.materials.kinds;
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'image');
  const form = useGroupForm(group, (materialIds) => onChange({ ...group, materialIds }));
  return (
    <div className="tf-creation__group">
      <div className="tf-creation__group-bar">
        <Typography.Text strong>{group.name}</Typography.Text>
        {kinds.length > 1 ? (
          <RadioGroup type="button" aria-label={`${group.name}素材类型`} options={kinds.map((k) => ({ name: KIND_LABELS[k], value: k }))} value={kind} onChange={(v) => setKind(v as Kind)} />
        ) : null}
        <Button type="danger" theme="borderless" onClick={onRemove} aria-label={T.MATERIALS.REMOVE_GROUP(group.name)}>
          {T.MATERIALS.REMOVE_GROUP('')}
        </Button>
      </div>
      <MaterialPicker form={form} name="ids" label={T.MATERIALS.PICKER_LABEL(group.name)} max={spec.materials.max} kind={kind} help={T.MATERIALS.COUNT(spec.materials.min, spec.materials.max)} chosenMark={(id) => unfitMark(problems[id])} />
    </div>
  );
}

export function MaterialSection({ spec, groups, onChange }: MaterialSectionProps) {
  const headingId = useId();
  const problems = useMaterialProblems(spec, groups);
  const add = () => {
    const key = nextGroupKey('m', groups);
    onChange([...groups, { key, name: T.MATERIALS.GROUP(groups.length + 1), materialIds: [] }]);
  };
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card
        title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.MATERIALS}</h2>}
        headerExtraContent={<Button onClick={add}>{T.MATERIALS.ADD_GROUP}</Button>}
      >
        {groups.length === 0 ? <Typography.Text type="tertiary">{T.MATERIALS.EMPTY}</Typography.Text> : null}
        {groups.map((group) => (
          <GroupEditor
            key={group.key}
            spec={spec}
            group={group}
            problems={problems}
            onChange={(next) => onChange(groups.map((g) => (g.key === group.key ? next : g)))}
            onRemove={() => onChange(groups.filter((g) => g.key !== group.key))}
          />
        ))}
      </Card>
    </section>
  );
}
