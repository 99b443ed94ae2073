// 标题组: groups of titles one creative carries together, from the title library (its groups, titles in order)
// or typed with the batch title editor of libs/ui (lengths by the media's counting rule).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { titleLengthOf, type CreationVariantSpec, type TemplateTitleGroup } from '@toufang/domain';
import { BatchTitleEditor, Button, Card, LoadFailed, Select, Spin, Typography } from '@toufang/ui';
import { nextGroupKey } from '../../editor/editor-state';
import { titleGroupsQuery } from '../../queries/title-groups';
import { CREATION_KIT_TEXTS as T } from '../../texts';

export interface TitleSectionProps {
  spec: CreationVariantSpec;
  groups: readonly TemplateTitleGroup[];
  onChange: (groups: TemplateTitleGroup[]) => void;
}

function LibraryPicker({ onPick }: { onPick: (group: { id: number; name: string; titles: string[] }) => void }) {
  const library = useQuery(titleGroupsQuery(''));
  if (library.isPending) return <Spin />;
  if (library.isError) return <LoadFailed message={T.TITLES.LIBRARY_FAILED} retryText={T.RETRY} onRetry={() => void library.refetch()} />;
  const records = library.data?.records ?? [];
  if (records.length === 0) return <Typography.Text type="tertiary">{T.TITLES.LIBRARY_EMPTY}</Typography.Text>;
  return (
    <Select
      aria-label={T.TITLES.FROM_LIBRARY}
      placeholder={T.TITLES.FROM_LIBRARY}
      filter
      style={{ width: 320 }}
      optionList={records.map((g) => ({ value: g.id, label: `${g.name}（${g.titleCount}）`, showTick: false }))}
      value={undefined}
      onChange={(value) => {
        const group = records.find((g) => g.id === Number(value));
        if (group) onPick({ id: group.id, name: group.name, titles: group.titles.map((t) => t.text) });
      }}
    />
  );
}

export function TitleSection({ spec, groups, onChange }: TitleSectionProps) {
  const headingId = useId();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const count = (line: string) => titleLengthOf(line, spec.titles.counting);
  const add = (group: Omit<TemplateTitleGroup, 'key'>) => onChange([...groups, { ...group, key: nextGroupKey('t', groups) }]);
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card
        title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.TITLES}</h2>}
        headerExtraContent={
          <span className="tf-creation__bar-actions">
            <Button onClick={() => setLibraryOpen((open) => !open)} aria-expanded={libraryOpen}>
              {T.TITLES.FROM_LIBRARY}
            </Button>
            <Button onClick={() => add({ name: T.TITLES.GROUP(groups.length + 1), titles: [] })}>{T.TITLES.ADD_GROUP}</Button>
          </span>
        }
      >
        {libraryOpen ? (
          <LibraryPicker
            onPick={(picked) => {
              add({ name: picked.name, titleGroupId: picked.id, titles: picked.titles });
              setLibraryOpen(false);
            }}
          />
        ) : null}
        {groups.length === 0 ? <Typography.Text type="tertiary">{T.TITLES.EMPTY}</Typography.Text> : null}
        {groups.map((group) => (
          <div key={group.key} className="tf-creation__group">
            <div className="tf-creation__group-bar">
              <Typography.Text strong>{group.name}</Typography.Text>
              <Typography.Text type="tertiary">{T.TITLES.COUNT(spec.titles.min, spec.titles.max)}</Typography.Text>
              <Button type="danger" theme="borderless" aria-label={T.TITLES.REMOVE_GROUP(group.name)} onClick={() => onChange(groups.filter((g) => g.key !== group.key))}>
                {T.TITLES.REMOVE_GROUP('')}
              </Button>
            </div>
            <div aria-label={T.TITLES.EDITOR_LABEL(group.name)} role="group">
              <BatchTitleEditor
                value={group.titles}
                // Typed into a library group: it is the person's own from then on.
                onChange={(titles) => onChange(groups.map((g) => (g.key === group.key ? { key: g.key, name: g.name, titles } : g)))}
                maxLines={spec.titles.max}
                minLength={spec.titles.minLength}
                maxLength={spec.titles.maxLength}
                count={count}
                height={Math.min(350, 35 * Math.max(3, group.titles.length + 1))}
              />
            </div>
          </div>
        ))}
      </Card>
    </section>
  );
}
