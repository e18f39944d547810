import { defaultGenerationSizes } from '@giapha/contract';
import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { testPerson } from '../canvas/trees.testing.ts';
import type { CanvasPerson, CanvasTree } from '../model.ts';
import { sampleCanvasTree } from './sample-tree.ts';
import { renderTreeSvg } from './svg.ts';

function parse(svg: string): Document {
  // happy-dom's parser forgives a bare `&` and repeated attributes; an XML parser does not.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/<[^>]*\s(\w[\w:-]*)="[^"]*"[^>]*\s\1="/);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  return doc;
}

function person(id: string, name: string, generation: number | null): CanvasPerson {
  return testPerson({
    id,
    name,
    generation,
    birth: { solar: { year: 1900 + (generation ?? 0) * 25 }, lunar: null },
  });
}

function smallTree(names: string[]): CanvasTree {
  const persons = names.map((name, i) => person(`p${i}`, name, i === 0 ? 1 : 2));
  return {
    id: 't',
    name: 'Họ Đặng & con cháu <Hà Tĩnh>',
    persons,
    families: [
      {
        id: 'f',
        father: 'p0',
        mother: null,
        spouses: [],
        children: persons
          .slice(1)
          .map((p) => ({ personId: p.id, motherId: null, relation: 'birth' as const })),
      },
    ],
    generationSizes: defaultGenerationSizes(),
    hideSpouses: false,
    decorNodes: [],
    splitPersonIds: [],
    placedPersonIds: [],
  };
}

const cardName = (doc: Document, id: string) =>
  doc.querySelector(`g.card[data-person-id="${id}"] text.name`)?.textContent ?? null;

