// GEDCOM lines → records: `level [@xref@] TAG [value]`, one level-0 record at a time, with CONC/CONT
// folded into their parent's value. Hand-written scanning: linear in the size of the text.

export interface GedcomNode {
  level: number;
  xref: string | null;
  tag: string;
  /** The value with CONC/CONT applied and `@@` unescaped; a pointer keeps its `@…@`. */
  value: string;
  /** 1-based line number in the file. */
  line: number;
  children: GedcomNode[];
}

export interface LineProblem {
  line: number;
  text: string;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

/** One line split into its parts; null when it is not a GEDCOM line. */
function parseLine(raw: string, lineNo: number): GedcomNode | null {
  let i = 0;
  const n = raw.length;
  while (i < n && isSpace(raw.charCodeAt(i))) i++;
  const levelStart = i;
  while (i < n && raw.charCodeAt(i) >= 48 && raw.charCodeAt(i) <= 57) i++;
  if (i === levelStart || i - levelStart > 2) return null;
  const level = Number(raw.slice(levelStart, i));
  if (i >= n || !isSpace(raw.charCodeAt(i))) return null;
  while (i < n && isSpace(raw.charCodeAt(i))) i++;
  let xref: string | null = null;
  if (raw.charCodeAt(i) === 64) {
    const end = raw.indexOf('@', i + 1);
    if (end < 0) return null;
    xref = raw.slice(i + 1, end);
    i = end + 1;
    while (i < n && isSpace(raw.charCodeAt(i))) i++;
  }
  const tagStart = i;
  while (i < n && !isSpace(raw.charCodeAt(i))) i++;
  if (i === tagStart) return null;
  const tag = raw.slice(tagStart, i).toUpperCase();
  // One delimiter before the value; the value keeps any further spaces (they matter in CONC).
  let value = i < n ? raw.slice(i + 1) : '';
  if (value.includes('@@')) value = value.replaceAll('@@', '@');
  return { level, xref, tag, value, line: lineNo, children: [] };
}

/**
 * Calls `onRecord` for each level-0 record, in file order, as soon as it is complete. Lines that are
 * not GEDCOM (or skip levels) are reported to `onProblem` and ignored. Line ends: CR, LF or CRLF.
 * `text` may be a later part of a file (whole records): its lines are numbered after `linesBefore`.
 * Returns the number of the last line read.
 */
export function readGedcomRecords(
  text: string,
  onRecord: (record: GedcomNode) => void,
  onProblem: (problem: LineProblem) => void,
  linesBefore = 0,
): number {
  const stack: GedcomNode[] = [];
  let lineNo = linesBefore;
  let pos = 0;
  const n = text.length;
  // A BOM left by the decoder (or a string argument) is not part of the first line.
  if (text.charCodeAt(0) === 0xfeff) pos = 1;
  while (pos < n) {
    let end = pos;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      end++;
    }
    const raw = text.slice(pos, end);
    lineNo++;
    pos = text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    if (raw.trim() === '') continue;

    const node = parseLine(raw, lineNo);
    if (!node) {
      onProblem({ line: lineNo, text: raw });
      continue;
    }
    if (node.level === 0) {
      const done = stack[0];
      if (done) onRecord(done);
      stack.length = 0;
      stack.push(node);
      continue;
    }
    const parent = stack[node.level - 1];
    if (!parent) {
      onProblem({ line: lineNo, text: raw });
      continue;
    }
    stack.length = node.level;
    if (node.tag === 'CONC') {
      parent.value += node.value;
      continue;
    }
    if (node.tag === 'CONT') {
      parent.value += `\n${node.value}`;
      continue;
    }
    parent.children.push(node);
    stack.push(node);
  }
  const last = stack[0];
  if (last) onRecord(last);
  return lineNo;
}
