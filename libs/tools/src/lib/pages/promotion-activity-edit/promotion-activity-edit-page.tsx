import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES, SANDBOX_TEXTS } from '@toufang/domain';
import { FormLayout, FormRow, SelectField, SwitchField, TextField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { Button, PageFrame, RefusalText, SandboxTag, Space, Toast, Typography } from '@toufang/ui';
import { EditGate, editedId } from '../../edit-gate/edit-gate';
import { isPromotionActivityQuery, promotionActivityOptionsQuery, promotionActivityQuery, savePromotionActivityMutation, type PromotionActivity } from '../../queries/promotion-activities';
import { PROMOTION_ACTIVITY_TEXTS as T } from '../../texts';
import { chosenProperty, draftFromActivity, draftProblems, emptyDraft, LIST_PATH, mayWriteActivities, NAME_MAX, toSaveRequest, type ActivityDraft } from './promotion-activity-rules';

const schemaFor = (creating: boolean) =>
  z
    .object({ accountId: z.nullable(z.number()), propertyId: z.nullable(z.number()), name: z.string(), watched: z.boolean() })
    .check(
      z.superRefine((draft, ctx) => {
        for (const [path, message] of Object.entries(draftProblems(draft as ActivityDraft, creating))) ctx.addIssue({ code: 'custom', message, path: [path] });
      }),
    );

/**
 * 添加推广活动 and 编辑推广活动 (promotion-activity/edit, the activity named by ?id=) (shell spec §2.3 tools section;
 * docs/design/tools.md §5.2, §8): on create, the account (toutiao, gdt or bilibili) and one of its monitoring
 * activities, whose click and impression URLs it shows; the name and whether the daily sync watches it.
 */
export default function PromotionActivityEditPage() {
  const [params] = useSearchParams();
  const id = editedId(params.get('id'));
  const detail = useQuery({ ...promotionActivityQuery(id ?? 0), enabled: id !== null });
  return (
    <EditGate id={id} detail={detail} failed={T.LOAD_FAILED} retry={T.RETRY}>
      {(row) => <ActivityEditor key={id ?? 'new'} activity={row} />}
    </EditGate>
  );
}

function Urls({ click, impression }: { click: string; impression: string | null }) {
  return (
    <>
      <FormRow id="activity-click-url" label={T.CLICK_URL}>
        <Typography.Text id="activity-click-url" style={{ wordBreak: 'break-all' }}>
          {click || T.NONE}
        </Typography.Text>
      </FormRow>
      <FormRow id="activity-impression-url" label={T.IMPRESSION_URL}>
        <Typography.Text id="activity-impression-url" style={{ wordBreak: 'break-all' }}>
          {impression ?? T.NONE}
        </Typography.Text>
      </FormRow>
    </>
  );
}

function ActivityEditor({ activity }: { activity: PromotionActivity | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSubApp();
  const writes = mayWriteActivities(user);
  const creating = activity === null;
  const initial = useMemo(() => (activity ? draftFromActivity(activity) : emptyDraft()), [activity]);
  const schema = useMemo(() => schemaFor(creating), [creating]);
  const form = useForm<ActivityDraft, ActivityDraft>({ initial, schema: schema as never });
  const leave = useLeaveGuard(form.isDirty);
  const save = useMutation(savePromotionActivityMutation);
  // The options are the writers' call (the server refuses the rest): a reader sees the form, not the pickers.
  const accounts = useQuery({ ...promotionActivityOptionsQuery(null), enabled: writes && creating });
  const accountId = form.values.accountId;
  const properties = useQuery({ ...promotionActivityOptionsQuery(accountId), enabled: writes && creating && accountId !== null });
  const property = chosenProperty(properties.data, form.values.propertyId);

  // Another account: its own properties; a chosen property names the activity unless a name was typed.
  const lastAccount = useRef(accountId);
  useEffect(() => {
    if (lastAccount.current === accountId) return;
    lastAccount.current = accountId;
    if (form.values.propertyId !== null) form.set('propertyId', null);
  }, [accountId, form]);
  const lastName = useRef('');
  const propertyName = property?.name.slice(0, NAME_MAX) ?? null;
  useEffect(() => {
    if (propertyName === null || lastName.current === propertyName) return;
    if (form.values.name === '' || form.values.name === lastName.current) form.set('name', propertyName);
    lastName.current = propertyName;
  }, [propertyName, form]);

  const accountOptions = (accounts.data?.accounts ?? []).map((a) => ({
    value: a.id,
    label: `${a.name}（${a.advertiserId}）${MEDIA_DISPLAY_NAMES[a.media]}${a.sandbox ? ` ${SANDBOX_TEXTS.TAG}` : ''}`,
  }));
  const propertyOptions = (properties.data?.properties ?? []).map((p) => ({
    value: p.id,
    label: `${p.name}（${p.propertyId}）${p.activityId !== null ? T.PROPERTY_TAKEN : ''}`,
    disabled: p.activityId !== null,
  }));

  const submit = () =>
    form.submit((draft) =>
      save.mutate(toSaveRequest(draft, activity?.id ?? null), {
        onSuccess: () => {
          form.saved();
          Toast.success(T.SAVED);
          void queryClient.invalidateQueries({ predicate: isPromotionActivityQuery });
          void navigate(LIST_PATH);
        },
        onError: form.refuse,
      }),
    );

  return (
    <PageFrame
      title={activity ? T.EDIT_TITLE(activity.name) : T.ADD_TITLE}
      extra={
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Button theme="solid" type="primary" loading={save.isPending} disabled={!writes} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      {writes ? null : <RefusalText message={T.READ_ONLY} />}
      <form aria-label={T.FORM} onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: 720 }}>
        <FormLayout>
          {activity ? (
            <>
              <FormRow id="activity-account" label={T.ACCOUNT}>
                <Typography.Text id="activity-account">
                  {`${activity.accountName}（${activity.advertiserId}）${MEDIA_DISPLAY_NAMES[activity.media]}`} {activity.sandbox ? <SandboxTag /> : null}
                </Typography.Text>
              </FormRow>
              <FormRow id="activity-property" label={T.PROPERTY}>
                <Typography.Text id="activity-property">{`${activity.propertyName}（${activity.propertyId}）`}</Typography.Text>
              </FormRow>
              <Urls click={activity.clickUrl} impression={activity.impressionUrl} />
            </>
          ) : (
            <>
              <SelectField form={form} name="accountId" label={T.ACCOUNT} placeholder={T.ACCOUNT_PLACEHOLDER} filter options={accountOptions} loading={accounts.isFetching} disabled={!writes} />
              <SelectField
                form={form}
                name="propertyId"
                label={T.PROPERTY}
                placeholder={T.PROPERTY_PLACEHOLDER}
                hint={properties.data && properties.data.properties.length === 0 ? T.NO_PROPERTIES : undefined}
                filter
                options={propertyOptions}
                loading={properties.isFetching}
                disabled={!writes || accountId === null}
              />
              {accounts.isError || properties.isError ? (
                <RefusalText message={isApiError(properties.error) ? properties.error.message : T.OPTIONS_LOAD_FAILED} />
              ) : null}
              {property ? <Urls click={property.clickUrl} impression={property.impressionUrl} /> : null}
            </>
          )}
          <TextField form={form} name="name" label={T.NAME} placeholder={T.NAME_PLACEHOLDER} maxLength={NAME_MAX} disabled={!writes} />
          <SwitchField form={form} name="watched" label={T.WATCHED} hint={T.WATCHED_HINT} disabled={!writes} />
          <RefusalText message={form.refusal} />
        </FormLayout>
      </form>
      {leave}
    </PageFrame>
  );
}
