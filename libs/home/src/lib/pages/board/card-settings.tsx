// 看板's editor, below the layout: each placed card's settings its kind reads (range, one media), as BOARD_CARD_KINDS
// lists them; a card without settings is not listed.
import { BOARD_CARD_KINDS, BOARD_RANGES, isBoardCardKind, MEDIA_CODES, MEDIA_DISPLAY_NAMES, type BoardCardKindDef, type BoardCardSettings, type BoardLayout, type BoardRange, type MediaCode } from '@toufang/domain';
import { useId } from 'react';
import { Select, Typography } from '@toufang/ui';
import { BOARD_TEXTS } from '../../texts';

const ALL = '';

export function CardSettings({ layout, onChange }: { layout: BoardLayout; onChange: (layout: BoardLayout) => void }) {
  const baseId = useId();
  const placed = layout.slots.flat().filter((id) => isBoardCardKind(layout.cards[id]?.kind) && (BOARD_CARD_KINDS[layout.cards[id].kind] as BoardCardKindDef).settings.length > 0);
  if (placed.length === 0) return null;
  const set = (id: string, key: keyof BoardCardSettings, value: string) => {
    const card = layout.cards[id];
    const settings: BoardCardSettings = { ...card.settings };
    if (value === ALL) delete settings[key];
    else if (key === 'range') settings.range = value as BoardRange;
    else settings.media = value as MediaCode;
    onChange({ ...layout, cards: { ...layout.cards, [id]: { ...card, settings } } });
  };
  return (
    <section className="tf-board-settings" aria-label={BOARD_TEXTS.settings}>
      <Typography.Title heading={6}>{BOARD_TEXTS.settings}</Typography.Title>
      {placed.map((id) => {
        const card = layout.cards[id];
        const def: BoardCardKindDef = BOARD_CARD_KINDS[card.kind];
        return (
          <div key={id} className="tf-board-settings__row">
            <Typography.Text className="tf-board-settings__title">{def.title}</Typography.Text>
            {/* The selects' names (Semi's Select takes its name from a label element). */}
            <span id={`${baseId}-${id}-range`} hidden>
              {BOARD_TEXTS.rangeOf(def.title)}
            </span>
            <span id={`${baseId}-${id}-media`} hidden>
              {BOARD_TEXTS.mediaOf(def.title)}
            </span>
            {def.settings.includes('range') ? (
              <Select
                aria-labelledby={`${baseId}-${id}-range`}
                value={card.settings.range ?? 'today'}
                optionList={BOARD_RANGES.map((r) => ({ value: r.value, label: r.label }))}
                onChange={(value) => set(id, 'range', value === 'today' ? ALL : String(value))}
                style={{ width: 140 }}
              />
            ) : null}
            {def.settings.includes('media') ? (
              <Select
                aria-labelledby={`${baseId}-${id}-media`}
                value={card.settings.media ?? ALL}
                optionList={[{ value: ALL, label: BOARD_TEXTS.allMedia }, ...MEDIA_CODES.map((m) => ({ value: m, label: MEDIA_DISPLAY_NAMES[m] }))]}
                onChange={(value) => set(id, 'media', String(value))}
                style={{ width: 160 }}
              />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
