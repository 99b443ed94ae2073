// The forced password change (issue 13): once a user logs in with a one-time password, the desk shows the
// change-password form in a dialog that cannot be dismissed until the password is changed; on success the
// spec's flow applies (修改成功, 将退出重新登录, then the login page loads).
import { useSessionStore } from '@toufang/api';
import { useMustChangePassword } from '../../app/session/must-change-password';
import { PasswordChangeModal } from './password-change-modal';

/** Nothing to close: the dialog stays until the change succeeds and the desk leaves. */
const stay = () => undefined;

export function ForcedPasswordChange({ navigate }: { navigate?: (path: string) => void }) {
  const user = useSessionStore((s) => s.userInfo);
  const forced = useMustChangePassword();
  if (!user || !forced) return null;
  return <PasswordChangeModal forced visible onClose={stay} username={user.username} navigate={navigate} />;
}
