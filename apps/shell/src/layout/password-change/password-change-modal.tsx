import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { passwordEditMutation, readRuntimeEnv, useSessionStore } from '@toufang/api';
import {
  checkNewPassword,
  checkOldPassword,
  checkPasswordConfirmation,
  PASSWORD_HINT,
  PASSWORD_TEXTS,
  SESSION,
  UI_TEXTS,
} from '@toufang/domain';
import { Banner, Button, Input, Modal, Toast } from '@toufang/ui';
import { passwordsForPayload } from './password-digest';
import './password-change-modal.css';

export const PASSWORD_CHANGE_TEXTS = {
  TITLE: '修改密码',
  OLD_PASSWORD: '原始密码',
  NEW_PASSWORD: '新密码',
  CONFIRM_PASSWORD: '确认密码',
  OLD_PLACEHOLDER: '请输入原始密码',
  NEW_PLACEHOLDER: '请输入新密码',
  CONFIRM_PLACEHOLDER: '请再次输入新密码',
  /** The forced change after a one-time password (a new user, or a reset): it cannot be dismissed. */
  FORCED_TITLE: '请修改初始密码',
  FORCED_NOTICE: '当前密码为初始密码或已被重置，请先设置新密码；修改成功后将退出，请用新密码重新登录。',
  /** Shell spec §8, as the spec writes it. */
  SUCCESS: `${PASSWORD_TEXTS.SUCCESS}, ${PASSWORD_TEXTS.RELOGIN}`,
} as const;

/** Where the desk goes once the old session is gone. */
export const LOGIN_PATH = '/login';

/**
 * The payload's syncAccountCenter. The spec names the field but not its value; the desk has no account
 * centre of its own to keep in step (docs/decisions.md).
 */
export const SYNC_ACCOUNT_CENTER = false;

export interface PasswordChangeModalProps {
  visible: boolean;
  onClose(): void;
  /** The login name the payload carries. */
  username: string;
  /** Leaves the page after a successful change; a full page load of the login page by default. */
  navigate?: (path: string) => void;
  /**
   * The forced change (the password is a one-time password): titled 请修改初始密码, without 取消, the close
   * button or Escape, so nothing of the desk is reachable before the password is changed.
   */
  forced?: boolean;
}

type Field = 'oldPasswd' | 'passwd' | 'passwdCheck';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

const EMPTY: Values = { oldPasswd: '', passwd: '', passwdCheck: '' };
const FIELDS: readonly Field[] = ['oldPasswd', 'passwd', 'passwdCheck'];

function check(field: Field, values: Values): string | null {
  if (field === 'oldPasswd') return checkOldPassword(values.oldPasswd);
  if (field === 'passwd') return checkNewPassword(values.passwd);
  return checkPasswordConfirmation(values.passwd, values.passwdCheck);
}

/** The deployment's private flag; a deployment script may write it as a string. */
function isPrivateDeployment(): boolean {
  return String(readRuntimeEnv().isPrivate) === '1';
}

const defaultNavigate = (path: string) => window.location.assign(path);

