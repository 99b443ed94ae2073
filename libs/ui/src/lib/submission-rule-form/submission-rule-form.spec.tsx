import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmissionRuleForm, type SubmissionRuleFormHandle, type SubmissionRuleFormProps } from './submission-rule-form';
import type { SubmissionRuleFormData } from './submission-rules';

// A fixed clock: 2025-03-15 10:30:20 local time.
const now = () => new Date(2025, 2, 15, 10, 30, 20);
const LATER = '2025-03-16 09:00';

function setup(props: Partial<SubmissionRuleFormProps> = {}) {
  const ref = createRef<SubmissionRuleFormHandle>();
  const onChange = vi.fn<NonNullable<SubmissionRuleFormProps['onChange']>>();
  const user = userEvent.setup();
  render(<SubmissionRuleForm now={now} ref={ref} onChange={onChange} {...props} />);
  const validate = () => {
    let result: ReturnType<SubmissionRuleFormHandle['validate']>;
    act(() => {
      result = ref.current?.validate();
    });
    return result;
  };
  const lastChange = () => onChange.mock.calls.at(-1);
  return { ref, onChange, user, validate, lastChange };
}

const timeInput = () => screen.getByRole('textbox', { name: '执行时间' });

describe('SubmissionRuleForm: submission type', () => {
  it('defaults to 提交并保存模板 and 立即提交 with its explanation', () => {
    const { ref } = setup();
    expect(screen.getByRole('radio', { name: '提交并保存模板' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '仅保存模板' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '仅提交广告' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '立即提交' })).toBeChecked();
    expect(screen.getByText('保存后立即提交创建全部广告')).toBeInTheDocument();
    expect(ref.current?.getPayload()).toEqual({ adsSubmitRule: 'NOW' });
    expect(screen.queryByRole('textbox', { name: '执行时间' })).toBeNull();
  });

  it('hides the rule section when only the template is saved, and then submits no rule', async () => {
    const { ref, user, validate, lastChange } = setup({ defaultValue: { adsSubmitRule: 'DELAY' } });
    expect(screen.getByRole('radio', { name: '定时提交' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '仅保存模板' }));
    expect(screen.queryByRole('radio', { name: '定时提交' })).toBeNull();
    expect(screen.queryByText('提交方式')).toBeNull();
    expect(lastChange()?.[0].submitType).toBe('saveTemplateOnly');
    expect(lastChange()?.[1]).toEqual({ payload: null, error: undefined });
    expect(validate()).toBeUndefined();
    expect(ref.current?.getPayload()).toBeNull();
  });

  it('shows the rule section again for 仅提交广告', async () => {
    const { user } = setup({ defaultValue: { submitType: 'saveTemplateOnly' } });
    await user.click(screen.getByRole('radio', { name: '仅提交广告' }));
    expect(screen.getByRole('radio', { name: '立即提交' })).toBeChecked();
  });
});

