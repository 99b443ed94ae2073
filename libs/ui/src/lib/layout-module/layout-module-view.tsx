import { LAYOUT_SIZES } from '@toufang/domain';
import { type CSSProperties, type ReactNode, useEffect, useMemo } from 'react';
import { columnGrow, LAYOUT_GAP, LAYOUT_MESSAGES, type LayoutConfig, layoutMinWidth, slotHeight, validateLayoutConfig } from './layout-module-rules';
import './layout-module.css';

export interface LayoutModuleViewProps {
  config: LayoutConfig;
  /** The module of each slot id. A slot without one shows 组件没有传入 (widgets spec §8). */
  components: Partial<Record<string, ReactNode>>;
  /** The layout height, 477 px by default (widgets spec §9). */
  height?: number;
  className?: string;
}

type GapStyle = CSSProperties & { '--tf-layout-gap'?: string };

/**
 * Renders a layout config (widgets spec §2, §3): columns from left to right sharing the width equally or by
 * their scales, each at least 218 px wide, each stacking its modules in the 477 px height. An invalid config
 * shows its errors in an alert (and logs them) instead of a half-drawn layout.
 */
export function LayoutModuleView({ config, components, height = LAYOUT_SIZES.LAYOUT_HEIGHT, className }: LayoutModuleViewProps) {
  const errors = useMemo(() => validateLayoutConfig(config), [config]);
  useEffect(() => {
    for (const error of errors) console.error(`[LayoutModuleView] ${error.message}`);
  }, [errors]);

  const classes = ['tf-layout-module', className ?? ''].filter(Boolean).join(' ');
  if (errors.length) {
    return (
      <div className={`${classes} tf-layout-module--invalid`} role="alert">
        <ul className="tf-layout-module__errors">
          {errors.map((error) => (
            <li key={`${error.code}-${error.column ?? ''}-${error.index ?? ''}`}>{error.message}</li>
          ))}
        </ul>
      </div>
    );
  }

  const grow = columnGrow(config);
  const style: GapStyle = { height, minWidth: layoutMinWidth(config.slots.length), '--tf-layout-gap': `${LAYOUT_GAP}px` };
  return (
    <div className={classes} style={style} data-width-type={config.widthType}>
      {config.slots.map((column, c) => (
        <div
          key={column.join('|')}
          className="tf-layout-module__column"
          style={{ flex: `${grow[c]} 1 0`, minWidth: LAYOUT_SIZES.LAYOUT_ITEM_MIN_WIDTH }}
          data-column={c}
        >
          {column.map((id) => {
            const content = components[id];
            const missing = content === undefined || content === null;
            return (
              <div
                key={id}
                className={['tf-layout-module__slot', missing ? 'tf-layout-module__slot--missing' : ''].filter(Boolean).join(' ')}
                style={{ height: slotHeight(column.length, height) }}
                data-slot={id}
              >
                {missing ? (
                  <div className="tf-layout-module__missing">
                    <span>{LAYOUT_MESSAGES.missingComponent}</span>
                    <code className="tf-layout-module__slot-id">{id}</code>
                  </div>
                ) : (
                  content
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
