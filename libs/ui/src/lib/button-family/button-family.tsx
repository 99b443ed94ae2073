// Button family (widgets spec §2, §9): the normal buttons (text, primary, dashed, default), the icon button
// (an accessible name is required), and the illustration button with an optional dropdown that opens on
// hover after 250 ms and closes 150 ms after the pointer leaves; any of them can carry a corner marker
// (新, or a number). All are Semi Buttons, so they are real <button>s with Semi's focus ring.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@douyinfe/semi-ui-19/lib/es/button';
import type { Position } from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { MenuPopup } from '../dropdown-panel/dropdown-menu';
import type { DropdownEntry, DropdownItem } from '../dropdown-panel/dropdown-panel-rules';
import {
  ILLUSTRATION_DELAYS,
  actionButtonLook,
  hasMarker,
  illustrationLook,
  type ActionButtonType,
  type IllustrationGrade,
} from './button-family-rules';
import './button-family.css';

type SemiButtonProps = Omit<ButtonProps, 'type' | 'theme'>;

interface MarkerProps {
  /** A corner marker, e.g. 新 or a count; read by screen readers as the button's description. */
  marker?: ReactNode;
}

/** Puts a marker on the top-right corner of a button, linked to it by aria-describedby. */
function WithMarker({ marker, children }: { marker?: ReactNode; children: (describedBy: string | undefined) => ReactElement }) {
  const id = useId();
  if (!hasMarker(marker)) return children(undefined);
  return (
    <span className="tf-corner-marker-host">
      {children(id)}
      <span id={id} className="tf-corner-marker">
        {marker}
      </span>
    </span>
  );
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const all = ids.filter(Boolean).join(' ');
  return all || undefined;
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------------------

export interface ActionButtonProps extends SemiButtonProps, MarkerProps {
  /** text, primary, dashed or default (the default). */
  type?: ActionButtonType;
  /** Semi's colour type (e.g. danger) on top of the look of `type`. */
  tone?: ButtonProps['type'];
}

export function ActionButton({ type = 'default', tone, marker, className, 'aria-describedby': describedBy, ...rest }: ActionButtonProps) {
  const look = actionButtonLook(type);
  return (
    <WithMarker marker={marker}>
      {(markerId) => (
        <Button
          {...rest}
          theme={look.theme}
          type={tone ?? look.type}
          className={classes('tf-action-button', look.className, className)}
          aria-describedby={joinIds(describedBy, markerId)}
        />
      )}
    </WithMarker>
  );
}

// ---------------------------------------------------------------------------------------------------------

export interface IconButtonProps extends Omit<SemiButtonProps, 'children' | 'icon' | 'aria-label'>, MarkerProps {
  icon: ReactNode;
  /** Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  /** Defaults to the text look (borderless). */
  type?: ActionButtonType;
}

export function IconButton({ icon, type = 'text', marker, className, 'aria-describedby': describedBy, ...rest }: IconButtonProps) {
  const look = actionButtonLook(type);
  return (
    <WithMarker marker={marker}>
      {(markerId) => (
        <Button
          {...rest}
          icon={icon}
          theme={look.theme}
          type={type === 'text' ? 'tertiary' : look.type}
          className={classes('tf-icon-button', look.className, className)}
          aria-describedby={joinIds(describedBy, markerId)}
        />
      )}
    </WithMarker>
  );
}

// ---------------------------------------------------------------------------------------------------------

export interface IllustrationButtonProps<V = unknown> extends MarkerProps {
  /** The button's title. */
  children: ReactNode;
  /** The picture (an image or an icon) above or beside the title. */
  illustration?: ReactNode;
  /** A smaller line under the title. */
  description?: ReactNode;
  /** veryImportant, primary (the default) or secondary (widgets spec §9). */
  grade?: IllustrationGrade;
  /** Without a dropdown: the click. */
  onClick?: () => void;
  /** An optional dropdown of items and groups; the button then opens it instead of clicking. */
  items?: readonly DropdownEntry<V>[];
  onSelect?: (item: DropdownItem<V>) => void;
  position?: Position;
  disabled?: boolean;
  className?: string;
}

export function IllustrationButton<V>({
  children,
  illustration,
  description,
  grade = 'primary',
  onClick,
  items,
  onSelect,
  position = 'bottomLeft',
  marker,
  disabled,
  className,
}: IllustrationButtonProps<V>) {
  const look = illustrationLook(grade);
  const hasMenu = Boolean(items?.length);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    openTimer.current = undefined;
    closeTimer.current = undefined;
  };
  useEffect(() => clearTimers, []);

  const openNow = (moveFocus: boolean) => {
    clearTimers();
    setFocusFirst(moveFocus);
    setOpen(true);
  };
  const closeNow = () => {
    clearTimers();
    setOpen(false);
  };

  // Hover: open after 250 ms on the button; close 150 ms after the pointer leaves the button or the menu,
  // unless it comes back (to either) in time.
  const pointerIn = () => {
    if (!hasMenu || disabled) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    if (open || openTimer.current) return;
    openTimer.current = setTimeout(() => {
      openTimer.current = undefined;
      setFocusFirst(false);
      setOpen(true);
    }, ILLUSTRATION_DELAYS.OPEN_MS);
  };
  const pointerOut = () => {
    if (!hasMenu) return;
    clearTimeout(openTimer.current);
    openTimer.current = undefined;
    if (!open || closeTimer.current) return;
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen(false);
    }, ILLUSTRATION_DELAYS.CLOSE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!hasMenu) return;
    // Enter and Space click the button (which opens the menu); Semi's trigger handler would click it twice.
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      openNow(true);
    }
  };

  const button = (markerId: string | undefined) => (
    <Button
      theme={look.theme}
      type={look.type}
      disabled={disabled}
      className={classes('tf-illustration-button', look.className, hasMenu && 'tf-illustration-button--menu', className)}
      aria-describedby={markerId}
      aria-haspopup={hasMenu ? 'menu' : undefined}
      aria-expanded={hasMenu ? open : undefined}
      data-grade={grade}
      onClick={() => {
        if (hasMenu) openNow(true);
        else onClick?.();
      }}
      onKeyDown={onKeyDown}
      onMouseEnter={pointerIn}
      onMouseLeave={pointerOut}
    >
      <span className="tf-illustration-button__body">
        {illustration ? (
          <span className="tf-illustration-button__art" aria-hidden>
            {illustration}
          </span>
        ) : null}
        <span className="tf-illustration-button__text">
          <span className="tf-illustration-button__title">{children}</span>
          {description ? <span className="tf-illustration-button__description">{description}</span> : null}
        </span>
        {hasMenu ? <IconChevronDown className="tf-illustration-button__chevron" aria-hidden size="small" /> : null}
      </span>
    </Button>
  );

  if (!hasMenu || !items) return <WithMarker marker={marker}>{button}</WithMarker>;
  return (
    <WithMarker marker={marker}>
      {(markerId) => (
        <MenuPopup
          open={open && !disabled}
          focusFirstItem={focusFirst}
          onClose={closeNow}
          entries={items}
          onSelect={onSelect}
          position={position}
          onMenuMouseEnter={pointerIn}
          onMenuMouseLeave={pointerOut}
        >
          {button(markerId)}
        </MenuPopup>
      )}
    </WithMarker>
  );
}
