// 批量修改预算: one budget (or 不限) for every selected row, checked against the level's limits before
// anything is sent; the rows that would break one are listed and 确定 waits until none would.
import { DeskModal, InputNumber, RadioGroup, Typography } from '@toufang/ui';
import { useId, useState } from 'react';
import type { DeliveryBudgetAction } from '../config/delivery-config';
import type { DeliveryRow } from '../queries/delivery-types';
import { bulkBudgetProblems, type BudgetValue } from '../rules/budget-rules';
import { DELIVERY_TEXTS as T } from '../texts';
import { FailureTable } from './edit-progress-dialog';
import { DELIVERY_PAGE } from './page-constants';

type Mode = 'fixed' | 'unlimited';

export interface BudgetDialogProps {
  action: DeliveryBudgetAction;
  rows: readonly DeliveryRow[];
  confirmLoading?: boolean;
  onConfirm: (value: BudgetValue) => void;
  onCancel: () => void;
}

export function BudgetDialog({ action, rows, confirmLoading, onConfirm, onCancel }: BudgetDialogProps) {
  const [mode, setMode] = useState<Mode>('fixed');
  const [amount, setAmount] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const value: BudgetValue = mode === 'unlimited' ? null : amount;
  const missing = mode === 'fixed' && (amount === null || !Number.isFinite(amount));
  const problems = missing ? [] : bulkBudgetProblems(rows, value, action);

  const confirm = () => {
    setAttempted(true);
    if (missing || problems.length > 0) return;
    onConfirm(value);
  };

  return (
    <DeskModal
      visible
      title={T.bulkBudgetTitle(action.label)}
      width={DELIVERY_PAGE.SMALL_DIALOG_WIDTH}
      confirmLoading={confirmLoading}
      onOk={confirm}
      onCancel={onCancel}
    >
      <div className="tf-delivery-budget" data-testid="budget-dialog">
        <Typography.Paragraph type="tertiary">{T.SELECTED(rows.length)}</Typography.Paragraph>
        {action.allowUnlimited ? (
          <RadioGroup<Mode>
            aria-label={action.label}
            value={mode}
            onChange={(next) => setMode(next)}
            options={[
              { name: T.BUDGET_FIXED, value: 'fixed' },
              { name: T.BUDGET_UNLIMITED, value: 'unlimited' },
            ]}
          />
        ) : null}
        {mode === 'fixed' ? (
          <div className="tf-delivery-budget__amount">
            <label htmlFor={inputId}>{T.BUDGET_VALUE}</label>
            <InputNumber
              id={inputId}
              value={amount ?? undefined}
              min={0}
              precision={2}
              suffix="元"
              aria-invalid={attempted && (missing || problems.length > 0) ? true : undefined}
              aria-describedby={errorId}
              onNumberChange={(next: number) => setAmount(Number.isFinite(next) ? next : null)}
              onChange={(next: string | number) => {
                if (next === '' || next === null) setAmount(null);
              }}
            />
          </div>
        ) : null}
        <Typography.Paragraph type="tertiary" id={errorId}>
          {attempted && missing ? <span role="alert" className="tf-delivery-budget__error">{T.BUDGET_REQUIRED}</span> : T.budgetHint(action.min, action.minStep, action.editsPerDay)}
        </Typography.Paragraph>
        {problems.length > 0 ? (
          <div role="alert">
            <Typography.Paragraph type="danger">{T.BUDGET_PROBLEMS}</Typography.Paragraph>
            <FailureTable label={T.EDIT_REFUSED} rows={problems.map(({ row, reason }) => ({ id: row.id, name: row.name, accountName: row.accountName, reason }))} />
          </div>
        ) : null}
      </div>
    </DeskModal>
  );
}
