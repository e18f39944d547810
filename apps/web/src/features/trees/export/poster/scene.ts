// The placed poster both renderers draw: every shape in layout pixels, and the colours of the frame.

export interface PosterOptions {
  /** The banner's title (default: the tree's name). */
  title?: string;
  /** The line under the title (default `300 người · 10 đời`); null for none. */
  subtitle?: string | null;
  /** Names of persons of this generation and deeper are set vertically, letter under letter (null: never). */
  verticalNamesFrom?: number | null;
  /** Generation bands with their `Đời N` labels on the left (default true). */
  bands?: boolean;
  /** Space around the poster, in layout pixels (default 40). */
  margin?: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PosterRect extends Box {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

/** One positioned run of text, centred on `x`, its baseline at `y`. */
export interface PosterPiece {
  text: string;
  x: number;
  y: number;
  /**
   * What follows the run in the text's content (a space between the words of a name split over lines
   * or letters), so that the SVG's text reads `Nguyễn Văn An`. Not drawn: a renderer that writes it
   * moves the run by half its width to keep the visible part centred.
   */
  sep: '' | ' ';
}

export type PosterTextRole = 'title' | 'subtitle' | 'band' | 'name' | 'generation' | 'years';

export interface PosterText {
  role: PosterTextRole;
  size: number;
  bold: boolean;
  color: string;
  vertical: boolean;
  pieces: PosterPiece[];
}

export interface PosterCard extends PosterRect {
  personId: string;
  name: string;
  generation: number | null;
  texts: PosterText[];
}

export interface PosterBand {
  generation: number;
  rects: PosterRect[];
  label: PosterText | null;
}

export interface PosterLines {
  kind: 'birth' | 'secondary' | 'spouse';
  color: string;
  width: number;
  dash: number[] | null;
  /** Each polyline as x0, y0, x1, y1, … */
  polylines: number[][];
  bbox: Box;
}

export interface PosterScene {
  width: number;
  height: number;
  background: string;
  title: string;
  /** Frame and banner: drawn first. */
  rects: PosterRect[];
  texts: PosterText[];
  bands: PosterBand[];
  lines: PosterLines[];
  cards: PosterCard[];
  personCount: number;
  generationCount: number;
}

// Colours of a traditional phả đồ: lacquer red, gold, parchment.
export const POSTER_COLORS = {
  background: '#fdf8ec',
  red: '#8e1b1b',
  redDark: '#7a1616',
  gold: '#d9a441',
  cream: '#fbe9bf',
  bandLight: '#fbf3de',
  bandDark: '#f3e6c6',
  line: '#5e4432',
  lineSecondary: '#9a7a5c',
} as const;
