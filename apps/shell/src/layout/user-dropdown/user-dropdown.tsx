import type { UserInfo } from '@toufang/api';
import { Dropdown, IconExit, IconLock } from '@toufang/ui';
import { formatExpireTime, remainingDaysText, roleNameOf, USER_DROPDOWN_TEXTS } from './user-summary';
import './user-dropdown.css';

export interface UserDropdownProps {
  user: UserInfo;
  onChangePassword(): void;
  onLogout(): void;
  /** The market-channel session hides 修改密码 and 退出登录 (shell spec §6). */
  hideAccountActions?: boolean;
}

/** The header's user menu: who is logged in, as what, until when, and the account actions (shell spec §2.5). */
export function UserDropdown({ user, onChangePassword, onLogout, hideAccountActions = false }: UserDropdownProps) {
  const roleName = roleNameOf(user);
  const expireTime = formatExpireTime(user.expireTime);
  const remaining = remainingDaysText(user.dueDays);

  const details = (
    <div className="tf-user-dropdown__details">
      <div className="tf-user-dropdown__name">{user.name}</div>
      <dl className="tf-user-dropdown__facts">
        <dt>{USER_DROPDOWN_TEXTS.ROLE}</dt>
        <dd>{roleName}</dd>
        <dt>{USER_DROPDOWN_TEXTS.EMAIL}</dt>
        <dd>{user.email || USER_DROPDOWN_TEXTS.NOT_SET}</dd>
        <dt>{USER_DROPDOWN_TEXTS.EXPIRE_TIME}</dt>
        <dd>{expireTime || USER_DROPDOWN_TEXTS.NOT_SET}</dd>
      </dl>
      {remaining && (
        // A status region so that the warning is read out with the details.
        <div className="tf-user-dropdown__due-soon" role="status">
          {remaining}
        </div>
      )}
    </div>
  );

  const render = (
    <div className="tf-user-dropdown">
      {details}
      {!hideAccountActions && (
        <Dropdown.Menu>
          <Dropdown.Item icon={<IconLock />} onClick={() => onChangePassword()}>
            {USER_DROPDOWN_TEXTS.CHANGE_PASSWORD}
          </Dropdown.Item>
          <Dropdown.Item icon={<IconExit />} onClick={() => onLogout()}>
            {USER_DROPDOWN_TEXTS.LOGOUT}
          </Dropdown.Item>
        </Dropdown.Menu>
      )}
    </div>
  );

  return (
    <Dropdown trigger="click" position="bottomRight" clickToHide render={render}>
      {/* A focusable element rather than a <button>: Semi clicks the trigger itself on Enter and Space,
          and a native button would click a second time and close the menu again. */}
      <span className="tf-user-dropdown__trigger" role="button" tabIndex={0} aria-label={`${USER_DROPDOWN_TEXTS.TRIGGER_LABEL}：${user.name}`}>
        {/* Not Semi's Avatar: it always renders role="listitem" outside any list, which screen readers misread. */}
        <span className="tf-user-dropdown__avatar" aria-hidden="true">
          {user.avatar ? <img src={user.avatar} alt="" /> : Array.from(user.name ?? '')[0]}
        </span>
        <span className="tf-user-dropdown__trigger-name">{user.name}</span>
      </span>
    </Dropdown>
  );
}
