import type { GenerationStyle } from '@giapha/contract';
import { initialsOf, isVerticalCard, lifeSpanLabel, ordinalLabel } from '@giapha/genealogy';
import { IconMinus, IconPlus, IconSitemap } from '@tabler/icons-react';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { type CSSProperties, createContext, memo, useContext } from 'react';
import type { CanvasPerson } from '../model.ts';
import classes from './TreeCanvas.module.css';

export interface PersonCardData extends Record<string, unknown> {
  person: CanvasPerson;
  style: GenerationStyle;
  width: number;
  height: number;
  selected: boolean;
  /** On the line from the ancestor to the highlighted person. */
  onLine: boolean;
  /** Has children: shows the collapse toggle. */
  expandable: boolean;
  /** How many persons the collapsed card hides (0: expanded). */
  collapsedCount: number;
  hasSplitTree: boolean;
  /** The signed-in member's own person ("Tôi"). */
  isMe: boolean;
  /** Outside the focus (hourglass) view: drawn faint. */
  faded: boolean;
  /** A spouse who married into the family. */
  inLaw: 'Dâu' | 'Rể' | null;
}

export type PersonNode = Node<PersonCardData, 'person'>;

/** What the cards call back into the canvas; a context so node data stays plain and comparable. */
export interface CardActions {
  toggleCollapse: (personId: string) => void;
  openSplitTree: ((personId: string) => void) | null;
}

export const CardActionsContext = createContext<CardActions>({
  toggleCollapse: () => {},
  openSplitTree: null,
});

/** A border image URL as a CSS value; only web, root-relative and data:image addresses are used. */
function cssUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(https?:\/\/|\/|data:image\/)/i.test(trimmed)) return null;
  return `url("${trimmed.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The card's frame from its generation style (spec §3): a plain border, or the border image painted
 * `borderImageSize` pixels deep over the edge (the text keeps clear of it).
 */
export function cardFrameStyle(style: GenerationStyle, width: number, height: number): CSSProperties {
  const frame: CSSProperties = {
    width,
    height,
    fontFamily: `${style.fontFamily}, system-ui, sans-serif`,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    color: style.textColor,
    backgroundColor: style.backgroundColor,
    borderStyle: 'solid',
    borderWidth: style.borderWidth,
    borderColor: style.borderColor,
  };
  const image = style.borderImage ? cssUrl(style.borderImage) : null;
  if (image) {
    const depth = Math.min(style.borderImageSize, Math.min(width, height) / 3);
    frame.borderImageSource = image;
    frame.borderImageSlice = '30%';
    frame.borderImageWidth = `${depth}px`;
    frame.borderImageRepeat = 'round';
    frame.padding = Math.max(0, depth - style.borderWidth);
  }
  return frame;
}

/** Where the edges meet a card: parent lines top and bottom, spouse lines left and right. */
const CARD_HANDLES = [
  { id: 't', type: 'target', position: Position.Top },
  { id: 'b', type: 'source', position: Position.Bottom },
  { id: 'l', type: 'target', position: Position.Left },
  { id: 'r', type: 'source', position: Position.Right },
] as const;

function PersonCardView({ id, data }: NodeProps<PersonNode>) {
  const actions = useContext(CardActionsContext);
  const { person, style, width, height, inLaw } = data;
  const vertical = isVerticalCard(width, height);
  const years = lifeSpanLabel(person);
  // An in-law's place is not a birth order in this family.
  const ordinal = inLaw ? null : ordinalLabel(person.ordinalNumber);
  const avatarSize = Math.max(22, Math.min(52, Math.round(Math.min(width, height) * 0.42)));
  const className = [
    classes.card,
    vertical ? classes.vertical : classes.horizontal,
    data.onLine ? classes.onLine : '',
    data.selected ? classes.selected : '',
    data.isMe ? classes.me : '',
    data.faded ? classes.faded : '',
    person.deceased ? classes.deceased : '',
  ]
    .filter(Boolean)
    .join(' ');
  const generation = person.generation !== null ? `Đời ${person.generation}` : null;
  return (
    <div className={className} style={cardFrameStyle(style, width, height)} data-person-id={id}>
      {CARD_HANDLES.map((handle) => (
        <Handle key={handle.id} {...handle} isConnectable={false} className={classes.handle} />
      ))}
      {person.avatar ? (
        <img
          className={classes.avatar}
          src={person.avatar}
          alt=""
          width={avatarSize}
          height={avatarSize}
          loading="lazy"
          draggable={false}
        />
      ) : (
        <span
          className={classes.initials}
          style={{ width: avatarSize, height: avatarSize, fontSize: Math.round(avatarSize * 0.38) }}
          aria-hidden
        >
          {initialsOf(person.name)}
        </span>
      )}
      <div className={classes.text}>
        <span className={classes.name} data-name>
          {person.name}
        </span>
        {vertical ? (
          <>
            {generation ? <span className={classes.meta}>{generation}</span> : null}
            {ordinal ? <span className={classes.meta}>{ordinal}</span> : null}
          </>
        ) : generation || ordinal ? (
          <span className={classes.meta}>{[generation, ordinal].filter(Boolean).join(' · ')}</span>
        ) : null}
        {years ? <span className={classes.meta}>{years}</span> : null}
      </div>
      {data.isMe || inLaw ? (
        <span className={classes.badges}>
          {data.isMe ? <span className={`${classes.badge} ${classes.meBadge}`}>Tôi</span> : null}
          {inLaw ? (
            <span className={classes.badge} title={inLaw === 'Dâu' ? 'Con dâu trong họ' : 'Con rể trong họ'}>
              {inLaw}
            </span>
          ) : null}
        </span>
      ) : null}
      <span
        className={person.deceased ? classes.deceasedMark : classes.livingMark}
        title={person.deceased ? 'Đã mất' : 'Còn sống'}
      />
      {data.hasSplitTree && actions.openSplitTree ? (
        <button
          type="button"
          className={`${classes.splitMarker} nodrag nopan`}
          aria-label={`Mở cây gia phả tách của ${person.name}`}
          title="Mở cây gia phả tách"
          onClick={(event) => {
            event.stopPropagation();
            actions.openSplitTree?.(id);
          }}
        >
          <IconSitemap size={13} stroke={2} />
        </button>
      ) : null}
      {data.expandable ? (
        <button
          type="button"
          className={`${classes.toggle} nodrag nopan`}
          aria-label={
            data.collapsedCount > 0 ? `Mở rộng nhánh của ${person.name}` : `Thu gọn nhánh của ${person.name}`
          }
          aria-expanded={data.collapsedCount === 0}
          title={data.collapsedCount > 0 ? `Mở rộng (${data.collapsedCount} người)` : 'Thu gọn nhánh'}
          onClick={(event) => {
            event.stopPropagation();
            actions.toggleCollapse(id);
          }}
        >
          {data.collapsedCount > 0 ? (
            <>
              <IconPlus size={11} stroke={2.5} />
              <span>{data.collapsedCount}</span>
            </>
          ) : (
            <IconMinus size={11} stroke={2.5} />
          )}
        </button>
      ) : null}
    </div>
  );
}

export const PersonCard = memo(PersonCardView);