describe('renderTreeSvg', () => {
  const tree = sampleCanvasTree({ persons: 120, generations: 7 });
  const layout = computeTreeLayout(tree);
  const svg = renderTreeSvg(tree, layout);
  const doc = parse(svg);

  it('is a standalone, well-formed UTF-8 SVG whose viewBox is its size', () => {
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = doc.documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const width = Number(root.getAttribute('width'));
    const height = Number(root.getAttribute('height'));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    // The tree plus bands, banner and margins.
    expect(width).toBeGreaterThan(layout.bounds.maxX - layout.bounds.minX + 120);
    expect(height).toBeGreaterThan(layout.bounds.maxY - layout.bounds.minY + 200);
    expect(root.getAttribute('font-family')).toContain('Noto Sans');
  });

  it('writes every name as text, with its diacritics', () => {
    expect(doc.querySelectorAll('g.card')).toHaveLength(layout.boxes.size);
    for (const p of tree.persons) {
      if (!layout.boxes.has(p.id)) continue;
      expect(cardName(doc, p.id)).toBe(p.name);
    }
    expect(
      tree.persons.some((p) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(p.name)),
    ).toBe(true);
  });

  it('has the title banner, one labelled band per generation and the years', () => {
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(doc.querySelector('text.title')?.textContent).toBe('Gia phả họ Nguyễn Đình');
    expect(doc.querySelector('text.subtitle')?.textContent).toBe(`${layout.boxes.size} người · 7 đời`);
    const bands = [...doc.querySelectorAll('g.band')];
    expect(bands.map((b) => b.getAttribute('data-generation'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(bands.map((b) => b.querySelector('text.band')?.textContent)).toEqual([
      'Đời 1',
      'Đời 2',
      'Đời 3',
      'Đời 4',
      'Đời 5',
      'Đời 6',
      'Đời 7',
    ]);
    expect(texts).toContain('Đời 3');
    const founder = tree.persons[0]!;
    const years = doc.querySelector(`g.card[data-person-id="${founder.id}"] text.years`)?.textContent;
    // A year of death known only in the lunar calendar says so (`1926 ÂL`).
    expect(years).toMatch(/^\d{4} – (\d{4}( ÂL)?|\?)$/);
  });

  it('draws the parent-child lines as elbows, the second listings dashed', () => {
    const birth = [...doc.querySelectorAll('path.birth')];
    expect(birth.length).toBeGreaterThan(10);
    for (const path of birth)
      expect(path.getAttribute('d')).toMatch(/^(M[\d.-]+ [\d.-]+(L[\d.-]+ [\d.-]+)+)+$/);
    const secondary = [...doc.querySelectorAll('path.secondary')];
    expect(secondary.length).toBeGreaterThan(0);
    for (const path of secondary) expect(path.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(doc.querySelectorAll('path.spouse').length).toBeGreaterThan(0);
  });

  it('writes qualified years on the card in the short style', () => {
    const small = smallTree(['Đặng Văn Cả', 'Đặng Văn Hai']);
    small.persons[0] = {
      ...small.persons[0]!,
      deceased: true,
      birth: { solar: { year: 1850 }, qualifier: 'about' },
      death: { solar: { year: 1920 }, qualifier: 'before' },
    };
    const parsed = parse(renderTreeSvg(small, computeTreeLayout(small)));
    expect(parsed.querySelector('g.card[data-person-id="p0"] text.years')?.textContent).toBe(
      'k. 1850 – tr. 1920',
    );
  });

  it('escapes markup in names and titles', () => {
    const names = ['Đặng Văn "Tí" <b>', "Đặng Thị O'Hara & Lê", 'Đặng\u0000Văn\u0007 Bé'];
    const small = smallTree(names);
    const out = renderTreeSvg(small, computeTreeLayout(small));
    const parsed = parse(out);
    expect(parsed.querySelector('title')?.textContent).toBe('Họ Đặng & con cháu <Hà Tĩnh>');
    expect(cardName(parsed, 'p0')).toBe(names[0]);
    expect(cardName(parsed, 'p1')).toBe(names[1]);
    expect(cardName(parsed, 'p2')).toBe('Đặng Văn Bé');
    expect(out).not.toContain('<b>');
  });

  it('takes a title, drops the bands on request and keeps a margin', () => {
    const plain = renderTreeSvg(tree, layout, {
      title: 'Phả đồ chi Giáp',
      subtitle: null,
      bands: false,
      margin: 10,
    });
    const parsed = parse(plain);
    expect(parsed.querySelector('text.title')?.textContent).toBe('Phả đồ chi Giáp');
    expect(parsed.querySelector('text.subtitle')).toBeNull();
    expect(parsed.querySelectorAll('g.band')).toHaveLength(0);
    expect(Number(parsed.documentElement.getAttribute('width'))).toBeLessThan(
      Number(doc.documentElement.getAttribute('width')),
    );
  });

  it('sets names vertically, letter under letter, from the chosen generation', () => {
    const vertical = parse(renderTreeSvg(tree, layout, { verticalNamesFrom: 4 }));
    let checked = 0;
    for (const p of tree.persons) {
      if (!layout.boxes.has(p.id)) continue;
      const text = vertical.querySelector(`g.card[data-person-id="${p.id}"] text.name`)!;
      expect(text.textContent).toBe(p.name);
      const spans = [...text.querySelectorAll('tspan')];
      if ((p.generation ?? 0) < 4) {
        expect(text.getAttribute('class')).toBe('name');
        continue;
      }
      checked++;
      expect(text.getAttribute('class')).toBe('name vertical');
      // One tspan per letter; spaces are not letters.
      expect(spans).toHaveLength([...p.name.replace(/ /g, '')].length);
      const ys = spans.map((s) => Number(s.getAttribute('y')));
      const xs = spans.map((s) => Number(s.getAttribute('x')));
      // Top to bottom within a column; a new column starts to the right, at the top again.
      for (let i = 1; i < spans.length; i++) {
        expect(ys[i]! > ys[i - 1]! || xs[i]! > xs[i - 1]! + 2).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('embeds fonts when given them', () => {
    const out = renderTreeSvg(tree, layout, {
      embedFonts: { regular: new Uint8Array([1, 2, 3]), bold: null },
    });
    const parsed = parse(out);
    expect(parsed.querySelector('style')?.textContent).toContain('data:font/ttf;base64,AQID');
  });
});
