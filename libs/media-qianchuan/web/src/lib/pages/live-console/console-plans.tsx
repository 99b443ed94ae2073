// The console's right side (design §4.5, §5.1 live-console): the room's live plans with 启停, inline 出价 and 日预算,
// and 批量开启 / 批量暂停 / 批量调价 (the widgets' bid dialog). Every action is a delivery edit (live/console/edit):
// its progress, the media's refusals and 撤销 show in the delivery tables' own dialog.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { budgetProblem, bulkBidValues, formatMoney, levelConfig, parseBudget } from '@toufang/delivery';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, InlineBidEditor, Switch, bidInputRules, type DataTableColumn, type DataTableRowKey, useReturnFocus } from '@toufang/ui';
import { lazy, Suspense, useState } from 'react';
import { DELIVERY_CONFIG } from '../../delivery-config';
import { liveConsoleEditMutation, type LiveConsoleEditField, type LiveConsoleEditItem } from '../../queries/live-console-edit';
import { liveConsoleEditQuery } from '../../queries/live-console-edit-get';
import { undoLiveConsoleEditMutation } from '../../queries/live-console-edit-undo';
import { LIVE_CONSOLE_PLANS_KEY, liveConsolePlansQuery, type LiveConsolePlan } from '../../queries/live-console-plans';
import { LIVE_CONSOLE_TEXTS as T } from '../../texts';
import { countOrDash, roiOrDash, yuanOrDash } from '../live-work-bench/live-work-bench-rules';
import { CONSOLE, type RoomChoice } from './live-console-rules';

/** A plan's bid and budget limits, as the delivery tables read them (qianchuan's plan edits both). */
function planLimits() {
  const { bid, budget } = levelConfig(DELIVERY_CONFIG, 'plan').actions;
  if (!bid || !budget) throw new Error('巨量千川 plans edit their bid and budget');
  return { bid, budget };
}
const { bid: BID, budget: BUDGET } = planLimits();

/** Where the edit dialog reads the edit and undoes it: the console's own calls, answered as the delivery edit's. */
const EDIT_CALLS = { edit: liveConsoleEditQuery, undoEdit: undoLiveConsoleEditMutation };

const dialogs = () => import('./console-dialogs');
const BidModifyDialog = lazy(() => dialogs().then((m) => ({ default: m.BidModifyDialog })));
const EditProgressDialog = lazy(() => dialogs().then((m) => ({ default: m.EditProgressDialog })));
const EditRefusedDialog = lazy(() => dialogs().then((m) => ({ default: m.EditRefusedDialog })));

type Dialog = { kind: 'bid' } | { kind: 'progress'; editId: number } | { kind: 'refused'; start: Schemas['DeliveryEditStart'] };

