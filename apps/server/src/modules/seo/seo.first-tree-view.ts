// The tree page's opening view as the server paints it into the canvas' frame: the cards and lines a
// phone shows first, where the canvas will open (the same rules: `openingViewport` and the layout of
// @giapha/genealogy), so a visitor reads the tree while the app and its graph arrive. The app keeps this
// paint over its canvas until the canvas draws its first frame (`PublicTreeViewer`).
import {
  type GenerationStyle,
  type ParsedDecor,
  type PublicTreeGraph,
  parseDecors,
  safeImageUrl,
  TEXT_DECOR_PADDING,
} from '@giapha/contract';
import {
  BoxIndex,
  canvasBounds,
  computeTreeLayout,
  initialsOf,
  intersects,
  isVerticalCard,
  type LayoutBox,
  lifeSpanLabel,
  minZoomFor,
  openingViewport,
  ordinalLabel,
  type Rect,
  rectAround,
  spouseLinks,
  styleForGeneration,
  type Viewport,
} from '@giapha/genealogy';
import { escapeHtml } from './seo.html.ts';

/**
 * The canvas on a 360×740 phone, as the app lays the page out there: full width, `100dvh` less the
 * header and the strip left to scroll by (`PublicTreeViewer`), and the part of it on screen when the
 * page opens (the title, help and tree list above it take the rest).
 */
const PHONE_CANVAS = { width: 360, height: 632, visibleHeight: 330 } as const;
/** How far the paint reaches around the frame's centre and below its top (screen pixels): a desktop's width. */
const REACH = { across: 1000, down: 1000 } as const;
/** The most cards painted (nearest the view's centre first). */
const MAX_PAINTED = 150;

