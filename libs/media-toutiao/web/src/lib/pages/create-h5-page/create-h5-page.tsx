// 创建H5落地页 (toutiao-app/ad/create-h5-page, full screen per shell spec §2.5; docs/design/properties.md §3.1):
// a small page builder over a 落地页 of 巨量引擎. A palette adds bricks (图片, 文本, 按钮, 表单, 视频), the
// canvas orders them (drag, keyboard, 上移/下移), the panel edits the chosen one, the phone frame previews the
// page at 375 px. 保存草稿 keeps it unpublished (EDIT), 发布 publishes it (ENABLE): the sandbox media then
// serves it at its own address (getSandboxSite), which the bar links to. ?id=<desk id> opens a saved page.
// Nothing typed is dropped by a check: lengths and links are refused in words, under the field and on the brick.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { SelectField, TextField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { createPropertyMutation, PROPERTY_KEYS, propertyAccountsQuery, propertyDetailQuery, updatePropertyMutation, type PropertyRow } from '@toufang/property-kit';
import { TOUTIAO_SITE_BRICK_TYPES, type ToutiaoSiteBrickType } from '@toufang/media-toutiao-limits';
import { Banner, Button, Spin, Tag, Toast, Typography } from '@toufang/ui';
import { H5BrickPanel } from './h5-brick-panel';
import { H5Canvas } from './h5-canvas';
import { H5Preview } from './h5-preview';
import { brickValues, draftBricks, H5_LIMITS, H5_NAME_MAX, hasProblems, moveBrick, newBrick, pageProblems, type DraftBrick } from './h5-rules';
import { H5_TEXTS as T } from './texts';
import './create-h5-page.css';

/** The list of 落地页 from the builder's route (toutiao-app/ad/create-h5-page). */
const LIST_PATH = '../../property/landing-page';

interface BuilderValues {
  name: string;
  accountId: number | null;
  bricks: DraftBrick[];
}

type LandingValues = Schemas['ToutiaoLandingPageValues'];
const valuesOf = (row: PropertyRow | null) => (row?.values ?? {}) as Partial<LandingValues>;

