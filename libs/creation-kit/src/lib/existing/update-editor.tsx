// The editor's update mode (issue 22 "Update and copy"): one existing object in its level's form, the fields the
// media fixes at creation (and those the edit path cannot change) read-only with why; its name, status, budget
// and bid saved through the 防出错 check and the delivery edit path (docs/decisions.md "Issue 22: update and copy").
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import type { CreationRow, CreationTemplateBody, CreationVariantSpec, DeliveryLevel, LevelSettings } from '@toufang/domain';
import { Banner, Button, Card, checkErrorPrevention, Input, Switch, Toast, Typography, type ErrorPreventionModalProps, type ErrorPreventionRule } from '@toufang/ui';
import { ErrorPreventionModal } from '../editor/lazy-parts';
import { checkErrorPreventionMutation } from '../queries/error-prevention-check';
import { updateCreationExistingMutation, type CreationExisting } from '../queries/existing';
import { LevelSection } from '../sections/level-section/level-section';
import { errorPreventionInput } from '../submit/use-submit';
import { CREATION_KIT_TEXTS as T } from '../texts';

const X = T.EXISTING;

export interface UpdateEditorProps {
  spec: CreationVariantSpec;
  existing: CreationExisting;
  /** 快速修改: only the fields the edit path changes (name, status, budget, bid). */
  compact?: boolean;
  debug: boolean;
  onBack: () => void;
  /** The changes were sent (the edits run as jobs of the task centre). */
  onDone: () => void;
}

export function UpdateEditor({ spec, existing, compact = false, debug, onBack, onDone }: UpdateEditorProps) {
  const level = existing.level as DeliveryLevel;
  const levelSpec = spec.levels.find((l) => l.level === level);
  const object = existing.objects[0];
  const body = existing.body as unknown as CreationTemplateBody;
  const [name, setName] = useState(object.name);
  const [enabled, setEnabled] = useState(object.status === 'enabled');
  const [settings, setSettings] = useState<LevelSettings>(() => body.settings[level] ?? {});
  const [modal, setModal] = useState<{ visible: boolean; rules: ErrorPreventionRule[]; columns?: ErrorPreventionModalProps['columns'] }>({ visible: false, rules: [] });
  const check = useMutation(checkErrorPreventionMutation);
  const update = useMutation(updateCreationExistingMutation);
  const locked = useMemo(() => Object.fromEntries(existing.locked.filter((l) => l.level === level).map((l) => [l.field, l.reason])), [existing.locked, level]);
  const shownLevel = useMemo(() => (levelSpec && compact ? { ...levelSpec, fields: levelSpec.fields.filter((f) => !locked[f.key]) } : levelSpec), [levelSpec, compact, locked]);
  if (!levelSpec || !shownLevel) return null;

  const changed = name !== object.name || enabled !== (object.status === 'enabled') || JSON.stringify(settings) !== JSON.stringify(body.settings[level] ?? {});

  const save = async () => {
    if (!changed) {
      Toast.info(X.NOTHING_CHANGED);
      return;
    }
    const row: CreationRow = { key: `0:${level}:1`, level, parentKey: null, account: 0, name, targeting: null, materialGroups: null, titleGroups: null, settings, repeat: 1 };
    const wireBody = { ...body, settings: { ...body.settings, [level]: settings } } as unknown as Schemas['CreationTemplateBody'];
    await checkErrorPrevention(
      errorPreventionInput([row], spec),
      async () => (await check.mutateAsync({ media: spec.media, body: wireBody, rows: [row] as unknown as Schemas['CreationRow'][] }))?.rules ?? [],
      async () => {
        const status = enabled ? 'enabled' : 'paused';
        const answer = await update.mutateAsync({
          media: spec.media,
          id: existing.id,
          ...(name !== object.name ? { name } : {}),
          ...(status !== object.status ? { status } : {}),
          settings,
        });
        const edits = answer?.edits ?? [];
        for (const edit of edits) if (edit.state === 'refused') Toast.error(X.REFUSED(X.FIELDS[edit.field] ?? edit.field, edit.message ?? ''));
        const queued = edits.filter((e) => e.state === 'queued').length;
        if (queued > 0) {
          Toast.success(X.SAVED(queued));
          onDone();
        }
      },
      { debug, onBlocked: (blocked) => setModal({ visible: true, rules: blocked.rules, columns: blocked.columns }) },
    ).catch(() => undefined);
  };

  return (
    <main className="tf-creation" aria-label={X.UPDATE_TITLE(levelSpec.label)} data-mode="update">
      <header className="tf-creation__bar">
        <Button onClick={onBack}>{T.BACK}</Button>
        <h1 className="tf-creation__title">{X.UPDATE_TITLE(levelSpec.label)}</h1>
        <span className="tf-creation__bar-actions">
          <Button theme="solid" type="primary" onClick={() => void save()} loading={check.isPending || update.isPending}>
            {X.SAVE}
          </Button>
        </span>
      </header>
      <Banner type="info" description={X.UPDATE_NOTE} closeIcon={null} />
      <div className="tf-creation__body">
        <section className="tf-creation__section" aria-label={existing.name}>
          <Card>
            <label className="tf-creation__shared">
              {X.NAME}
              <Input aria-label={X.NAME} value={name} maxLength={levelSpec.nameMaxLength} onChange={setName} style={{ width: 420 }} />
            </label>
            <label className="tf-creation__shared">
              <Switch checked={enabled} onChange={setEnabled} aria-label={X.STATUS} size="small" />
              <Typography.Text>{enabled ? X.ENABLED : X.PAUSED}</Typography.Text>
            </label>
          </Card>
        </section>
        <LevelSection level={shownLevel} settings={settings} locked={locked} onChange={(key, value) => setSettings((s) => ({ ...s, [key]: value }))} />
      </div>
      {modal.visible ? <ErrorPreventionModal visible rules={modal.rules} columns={modal.columns} onClose={() => setModal((m) => ({ ...m, visible: false }))} /> : null}
    </main>
  );
}