/** The change-password dialog of the user dropdown (shell spec §5, §8). */
export function PasswordChangeModal({ visible, onClose, username, navigate = defaultNavigate, forced = false }: PasswordChangeModalProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useMutation(passwordEditMutation);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  });

  // Each opening starts blank: passwords are never kept between two openings.
  useEffect(() => {
    if (!visible) return;
    setValues(EMPTY);
    setErrors({});
    setTouched({});
    setFailure(null);
    setDone(false);
  }, [visible]);

  const busy = mutation.isPending || done;
  const title = forced ? PASSWORD_CHANGE_TEXTS.FORCED_TITLE : PASSWORD_CHANGE_TEXTS.TITLE;

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setTouched((t) => ({ ...t, [field]: true }));
    const nextErrors: Errors = { [field]: check(field, next) };
    // The confirmation depends on the new password: re-check it once the user has been there.
    if (field === 'passwd' && touched.passwdCheck) nextErrors.passwdCheck = check('passwdCheck', next);
    setErrors((e) => ({ ...e, ...nextErrors }));
  }

  // Leaving a field the user has not typed in says nothing: a "required" appearing on blur would move the
  // buttons under the pointer and swallow the click on 确定 that caused the blur.
  function blur(field: Field) {
    if (!touched[field]) return;
    setErrors((e) => ({ ...e, [field]: check(field, values) }));
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const all: Errors = Object.fromEntries(FIELDS.map((field) => [field, check(field, values)]));
    setErrors(all);
    setTouched({ oldPasswd: true, passwd: true, passwdCheck: true });
    const firstInvalid = FIELDS.find((field) => all[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setFailure(null);
    try {
      const passwords = await passwordsForPayload(values.oldPasswd, values.passwd, isPrivateDeployment());
      await mutation.mutateAsync({ username, ...passwords, syncAccountCenter: SYNC_ACCOUNT_CENTER });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    setDone(true);
    const seconds = SESSION.PASSWORD_CHANGE_RELOAD_MS / 1000;
    Toast.success({ content: PASSWORD_CHANGE_TEXTS.SUCCESS, duration: seconds });
    // Not tied to this component: the server has already ended the session, so the desk leaves anyway. It
    // leaves that session only: if another has begun in the meantime, the departure is no longer due.
    const changedIn = useSessionStore.getState().token;
    setTimeout(() => {
      if (useSessionStore.getState().token !== changedIn) return;
      useSessionStore.getState().logout();
      latestNavigate.current(LOGIN_PATH);
    }, SESSION.PASSWORD_CHANGE_RELOAD_MS);
  }

  function field(name: Field, label: string, placeholder: string, autoComplete: string, hint?: string) {
    const id = `tf-password-change-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="tf-password-change__field">
        <label className="tf-password-change__label" htmlFor={id}>
          {label}
        </label>
        <Input
          id={id}
          name={name}
          ref={(node: HTMLInputElement | null) => {
            inputs.current[name] = node;
          }}
          mode="password"
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={values[name]}
          onChange={(value: string) => change(name, value)}
          onBlur={() => blur(name)}
          validateStatus={error ? 'error' : 'default'}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          aria-required
          disabled={busy}
          autoFocus={name === 'oldPasswd'}
        />
        {hint && (
          <div id={`${id}-hint`} className="tf-password-change__hint">
            {hint}
          </div>
        )}
        {error && (
          <div id={`${id}-error`} className="tf-password-change__error" role="alert">
            {error}
          </div>
        )}
      </div>
    );
  }

  return (
    <Modal
      visible={visible}
      title={title}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      closeOnEsc={!forced}
      maskClosable={false}
      footer={null}
      width={480}
    >
      <form className="tf-password-change" onSubmit={submit} noValidate aria-label={title}>
        {forced ? (
          <div className="tf-password-change__failure">
            <Banner type="warning" fullMode={false} description={PASSWORD_CHANGE_TEXTS.FORCED_NOTICE} closeIcon={null} />
          </div>
        ) : null}
        {failure && (
          // Semi's Banner is itself a role="alert" region, so screen readers announce the failure.
          <div className="tf-password-change__failure">
            <Banner type="danger" fullMode={false} description={failure} closeIcon={null} />
          </div>
        )}
        {/* For password managers: which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {field('oldPasswd', PASSWORD_CHANGE_TEXTS.OLD_PASSWORD, PASSWORD_CHANGE_TEXTS.OLD_PLACEHOLDER, 'current-password')}
        {field('passwd', PASSWORD_CHANGE_TEXTS.NEW_PASSWORD, PASSWORD_CHANGE_TEXTS.NEW_PLACEHOLDER, 'new-password', PASSWORD_HINT)}
        {field('passwdCheck', PASSWORD_CHANGE_TEXTS.CONFIRM_PASSWORD, PASSWORD_CHANGE_TEXTS.CONFIRM_PLACEHOLDER, 'new-password')}
        <div className="tf-password-change__actions">
          {forced ? null : <Button onClick={onClose}>{UI_TEXTS.CANCEL}</Button>}
          <Button htmlType="submit" theme="solid" type="primary" loading={busy}>
            {UI_TEXTS.CONFIRM}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
