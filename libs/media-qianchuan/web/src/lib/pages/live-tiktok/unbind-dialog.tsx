// 解绑 (design §4.2 live/aweme/unbind, open point O2): the server first answers how many enabled live plans of that
// account and 抖音号 the unbinding stops, and the dialog names them before the user confirms.
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { DeskModal, RefusalText, Spin, Toast, Typography } from '@toufang/ui';
import type { LiveAweme, LiveAwemeBinding } from '../../queries/live-aweme-list';
import { unbindAwemeMutation, unbindAwemePreviewQuery } from '../../queries/live-aweme-unbind';
import { LIVE_TIKTOK_TEXTS as T } from '../../texts';

export interface UnbindDialogProps {
  aweme: LiveAweme;
  binding: LiveAwemeBinding;
  onClose: () => void;
  onUnbound: () => void;
}

export function UnbindDialog({ aweme, binding, onClose, onUnbound }: UnbindDialogProps) {
  const ref = { accountId: binding.accountId, awemeId: aweme.awemeId };
  const preview = useQuery(unbindAwemePreviewQuery(ref));
  const unbind = useMutation(unbindAwemeMutation);
  const error = preview.error ?? unbind.error;
  return (
    <DeskModal
      visible
      width={460}
      title={T.UNBIND_TITLE}
      okText={T.UNBIND}
      okButtonProps={{ type: 'danger', disabled: !preview.data }}
      confirmLoading={unbind.isPending}
      onCancel={onClose}
      onOk={() =>
        unbind.mutate(
          { ...ref, confirm: true },
          {
            onSuccess: () => {
              Toast.success(T.UNBOUND(aweme.name));
              onUnbound();
            },
          },
        )
      }
    >
      {preview.data ? <Typography.Paragraph>{T.UNBIND_CONFIRM(aweme.name, binding.accountName, preview.data.enabledLivePlans)}</Typography.Paragraph> : preview.isPending ? <Spin tip={T.UNBIND_CHECKING} /> : null}
      <RefusalText message={error ? (isApiError(error) ? error.message : String(error)) : null} />
    </DeskModal>
  );
}