export function ConsolePlans({ room }: { room: RoomChoice }) {
  const plans = useQuery({ ...liveConsolePlansQuery(room), refetchInterval: CONSOLE.PLANS_POLL_MS });
  const client = useQueryClient();
  const edit = useMutation(liveConsoleEditMutation);
  const [selected, setSelected] = useState<DataTableRowKey[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Focus goes back to what started the action (a switch, an editor, a toolbar button) once its dialogs close.
  const focus = useReturnFocus();
  const openDialog = (next: Dialog) => {
    if (!dialog) focus.remember();
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    focus.restore();
  };
  const rows = plans.data?.rows ?? [];
  const chosen = rows.filter((r) => selected.includes(r.planId));
  const reload = () => void client.invalidateQueries({ queryKey: LIVE_CONSOLE_PLANS_KEY });

  /** Starts an edit and opens its progress (or its refusal); a failed call was already told by libs/api. */
  const run = (field: LiveConsoleEditField, items: LiveConsoleEditItem[]) =>
    edit.mutateAsync({ ...room, field, items }).then((start) => {
      if (!start) return;
      if (start.state === 'refused' || start.editId === null) {
        openDialog({ kind: 'refused', start });
        throw new Error(start.refusals[0]?.reason ?? start.message ?? '');
      }
      openDialog({ kind: 'progress', editId: start.editId });
    });
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

  const columns: DataTableColumn<LiveConsolePlan>[] = [
    {
      key: 'name',
      title: T.PLAN_NAME,
      width: 220,
      render: (_v, row) => (
        <div>
          <div>{row.name}</div>
          <div className="tf-delivery__id">{row.planId}</div>
        </div>
      ),
    },
    {
      key: 'status',
      title: T.PLAN_STATUS,
      width: 130,
      render: (_v, row) => (
        <span>
          <Switch
            size="small"
            checked={row.status === 'enabled'}
            disabled={row.status === 'deleted' || edit.isPending}
            aria-label={T.STATUS_SWITCH(row.name)}
            onChange={(on: boolean) => quietly(run('status', [{ id: row.planId, value: on ? 'enabled' : 'paused' }]))}
          />{' '}
          {row.statusText}
        </span>
      ),
    },
    {
      key: 'budget',
      title: T.PLAN_BUDGET,
      width: 150,
      render: (_v, row) => (
        <InlineBidEditor
          value={row.budget ?? ''}
          label={`${row.name}的${BUDGET.label}`}
          suffix="元"
          formatValue={(value) => formatMoney(Number(value))}
          rules={[(text) => budgetProblem(parseBudget(text), row.budget, BUDGET)]}
          onConfirm={(text) => run('budget', [{ id: row.planId, value: parseBudget(text) }])}
        />
      ),
    },
    {
      key: 'bid',
      title: T.PLAN_BID,
      width: 130,
      render: (_v, row) => (
        <InlineBidEditor
          value={row.bid}
          label={`${row.name}的${BID.label}`}
          suffix="元"
          formatValue={(value) => formatMoney(Number(value))}
          rules={bidInputRules({ min: BID.min, max: BID.max })}
          onConfirm={(text) => run('bid', [{ id: row.planId, value: Number(text) }])}
        />
      ),
    },
    { key: 'cost', title: T.PLAN_COST, width: 110, align: 'right', render: (_v, row) => yuanOrDash(row.cost) },
    { key: 'orders', title: T.PLAN_ORDERS, width: 90, align: 'right', render: (_v, row) => countOrDash(row.orders) },
    { key: 'gmv', title: T.PLAN_GMV, width: 120, align: 'right', render: (_v, row) => yuanOrDash(row.gmv) },
    { key: 'roi', title: T.PLAN_ROI, width: 80, align: 'right', render: (_v, row) => roiOrDash(row.roi) },
  ];

  const live = chosen.filter((r) => r.status !== 'deleted');
  return (
    <section aria-label={T.PLANS}>
      <div className="tf-live-console__toolbar" role="toolbar" aria-label={T.PLANS}>
        <Button disabled={live.length === 0} loading={edit.isPending} onClick={() => quietly(run('status', live.map((r) => ({ id: r.planId, value: 'enabled' }))))}>
          {T.BULK_ENABLE}
        </Button>
        <Button disabled={live.length === 0} loading={edit.isPending} onClick={() => quietly(run('status', live.map((r) => ({ id: r.planId, value: 'paused' }))))}>
          {T.BULK_PAUSE}
        </Button>
        <Button disabled={live.length === 0} onClick={() => openDialog({ kind: 'bid' })}>
          {T.BULK_BID}
        </Button>
        {selected.length > 0 ? <span>{T.SELECTED(selected.length)}</span> : null}
      </div>
      <DataTable<LiveConsolePlan>
        aria-label={T.PLAN_LIST}
        columns={columns}
        rows={rows}
        rowKey="planId"
        loading={plans.isPending}
        selectedRowKeys={selected}
        onSelectionChange={setSelected}
        selectionLabel={(row) => T.SELECT_ROW(row.name)}
        emptyText={<ListEmpty list={plans} failed={T.PLANS_FAILED} empty={T.PLANS_EMPTY} />}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'bid' ? (
          <BidModifyDialog
            visible
            title={T.BULK_BID_TITLE}
            min={BID.min}
            max={BID.max}
            precision={BID.precision}
            confirmLoading={edit.isPending}
            onCancel={closeDialog}
            onConfirm={(result) => quietly(run('bid', bulkBidValues(result, live.map((r) => r.planId))))}
          />
        ) : null}
        {dialog?.kind === 'progress' ? (
          <EditProgressDialog
            key={dialog.editId}
            calls={EDIT_CALLS}
            editId={dialog.editId}
            onUndoStarted={(start) => start.editId !== null && setDialog({ kind: 'progress', editId: start.editId })}
            onClose={() => {
              closeDialog();
              setSelected([]);
              reload();
            }}
          />
        ) : null}
        {dialog?.kind === 'refused' ? (
          <EditRefusedDialog
            message={dialog.start.message}
            refusals={dialog.start.refusals}
            onClose={closeDialog}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
