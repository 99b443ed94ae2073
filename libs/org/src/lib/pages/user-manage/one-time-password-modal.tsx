import { useState } from 'react';
import { Button, DeskModal, Space, Typography } from '@toufang/ui';
import { USER_MANAGE_TEXTS as T } from '../../terms';

/**
 * The one-time password of a new or reset user, shown this once with a copy button (the desk keeps only its
 * hash); 关闭 is the only way out, so it is not dismissed by accident.
 */
export function OneTimePasswordModal({ title, username, password, onClose }: { title: string; username: string; password: string; onClose(): void }) {
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const copyPassword = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopy('failed');
    clipboard.writeText(password).then(
      () => setCopy('done'),
      () => setCopy('failed'),
    );
  };
  return (
    <DeskModal
      visible
      width={440}
      title={title}
      closeOnEsc={false}
      closable={false}
      onCancel={onClose}
      footer={
        <Button theme="solid" onClick={onClose}>
          {T.CLOSE}
        </Button>
      }
    >
      <Typography.Paragraph type="warning">{T.PASSWORD_ONCE(username)}</Typography.Paragraph>
      <Space>
        <code className="tf-user-password" data-testid="one-time-password" aria-label={T.PASSWORD_TITLE}>
          {password}
        </code>
        <Button onClick={copyPassword}>{copy === 'done' ? T.COPIED : T.COPY}</Button>
      </Space>
      <div aria-live="polite">
        {copy === 'failed' ? (
          <Typography.Text type="danger" size="small">
            {T.COPY_FAILED}
          </Typography.Text>
        ) : null}
      </div>
    </DeskModal>
  );
}