/** `1px solid red` and the like, from a clan's own style: anything that could leave the value is dropped. */
function cssValue(value: string | number): string | null {
  const text = String(value).trim();
  if (text === '' || /[;{}<>\\]|url\(|\/\*|expression/i.test(text)) return null;
  return escapeHtml(text);
}

function cardStyle(style: GenerationStyle, box: LayoutBox): string {
  const parts = [
    `left:${box.x}px`,
    `top:${box.y}px`,
    `width:${box.width}px`,
    `height:${box.height}px`,
    `font-size:${style.fontSize}px`,
    `border-width:${style.borderWidth}px`,
  ];
  const optional: [string, string | number][] = [
    ['font-family', `${style.fontFamily}, system-ui, sans-serif`],
    ['font-weight', style.fontWeight],
    ['color', style.textColor],
    ['background-color', style.backgroundColor],
    ['border-color', style.borderColor],
  ];
  for (const [property, value] of optional) {
    const safe = cssValue(value);
    if (safe !== null) parts.push(`${property}:${safe}`);
  }
  return parts.join(';');
}

type Person = PublicTreeGraph['persons'][number];

function card(person: Person, style: GenerationStyle, box: LayoutBox): string {
  const vertical = isVerticalCard(box.width, box.height);
  const avatar = Math.max(22, Math.min(52, Math.round(Math.min(box.width, box.height) * 0.42)));
  const generation = person.generation !== null ? `Đời ${person.generation}` : null;
  const ordinal = ordinalLabel(person.ordinalNumber);
  const years = lifeSpanLabel(person);
  const meta = vertical
    ? [generation, ordinal].filter((text): text is string => text !== null)
    : [[generation, ordinal].filter(Boolean).join(' · ')].filter((text) => text !== '');
  if (years) meta.push(years);
  return [
    `<div class="fc-person${vertical ? ' fc-v' : ''}${person.deceased ? ' fc-dead' : ''}" style="${cardStyle(style, box)}">`,
    `<span class="fc-initials" style="width:${avatar}px;height:${avatar}px;font-size:${Math.round(avatar * 0.38)}px" aria-hidden="true">${escapeHtml(initialsOf(person.name))}</span>`,
    `<span class="fc-text"><span>${escapeHtml(person.name)}</span>`,
    ...meta.map((text) => `<span class="fc-meta">${escapeHtml(text)}</span>`),
    '</span>',
    `<span class="fc-mark" title="${person.deceased ? 'Đã mất' : 'Còn sống'}"></span>`,
    '</div>',
  ].join('');
}

/** The canvas' cards and lines (`TreeCanvas.module.css`, React Flow's smoothstep edges), for the paint. */
const VIEW_STYLE = `<style>
.fc-view{position:absolute;inset:0;overflow:hidden;background:#faf6ee;pointer-events:none}
.fc-view>div{position:absolute;left:50%;top:0;transform-origin:0 0}
.fc-view svg{position:absolute;left:0;top:0;overflow:visible}
.fc-view path{fill:none;stroke:#8c7b6b;stroke-width:1.25}
.fc-person{position:absolute;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:4px 6px;line-height:1.25;text-align:center;border-style:solid;border-radius:3px}
.fc-person.fc-v{padding:6px 4px}
.fc-text{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-width:0;min-height:0;max-width:100%;max-height:100%;overflow:hidden;overflow-wrap:anywhere}
.fc-v .fc-text{writing-mode:vertical-rl;flex:1;gap:4px}
.fc-meta{font-size:.78em;font-weight:400;opacity:.8;white-space:nowrap}
.fc-initials{flex:none;display:inline-flex;align-items:center;justify-content:center;border-radius:50%;background:#efe6d8;color:#6b4f36;font-family:system-ui,sans-serif;font-weight:700;line-height:1}
.fc-dead .fc-initials{background:#e4e1dc;color:#4f4a44}
.fc-mark{position:absolute;right:4px;bottom:4px;width:7px;height:7px;border-radius:50%;background:#2f9e44;box-shadow:0 0 0 1.5px #fff}
.fc-decor{position:absolute;display:flex;align-items:center;justify-content:center;box-sizing:border-box;font-weight:700;line-height:1.3;text-align:center;white-space:pre}
.fc-decor img{width:100%;height:100%;object-fit:contain;display:block}
.fc-dead .fc-mark{top:0;left:0;right:0;bottom:auto;width:auto;height:4px;border-radius:2px 2px 0 0;background:#3d3833;box-shadow:none}
</style>`;

/** The opening view of the tree on a phone: where the canvas opens, in screen pixels of its frame. */
function phoneOpeningView(graph: PublicTreeGraph) {
  const layout = computeTreeLayout({
    persons: graph.persons,
    families: graph.families,
    generationSizes: graph.generationSizes,
    hideSpouses: graph.tree.hideSpouses,
    placedPersonIds: graph.placedPersonIds,
  });
  const index = new BoxIndex(layout);
  const decors = parseDecors(graph.tree.decorNodes);
  const bounds = canvasBounds(layout.bounds, decors);
  const generationOf = new Map(graph.persons.map((person) => [person.id, person.generation]));
  const viewport = openingViewport({
    layout,
    index,
    bounds,
    frame: { minX: 0, minY: 0, maxX: PHONE_CANVAS.width, maxY: PHONE_CANVAS.visibleHeight },
    minZoom: minZoomFor(bounds, PHONE_CANVAS),
    fontOf: (id) => styleForGeneration(graph.generationSizes, generationOf.get(id) ?? null).fontSize,
    centreId: null,
  });
  return { layout, index, decors, viewport };
}

/**
 * The painted opening view of one tree (`data-tree-id`), or '' when the tree has no one to show. Its
 * `<style>` goes inside it: the app lifts this element out of the server's paint as it is.
 */
export function paintTreeView(graph: PublicTreeGraph): string {
  const { layout, index, decors, viewport } = phoneOpeningView(graph);
  if (!viewport || layout.boxes.size === 0) return '';
  const reach = reachOf(viewport);
  const shown = index.within(reach, MAX_PAINTED);
  const byId = new Map(graph.persons.map((person) => [person.id, person]));
  const cards: string[] = [];
  for (const id of shown) {
    const person = byId.get(id);
    const box = layout.boxes.get(id);
    if (!person || !box) continue;
    const style = styleForGeneration(graph.generationSizes, person.generation);
    cards.push(card(person, style, box));
  }
  const painted = new Set(shown);
  const lines: string[] = [];
  for (const edge of layout.edges) {
    const from = layout.boxes.get(edge.from);
    const to = layout.boxes.get(edge.to);
    if (!from || !to || !(painted.has(edge.from) || painted.has(edge.to))) continue;
    const x1 = from.x + from.width / 2;
    const y1 = from.y + from.height;
    const x2 = to.x + to.width / 2;
    const middle = (y1 + to.y) / 2;
    lines.push(`M${x1} ${y1}V${middle}H${x2}V${to.y}`);
  }
  // A head and each wife beside him: a short line between their cards' sides.
  const families = new Map(graph.families.map((family) => [family.id, family]));
  for (const link of spouseLinks({ families }, layout)) {
    const left = layout.boxes.get(link.left);
    const right = layout.boxes.get(link.right);
    if (!left || !right || !(painted.has(link.left) || painted.has(link.right))) continue;
    lines.push(`M${left.x + left.width} ${left.y + left.height / 2}H${right.x}`);
  }
  // The frame is centred in the window as the app's canvas is: x is taken from the middle of a phone's.
  const shift = `translate(${round(viewport.x - PHONE_CANVAS.width / 2)}px,${round(viewport.y)}px) scale(${viewport.zoom})`;
  return [
    `<div class="fc-view" data-tree-id="${escapeHtml(graph.tree._id)}" aria-hidden="true">`,
    VIEW_STYLE,
    `<div style="transform:${shift}">`,
    lines.length > 0 ? `<svg width="1" height="1"><path d="${lines.join('')}"/></svg>` : '',
    decors
      .filter((decor) => intersects(reach, rectAround([decor])))
      .map(paintDecor)
      .join(''),
    cards.join(''),
    '</div></div>',
  ].join('');
}

/** What is painted, in flow coordinates: a desktop's frame around the phone's view. */
function reachOf(viewport: Viewport): Rect {
  const centre = PHONE_CANVAS.width / 2;
  return {
    minX: (centre - REACH.across - viewport.x) / viewport.zoom,
    maxX: (centre + REACH.across - viewport.x) / viewport.zoom,
    minY: -viewport.y / viewport.zoom,
    maxY: (REACH.down - viewport.y) / viewport.zoom,
  };
}

/** A banner or a picture on the tree, as the canvas draws it (`DecorNode.tsx`). */
function paintDecor(decor: ParsedDecor): string {
  const place = `left:${decor.x}px;top:${decor.y}px;width:${decor.width}px;height:${decor.height}px`;
  if (decor.type === 'image') {
    const url = safeImageUrl(decor.data.url);
    return url
      ? `<div class="fc-decor" style="${place}"><img src="${escapeHtml(url)}" alt="${escapeHtml(decor.data.alt)}" /></div>`
      : '';
  }
  const { text, fontSize, color, background } = decor.data;
  const colours = [
    ['color', cssValue(color)],
    ['background', background === null ? null : cssValue(background)],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([property, value]) => `;${property}:${value}`)
    .join('');
  const round = background === null ? '' : ';border-radius:8px';
  return `<div class="fc-decor" style="${place};padding:${TEXT_DECOR_PADDING}px;font-size:${fontSize}px${colours}${round}">${escapeHtml(text)}</div>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