function H5Builder({ row }: { row: PropertyRow | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<BuilderValues>({ initial: () => ({ name: row?.name ?? '', accountId: row?.accountId ?? null, bricks: draftBricks(valuesOf(row).bricks) }) });
  const leave = useLeaveGuard(form.isDirty);
  const accounts = useQuery(propertyAccountsQuery('toutiao'));
  const create = useMutation(createPropertyMutation);
  const update = useMutation(updatePropertyMutation);
  const [saved, setSaved] = useState<PropertyRow | null>(row);
  const [selected, setSelected] = useState<string | null>(() => form.values.bricks[0]?.key ?? null);
  // Problems show once a save was tried, and then follow every change.
  const [checked, setChecked] = useState(false);
  const bricks = form.values.bricks;
  const problems = useMemo(() => pageProblems(bricks), [bricks]);
  const shown = checked ? problems : { page: [], bricks: {} };
  const accountOptions = useMemo(() => (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name}（${a.advertiserId}）` })), [accounts.data]);
  const chosen = bricks.find((b) => b.key === selected) ?? null;
  const full = bricks.length >= H5_LIMITS.BRICKS_MAX;
  const savedValues = valuesOf(saved);
  const published = saved !== null && savedValues.status === 'ENABLE';

  const setBricks = useCallback((next: DraftBrick[]) => form.set('bricks', next), [form]);
  const add = (type: ToutiaoSiteBrickType) => {
    if (full) return;
    const brick = newBrick(type);
    setBricks([...bricks, brick]);
    setSelected(brick.key);
  };
  const remove = (key: string) => {
    const index = bricks.findIndex((b) => b.key === key);
    const next = bricks.filter((b) => b.key !== key);
    setBricks(next);
    if (selected === key) setSelected(next[Math.min(index, next.length - 1)]?.key ?? null);
  };

  const save = (status: LandingValues['status']) => {
    setChecked(true);
    const name = form.values.name.trim();
    let ok = true;
    if (name === '') ok = (form.setError('name', T.NAME_REQUIRED), false);
    else if ([...name].length > H5_NAME_MAX) ok = (form.setError('name', T.NAME_TOO_LONG(H5_NAME_MAX)), false);
    const accountId = saved?.accountId ?? form.values.accountId;
    if (accountId === null) ok = (form.setError('accountId', T.ACCOUNT_REQUIRED), false);
    if (hasProblems(problems)) {
      ok = false;
      const first = bricks.find((b) => problems.bricks[b.key]);
      if (first) setSelected(first.key);
    }
    if (!ok || accountId === null) {
      form.setRefusal(T.FIX_ERRORS);
      return;
    }
    // What the site held beyond the builder's (a description, a thumbnail) is kept; its address is the media's.
    const { page_url: _address, bricks: _old, ...kept } = savedValues;
    const input = { kind: 'toutiao.landing-page' as const, name, values: { ...kept, function_type: kept.function_type ?? 'SITE_FUNC_TYPE_NORMAL', status, bricks: bricks.map(brickValues) } };
    const done = {
      onSuccess: (answer: PropertyRow) => {
        form.saved();
        setSaved(answer);
        Toast.success(status === 'ENABLE' ? T.PUBLISHED : T.SAVED_DRAFT);
        void queryClient.invalidateQueries({ queryKey: PROPERTY_KEYS.LIST });
      },
      onError: form.refuse,
    };
    if (saved) update.mutate({ id: saved.id, input }, done);
    else create.mutate({ accountId, input }, done);
  };

  const address = savedValues.page_url;
  const pending = create.isPending || update.isPending;
  const account = saved ? (accountOptions.find((a) => a.value === saved.accountId)?.label ?? saved.accountName) : null;
  return (
    <div className="tf-h5">
      <header className="tf-h5__bar">
        <Button onClick={() => void navigate(LIST_PATH, { relative: 'path' })}>{T.BACK}</Button>
        <h1 className="tf-h5__bar-title">{row ? T.EDIT_TITLE : T.TITLE}</h1>
        <Tag color="orange">{T.SANDBOX}</Tag>
        <div className="tf-h5__bar-fields">
          <TextField form={form} name="name" label={T.NAME} hint={T.MAX_CHARS(H5_NAME_MAX)} />
          {saved ? (
            <div>
              <Typography.Text type="tertiary">{T.ACCOUNT}</Typography.Text>
              <div>{account}</div>
            </div>
          ) : (
            <SelectField form={form} name="accountId" label={T.ACCOUNT} options={accountOptions} filter loading={accounts.isPending} />
          )}
        </div>
        <div className="tf-h5__bar-actions">
          {saved ? <Tag color={published ? 'green' : 'grey'}>{published ? T.STATUS_PUBLISHED : T.STATUS_DRAFT}</Tag> : null}
          {published && address ? (
            <a href={address} target="_blank" rel="noopener noreferrer" aria-label={`${T.OPEN_SITE}（${T.SITE_ADDRESS} ${address}）`}>
              {T.OPEN_SITE}
            </a>
          ) : null}
          <Button onClick={() => save('EDIT')} loading={pending}>
            {T.SAVE_DRAFT}
          </Button>
          <Button theme="solid" type="primary" onClick={() => save('ENABLE')} loading={pending}>
            {T.PUBLISH}
          </Button>
        </div>
      </header>
      {form.refusal || shown.page.length > 0 ? (
        <div className="tf-h5__problems" role="alert">
          <Banner type="danger" closeIcon={null} description={[form.refusal, ...shown.page].filter(Boolean).join('；')} />
        </div>
      ) : null}
      <div className="tf-h5__body">
        <section className="tf-h5__column" aria-labelledby="h5-palette-title">
          <h2 id="h5-palette-title" className="tf-h5__column-title">
            {T.PALETTE}
          </h2>
          <div className="tf-h5__palette">
            {TOUTIAO_SITE_BRICK_TYPES.map((t) => (
              <Button key={t.value} disabled={full} aria-label={T.PALETTE_ADD(t.label)} onClick={() => add(t.value)}>
                {t.label}
              </Button>
            ))}
            {full ? <Typography.Text type="tertiary">{T.PALETTE_FULL(H5_LIMITS.BRICKS_MAX)}</Typography.Text> : null}
          </div>
        </section>
        <section className="tf-h5__column" aria-labelledby="h5-canvas-title">
          <h2 id="h5-canvas-title" className="tf-h5__column-title">
            {`${T.CANVAS} ${T.CANVAS_COUNT(bricks.length, H5_LIMITS.BRICKS_MAX)}`}
          </h2>
          <H5Canvas bricks={bricks} selected={selected} problems={shown} onSelect={setSelected} onMove={(from, to) => setBricks(moveBrick(bricks, from, to))} onRemove={remove} />
        </section>
        <section className="tf-h5__column" aria-labelledby="h5-panel-title">
          <h2 id="h5-panel-title" className="tf-h5__column-title">
            {T.PANEL}
          </h2>
          {chosen ? (
            <H5BrickPanel
              key={chosen.key}
              brick={chosen}
              errors={shown.bricks[chosen.key] ?? {}}
              accountId={saved?.accountId ?? form.values.accountId}
              onChange={(next) => setBricks(bricks.map((b) => (b.key === next.key ? next : b)))}
            />
          ) : (
            <Typography.Text type="tertiary">{T.PANEL_EMPTY}</Typography.Text>
          )}
        </section>
        <section className="tf-h5__column" aria-labelledby="h5-preview-title">
          <h2 id="h5-preview-title" className="tf-h5__column-title">
            {T.PREVIEW}
          </h2>
          <H5Preview name={form.values.name} bricks={bricks} />
        </section>
      </div>
      {leave}
    </div>
  );
}

export default function CreateH5Page() {
  const [params] = useSearchParams();
  // Read once: the builder keeps the page it opened (a save does not move the URL).
  const [id] = useState(() => Number(params.get('id')) || null);
  const detail = useQuery({ ...propertyDetailQuery('toutiao', 'landing-page', id ?? 0), enabled: id !== null });
  if (id !== null && detail.isPending) return <Spin />;
  if (id !== null && !detail.data) return <Banner type="danger" closeIcon={null} description={T.LOAD_FAILED} />;
  return <H5Builder row={detail.data ?? null} />;
}