describe('SubmissionRuleForm: DELAY', () => {
  it('shows the time picker, and validate() rejects a time not after now: 设定时间不可小于等于当前时间', async () => {
    const { user, validate, lastChange } = setup();
    await user.click(screen.getByRole('radio', { name: '定时提交' }));
    expect(screen.getByText('全部广告在设定的执行时间提交创建')).toBeInTheDocument();
    expect(timeInput()).toHaveValue('2025-03-15 10:30');
    expect(lastChange()?.[1].error).toEqual({ field: 'time', message: '设定时间不可小于等于当前时间' });
    expect(screen.queryByRole('alert')).toBeNull(); // not shown before the page validates

    expect(validate()).toEqual({ field: 'time', message: '设定时间不可小于等于当前时间' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('设定时间不可小于等于当前时间');
    expect(alert.closest('.tf-submission-rule__row')).toContainElement(timeInput());
  });

  it('after validation, picking a later time clears the message and the payload carries it', async () => {
    const { ref, user, validate, lastChange } = setup({ defaultValue: { adsSubmitRule: 'DELAY' } });
    validate();
    expect(screen.getByRole('alert')).toHaveTextContent('设定时间不可小于等于当前时间');
    await user.clear(timeInput());
    await user.type(timeInput(), '2025-03-20 12:00{Enter}');
    expect(lastChange()?.[0].adsDelaySubmitTime).toBe('2025-03-20 12:00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(validate()).toBeUndefined();
    expect(ref.current?.getPayload()).toEqual({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2025-03-20 12:00' });
  });

  it('lets the picker offer only yesterday to 30 days ahead', async () => {
    const { user } = setup({ defaultValue: { adsSubmitRule: 'DELAY' } });
    await user.click(timeInput());
    const day = (date: string) => screen.getByRole('gridcell', { name: date });
    expect(day('2025-03-13')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2025-03-14')).toHaveAttribute('aria-disabled', 'false');
    expect(day('2025-03-15')).toHaveAttribute('aria-disabled', 'false');
    expect(day('2025-03-31')).toHaveAttribute('aria-disabled', 'false');
  });

  it('resets a picked start time earlier than now to now', async () => {
    const { user, lastChange } = setup({ defaultValue: { adsSubmitRule: 'DELAY', adsDelaySubmitTime: LATER } });
    await user.clear(timeInput());
    await user.type(timeInput(), '2025-03-15 08:00{Enter}');
    expect(lastChange()?.[0].adsDelaySubmitTime).toBe('2025-03-15 10:30');
    expect(timeInput()).toHaveValue('2025-03-15 10:30');
  });

  it('omits the picker and adsDelaySubmitTime when the execution time is off, and skips the time check', () => {
    const { ref, validate } = setup({ hasDelayTime: false, defaultValue: { adsSubmitRule: 'DELAY' } });
    expect(screen.queryByRole('textbox', { name: '执行时间' })).toBeNull();
    expect(validate()).toBeUndefined();
    expect(ref.current?.getPayload()).toEqual({ adsSubmitRule: 'DELAY' });
  });
});

describe('SubmissionRuleForm: BATCH', () => {
  const batch = (over: Partial<SubmissionRuleFormData> = {}, props: Partial<SubmissionRuleFormProps> = {}) =>
    setup({ mediaCode: 'toutiao', defaultValue: { adsSubmitRule: 'BATCH', adsBatchStartTime: LATER, ...over }, ...props });

  it('explains the rule with the chosen level and offers the media’s levels, PLAN by default', () => {
    batch();
    expect(screen.getByText('全部广告按下方规则分批提交创建，第一批保存后立即创建')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '项目' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '广告' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '每次提交广告数' })).toHaveValue('1');
  });

  it('a dimension change resets the per-submit number to 1 and renames the count', async () => {
    const { user, lastChange } = batch({ adsSubmitNum1: 8 });
    expect(screen.getByRole('spinbutton', { name: '每次提交广告数' })).toHaveValue('8');
    await user.click(screen.getByRole('radio', { name: '项目' }));
    expect(lastChange()?.[0]).toMatchObject({ adsSubmitDimension: 'CAMPAIGN', adsSubmitNum1: 1 });
    expect(screen.getByRole('spinbutton', { name: '每次提交项目数' })).toHaveValue('1');
    expect(screen.getByText('全部项目按下方规则分批提交创建，第一批保存后立即创建')).toBeInTheDocument();
  });

  it('multi-account is OFF by default with its meaning; ON shows the other meaning and goes into the payload', async () => {
    const { ref, user } = batch();
    const toggle = screen.getByRole('switch', { name: '多账户同时提交' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('所有账户统一按照预览区生成的广告顺序分批次提交')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText('所有账户同时按批次提交相同数量的广告')).toBeInTheDocument();
    expect(ref.current?.getPayload()).toEqual({
      adsSubmitRule: 'BATCH',
      adsDelaySubmitTime: LATER,
      adsSubmitInterval: 5,
      adsSubmitDimension: 'PLAN',
      adsMoreAccount: 'ON',
      adsSubmitNum: 1,
    });
  });

  it('offers the batch intervals, 5分钟 first', async () => {
    const { ref, user } = batch();
    const select = screen.getByRole('combobox', { name: '时间间隔' });
    expect(select).toHaveTextContent('5分钟');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['5分钟', '10分钟', '15分钟', '20分钟', '30分钟', '40分钟', '45分钟', '50分钟', '60分钟', '2小时', '4小时', '6小时', '12小时', '18小时', '24小时', '36小时', '2天', '3天', '4天', '5天', '6天']);
    const twoHours = within(listbox).getAllByRole('option').find((o) => o.textContent === '2小时');
    if (!twoHours) throw new Error('no 2小时 option');
    await user.click(twoHours);
    // Semi's controlled Select reports the pick once its dropdown's closing animation ends; jsdom runs none.
    const dropdown = document.querySelector('.semi-popover-wrapper');
    if (dropdown) fireEvent.animationEnd(dropdown);
    await waitFor(() => expect(ref.current?.getPayload()?.adsSubmitInterval).toBe(120));
    expect(screen.getByRole('combobox', { name: '时间间隔' })).toHaveTextContent('2小时');
  });

  it('rejects a missing count: 提交数量请输入1-100整数', () => {
    const { validate } = batch({ adsSubmitNum1: null });
    expect(validate()).toEqual({ field: 'count', message: '提交数量请输入1-100整数' });
    expect(screen.getByRole('alert')).toHaveTextContent('提交数量请输入1-100整数');
    expect(screen.getByRole('spinbutton', { name: '每次提交广告数' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the max from the chosen dimension', () => {
    const { validate } = batch({ adsSubmitNum1: null, adsSubmitDimension: 'CAMPAIGN' }, { maxPerDimension: { CAMPAIGN: 20, PLAN: 50 } });
    expect(validate()?.message).toBe('提交数量请输入1-20整数');
  });

  it('bounds the count input to 1 and the dimension max', async () => {
    const { user, lastChange } = batch({}, { maxPerDimension: { CAMPAIGN: 20, PLAN: 50 } });
    const count = screen.getByRole('spinbutton', { name: '每次提交广告数' });
    await user.clear(count);
    await user.type(count, '70');
    fireEvent.blur(count);
    expect(lastChange()?.[0].adsSubmitNum1).toBe(50);
    await user.clear(count);
    await user.type(count, '0');
    fireEvent.blur(count);
    expect(lastChange()?.[0].adsSubmitNum1).toBe(1);
  });

  it('clears the count message once the count is fixed', async () => {
    const { validate } = batch({ adsSubmitNum1: null });
    validate();
    expect(screen.getByRole('alert')).toHaveTextContent('提交数量请输入1-100整数');
    const count = screen.getByRole('spinbutton', { name: '每次提交广告数' });
    fireEvent.change(count, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the start time too', () => {
    const { validate } = batch({ adsBatchStartTime: '2025-03-15 10:30' });
    expect(validate()?.message).toBe('设定时间不可小于等于当前时间');
  });
});

describe('SubmissionRuleForm: REPEAT', () => {
  const repeat = (over: Partial<SubmissionRuleFormData> = {}) =>
    setup({ levelNames: { CAMPAIGN: '计划', PLAN: '单元' }, defaultValue: { adsSubmitRule: 'REPEAT', adsRepeatSubmitTime: LATER, ...over } });

  it('explains with the PLAN level, repeats every 5 minutes twice by default', () => {
    const { ref } = repeat({ adsSubmitDimension: 'CAMPAIGN' });
    expect(screen.getByText('全部单元按下方规则重复多次创建')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '时间间隔' })).toHaveTextContent('5分钟');
    expect(screen.getByRole('spinbutton', { name: '重复次数' })).toHaveValue('2');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(ref.current?.getPayload()).toEqual({ adsSubmitRule: 'REPEAT', adsDelaySubmitTime: LATER, adsSubmitInterval: 5, adsSubmitNum: 2 });
  });

  it('offers the repeat intervals', async () => {
    const { user } = repeat();
    await user.click(screen.getByRole('combobox', { name: '时间间隔' }));
    const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['5分钟', '10分钟', '15分钟', '30分钟', '45分钟', '1小时', '3小时', '6小时', '12小时', '24小时']);
  });

  it('rejects 1 (the input allows 1-10): 提交数量请输入2-10整数', () => {
    const { validate } = repeat({ adsSubmitNum2: 1 });
    expect(validate()).toEqual({ field: 'count', message: '提交数量请输入2-10整数' });
    expect(screen.getByRole('alert')).toHaveTextContent('提交数量请输入2-10整数');
  });

  it('bounds the input to 1-10', async () => {
    const { user, lastChange } = repeat();
    const count = screen.getByRole('spinbutton', { name: '重复次数' });
    await user.clear(count);
    await user.type(count, '25');
    fireEvent.blur(count);
    expect(lastChange()?.[0].adsSubmitNum2).toBe(10);
    await user.clear(count);
    await user.type(count, '0');
    fireEvent.blur(count);
    expect(lastChange()?.[0].adsSubmitNum2).toBe(1);
  });
});

describe('SubmissionRuleForm: options', () => {
  it('shows rules the page does not offer as disabled', () => {
    setup({ disabledRules: ['REPEAT'] });
    expect(screen.getByRole('radio', { name: '重复创建' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '分批提交' })).toBeEnabled();
  });

  it('is controlled when given a value', async () => {
    const { user, lastChange } = setup({ value: { ...(await import('./submission-rules')).defaultSubmissionFormData(now()), adsSubmitRule: 'DELAY' } });
    await user.click(screen.getByRole('radio', { name: '分批提交' }));
    expect(lastChange()?.[0].adsSubmitRule).toBe('BATCH');
    // The page did not take the change, so the form still shows DELAY.
    expect(screen.getByRole('radio', { name: '定时提交' })).toBeChecked();
  });
});
