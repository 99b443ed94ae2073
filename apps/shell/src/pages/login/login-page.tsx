import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@toufang/ui';
import { PublicInputField } from '../public-frame/public-input-field';
import { PUBLIC_HEADING_ID, PublicFrame } from '../public-frame/public-frame';
import './login-page.css';

export const LOGIN_TEXTS = {
  heading: '账号登录',
  username: '用户名',
  password: '密码',
  usernamePlaceholder: '请输入用户名',
  passwordPlaceholder: '请输入密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  submitting: '登录中…',
} as const;

export interface LoginPageProps {
  /** Logs in; rejects with an Error whose message is shown to the user (the server's Chinese message). */
  onLogin: (username: string, password: string) => Promise<void>;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

/** The login page: username and password, checked before sending, and the server's message on failure. */
export function LoginPage({ onLogin }: LoginPageProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second submit while one is on its way (Enter pressed again: the loading button stops clicks only) would
  // log in twice; the second login ends the first session, and if its answer came back first the page would
  // keep the ended token and be logged out at its next call.
  const pending = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending.current) return;
    const name = username.trim();
    const next: FieldErrors = {
      username: name ? undefined : LOGIN_TEXTS.usernameRequired,
      password: password ? undefined : LOGIN_TEXTS.passwordRequired,
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.password) return;
    setSubmitting(true);
    pending.current = true;
    try {
      await onLogin(name, password);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  }

  return (
    <PublicFrame title={LOGIN_TEXTS.heading}>
      <form onSubmit={submit} noValidate aria-labelledby={PUBLIC_HEADING_ID} className="tf-public__form">
        {failure && (
          // An alert region, so screen readers announce the failure. Drawn by hand: Semi's Banner brings
          // its Typography, about 26 KiB the login route cannot afford.
          <div className="tf-login__failure" role="alert">
            {failure}
          </div>
        )}
        <PublicInputField
          id="tf-login-username"
          name="username"
          label={LOGIN_TEXTS.username}
          placeholder={LOGIN_TEXTS.usernamePlaceholder}
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={errors.username}
          autoFocus
        />
        <PublicInputField
          id="tf-login-password"
          name="password"
          label={LOGIN_TEXTS.password}
          placeholder={LOGIN_TEXTS.passwordPlaceholder}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          password
        />
        <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={submitting} className="tf-public__submit">
          {submitting ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
        </Button>
      </form>
    </PublicFrame>
  );
}
