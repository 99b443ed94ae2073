// 授权抖音号, step one (design §5.1 live-tiktok, §4.2 live/aweme/authorize/start): the 千川账户 the 抖音号 will be bound
// to, then the 抖音 consent page; the page reads the way back (live-tiktok-page.tsx).
import { useMutation } from '@tanstack/react-query';
import { FormLayout, FormModal, SelectField, useForm } from '@toufang/form-kit';
import { SANDBOX_TEXTS } from '@toufang/domain';
import { RefusalText, Typography } from '@toufang/ui';
import * as z from 'zod/mini';
import type { LiveAccountOption } from '../../queries/live-aweme-list';
import { startAwemeAuthorizationMutation } from '../../queries/live-aweme-authorize-start';
import { LIVE_TIKTOK_TEXTS as T } from '../../texts';
import { PICK_MAX } from './live-tiktok-rules';

type Values = { accountIds: string[] };

const schema = z.object({
  accountIds: z.array(z.string()).check(z.minLength(1, T.PICK_REQUIRED), z.maxLength(PICK_MAX, T.PICK_TOO_MANY(PICK_MAX))),
});

/** Leaves the desk for the consent page; replaced in tests. */
export const leaveFor = { assign: (url: string) => window.location.assign(url) };

export interface AuthorizeDialogProps {
  /** The 巨量千川 accounts in scope (the list's answer); undefined while it loads. */
  accounts: readonly LiveAccountOption[] | undefined;
  onClose: () => void;
}

export function AuthorizeDialog({ accounts, onClose }: AuthorizeDialogProps) {
  const form = useForm<Values>({ initial: { accountIds: [] }, schema });
  const start = useMutation(startAwemeAuthorizationMutation);
  const options = (accounts ?? []).map((a) => ({ value: a.accountId, label: `${a.accountName}（${a.accountId}）${a.sandbox ? ` ${SANDBOX_TEXTS.TAG}` : ''}` }));
  const submit = () =>
    form.submit((values) =>
      start.mutate(values, {
        onSuccess: (result) => {
          if (!result) return;
          form.saved();
          leaveFor.assign(result.consentUrl);
        },
        onError: form.refuse,
      }),
    );
  return (
    <FormModal
      visible
      form={form}
      width={520}
      title={T.PICK_TITLE}
      okText={start.isSuccess ? T.REDIRECTING : undefined}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={start.isPending || start.isSuccess}
    >
      <Typography.Paragraph type="tertiary">{T.PICK_HINT}</Typography.Paragraph>
      <FormLayout>
        <SelectField form={form} name="accountIds" label={T.PICK_ACCOUNTS} options={options} multiple filter loading={!accounts} placeholder={T.PICK_SEARCH} empty={[] as string[]} />
      </FormLayout>
      <RefusalText message={form.refusal} />
    </FormModal>
  );
}
