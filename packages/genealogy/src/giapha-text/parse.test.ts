import { describe, expect, it } from 'vitest';
import type { DraftPerson, DraftTree } from '../draft.ts';
import { parseGiaPhaText } from './parse.ts';

const EXAMPLE = `GIA PHẢ HỌ NGUYỄN – CHI TRƯỞNG
Đời thứ 1: Nguyễn Văn Tổ (1820 – 1890), mất ngày 12 tháng 3 âm lịch. Mộ táng tại xứ Đồng Cao.
   Vợ: Trần Thị Hiền (mất ngày 5/7 âm lịch)
   Con trai trưởng: Nguyễn Văn Bình
   Con trai thứ hai: Nguyễn Văn Cường
   Con gái: Nguyễn Thị Duyên
Đời thứ 2:
1. Nguyễn Văn Bình (1850–1920), tên húy Bính, giỗ 20/10 âm lịch
   Vợ cả: Lê Thị Em
   Vợ hai: Phạm Thị Gấm
     1.1. Nguyễn Văn Hòa (con bà cả)
     1.2. Nguyễn Thị Hương
2. Nguyễn Văn Cường, sinh năm Canh Tuất (1850), mất năm 1900
`;

function byName(tree: DraftTree, name: string): DraftPerson {
  const found = tree.persons.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  const [person] = found;
  if (!person) throw new Error(`no ${name}`);
  return person;
}

/** One person from a one-line text under a heading, for the date and name forms. */
function one(line: string): DraftPerson {
  const tree = parseGiaPhaText(`Đời thứ 1:\n${line}`);
  expect(tree.warnings).toEqual([]);
  const [person] = tree.persons;
  if (!person) throw new Error('no person');
  return person;
}

const year = (y: number) => ({ year: y, month: null, day: null });

describe('parseGiaPhaText: the example outline', () => {
  const tree = parseGiaPhaText(EXAMPLE);

  it('reads every line, with no warnings', () => {
    expect(tree.warnings).toEqual([]);
    expect(tree.report).toEqual([
      { tag: 'heading', imported: 2, skipped: 0 },
      { tag: 'person', imported: 3, skipped: 0 },
      { tag: 'spouse', imported: 3, skipped: 0 },
      { tag: 'child', imported: 5, skipped: 0 },
    ]);
  });

  it('makes each person once, in order of first appearance, with generations and sexes', () => {
    expect(tree.persons.map((p) => [p.id, p.name, p.generation, p.sex, p.ordinalNumber])).toEqual([
      ['p1', 'Nguyễn Văn Tổ', 1, 'male', null],
      ['p2', 'Trần Thị Hiền', 1, 'female', null],
      ['p3', 'Nguyễn Văn Bình', 2, 'male', 1],
      ['p4', 'Nguyễn Văn Cường', 2, 'male', 2],
      ['p5', 'Nguyễn Thị Duyên', 2, 'female', null],
      ['p6', 'Lê Thị Em', 2, 'female', null],
      ['p7', 'Phạm Thị Gấm', 2, 'female', null],
      ['p8', 'Nguyễn Văn Hòa', 3, 'male', null],
      ['p9', 'Nguyễn Thị Hương', 3, 'female', null],
    ]);
    expect(tree.persons.every((p) => p.surname === p.name.split(' ')[0])).toBe(true);
  });

  it('keeps solar years, lunar death days, other names and notes', () => {
    const to = byName(tree, 'Nguyễn Văn Tổ');
    expect(to.birth).toEqual({ solar: year(1820), lunar: null, phrase: null, place: null });
    expect(to.death).toEqual({
      solar: year(1890),
      lunar: { day: 12, month: 3, year: null, leap: false },
      phrase: null,
      place: null,
    });
    expect(to.deceased).toBe(true);
    expect(to.notes).toBe('Mộ táng tại xứ Đồng Cao');

    const hien = byName(tree, 'Trần Thị Hiền');
    expect(hien.death?.lunar).toEqual({ day: 5, month: 7, year: null, leap: false });
    expect(hien.deceased).toBe(true);

    const binh = byName(tree, 'Nguyễn Văn Bình');
    expect(binh.otherNames).toEqual([{ kind: 'tenHuy', value: 'Bính' }]);
    expect(binh.death).toEqual({
      solar: year(1920),
      lunar: { day: 20, month: 10, year: null, leap: false },
      phrase: null,
      place: null,
    });

    const cuong = byName(tree, 'Nguyễn Văn Cường');
    expect(cuong.birth).toEqual({
      solar: year(1850),
      lunar: null,
      phrase: 'năm Canh Tuất (1850)',
      place: null,
    });
    expect(cuong.death?.solar).toEqual(year(1900));

    expect(byName(tree, 'Lê Thị Em').deceased).toBe(false);
  });

  it('builds one family per wife, children by the (con bà …) hint or with the first wife', () => {
    expect(tree.families).toEqual([
      {
        id: 'f1',
        fatherId: 'p1',
        motherId: 'p2',
        children: [
          { personId: 'p3', relation: 'birth' },
          { personId: 'p4', relation: 'birth' },
          { personId: 'p5', relation: 'birth' },
        ],
        marriage: null,
      },
      {
        id: 'f2',
        fatherId: 'p3',
        motherId: 'p6',
        children: [
          { personId: 'p8', relation: 'birth' },
          { personId: 'p9', relation: 'birth' },
        ],
        marriage: null,
      },
      { id: 'f3', fatherId: 'p3', motherId: 'p7', children: [], marriage: null },
    ]);
  });

  it('sends a child to the second wife when the hint says so', () => {
    const t = parseGiaPhaText(EXAMPLE.replace('1.2. Nguyễn Thị Hương', '1.2. Nguyễn Thị Hương (con bà hai)'));
    expect(t.families.find((f) => f.motherId === 'p7')?.children).toEqual([
      { personId: 'p9', relation: 'birth' },
    ]);
  });
});

describe('parseGiaPhaText: headings', () => {
  it.each([
    ['Đời thứ 3:', 3],
    ['Đời 4', 4],
    ['ĐỜI THỨ NHẤT', 1],
    ['ĐỜI THỨ HAI', 2],
    ['Đời thứ tư', 4],
    ['Đời thứ năm:', 5],
    ['Đời thứ mười', 10],
    ['Đời thứ mười lăm', 15],
    ['ĐỜI THỨ HAI MƯƠI', 20],
    ['Đời thứ hai mươi mốt', 21],
    ['Đời thứ 12.', 12],
  ])('%s → generation %i', (heading, generation) => {
    const tree = parseGiaPhaText(`${heading}\nNguyễn Văn An`);
    expect(tree.warnings).toEqual([]);
    expect(tree.persons[0]?.generation).toBe(generation);
  });

  it('a person after the heading colon is of that generation', () => {
    expect(one('Nguyễn Văn An').generation).toBe(1);
    const tree = parseGiaPhaText('Đời thứ bảy: Nguyễn Văn An');
    expect(tree.persons[0]?.generation).toBe(7);
  });
});

describe('parseGiaPhaText: dates', () => {
  it.each([
    ['(1820 – 1890)', year(1820), year(1890)],
    ['(1820-?)', year(1820), null],
    ['(? – 1890)', null, year(1890)],
  ])('years %s', (years, birth, death) => {
    const p = one(`Nguyễn Văn An ${years}`);
    expect(p.birth?.solar ?? null).toEqual(birth);
    expect(p.death?.solar ?? null).toEqual(death);
    expect(p.deceased).toBe(death !== null);
  });

  it('sinh năm / sinh ngày d/m/yyyy / sinh ngày … tháng … năm …', () => {
    expect(one('Nguyễn Văn An, sinh năm 1850').birth?.solar).toEqual(year(1850));
    expect(one('Nguyễn Văn An, sinh ngày 3/4/1850').birth?.solar).toEqual({
      year: 1850,
      month: 4,
      day: 3,
    });
    expect(one('Nguyễn Văn An, sinh ngày 3 tháng 4 năm 1850').birth?.solar).toEqual({
      year: 1850,
      month: 4,
      day: 3,
    });
    expect(one('Nguyễn Văn An, sinh khoảng năm 1850').birth?.qualifier).toBe('about');
    expect(one('Nguyễn Văn An sinh năm 1850 mất năm 1900').death?.solar).toEqual(year(1900));
  });

  it('lunar death dates in words and digits, giỗ with or without âm lịch', () => {
    const lunar = (day: number, month: number, leap = false, y: number | null = null) => ({
      day,
      month,
      year: y,
      leap,
    });
    expect(one('Nguyễn Văn An, mất ngày 12 tháng 3 âm lịch').death?.lunar).toEqual(lunar(12, 3));
    expect(one('Nguyễn Văn An, mất ngày 12/3 âm lịch').death?.lunar).toEqual(lunar(12, 3));
    expect(one('Nguyễn Văn An, giỗ 20/10 âm lịch').death?.lunar).toEqual(lunar(20, 10));
    expect(one('Nguyễn Văn An, giỗ ngày 20 tháng 10').death?.lunar).toEqual(lunar(20, 10));
    expect(one('Nguyễn Văn An, mất ngày 12 tháng 3 nhuận').death?.lunar).toEqual(lunar(12, 3, true));
    expect(one('Nguyễn Văn An, mất ngày 12/3 nhuận âm lịch').death?.lunar).toEqual(lunar(12, 3, true));
    expect(one('Nguyễn Văn An, mất ngày 2 tháng 4 nhuận năm 2020 âm lịch').death?.lunar).toEqual(
      lunar(2, 4, true, 2020),
    );
    const p = one('Nguyễn Văn An, giỗ 20/10 âm lịch');
    expect(p.deceased).toBe(true);
    expect(p.death?.solar).toBeNull();
  });

  it('a solar death date with a year stays solar; dương lịch forces solar', () => {
    expect(one('Nguyễn Văn An, mất ngày 5/6/1990').death?.solar).toEqual({
      year: 1990,
      month: 6,
      day: 5,
    });
    expect(one('Nguyễn Văn An, mất ngày 5/6/1990 dương lịch').death?.lunar).toBeNull();
  });

  it('can-chi years: mapped when the other years leave one plausible year, else kept as a phrase', () => {
    // The given solar year wins (a lunar year straddles two solar ones); the words stay beside it.
    const given = one('Nguyễn Văn An (1851 – 1910), sinh năm Canh Tuất');
    expect(given.birth).toEqual({ solar: year(1851), lunar: null, phrase: 'năm Canh Tuất', place: null });
    // Born in the century before a death in 1900: only 1850 is a Canh Tuất.
    expect(one('Nguyễn Văn An (? – 1900), sinh năm Canh Tuất').birth?.solar).toEqual(year(1850));
    // Before a death in 1920 both 1850 and 1910 are Canh Tuất: no guess.
    expect(one('Nguyễn Văn An (? – 1920), sinh năm Canh Tuất').birth?.solar).toBeNull();
    expect(one('Nguyễn Văn An (1890 – ?), mất năm Giáp Thân').death?.solar).toEqual(year(1944));
    const alone = one('Nguyễn Văn An, mất năm Canh Tuất');
    expect(alone.death).toEqual({ solar: null, lunar: null, phrase: 'năm Canh Tuất', place: null });
    expect(alone.deceased).toBe(true);
    const lunarYear = one('Nguyễn Văn An (1850 – 1910), mất ngày 3 tháng 2 năm Canh Tuất âm lịch');
    expect(lunarYear.death?.lunar).toEqual({ day: 3, month: 2, year: 1910, leap: false });
  });

  it('a can-chi given as the death year is resolved against the death year', () => {
    const p = one('Nguyễn Văn An (1850 – ?), mất năm Canh Tuất (1910)');
    expect(p.death?.solar).toEqual(year(1910));
  });

  it('places after tại, continued after a comma', () => {
    const p = one('Nguyễn Văn An, sinh năm 1850 tại làng Đông Ngạc, huyện Từ Liêm, mất năm 1900');
    expect(p.birth).toEqual({
      solar: year(1850),
      lunar: null,
      phrase: null,
      place: 'làng Đông Ngạc, huyện Từ Liêm',
    });
    expect(p.death?.solar).toEqual(year(1900));
  });

  it('thọ, tên húy, tên tự, hiệu, thụy, mộ táng', () => {
    const p = one(
      'Nguyễn Văn An, tên húy Bính, tên tự Văn Khanh, hiệu Trúc Khê, thụy Đoan Trực, thọ 70 tuổi, mộ táng tại xứ Đồng Cao, xã Yên Lạc',
    );
    expect(p.otherNames).toEqual([
      { kind: 'tenHuy', value: 'Bính' },
      { kind: 'tenTu', value: 'Văn Khanh' },
      { kind: 'hieu', value: 'Trúc Khê' },
      { kind: 'thuyHieu', value: 'Đoan Trực' },
    ]);
    expect(p.notes).toBe('thọ 70 tuổi\nmộ táng tại xứ Đồng Cao, xã Yên Lạc');
    expect(p.deceased).toBe(true);
  });

  it('đã mất alone marks the person deceased', () => {
    const p = one('Nguyễn Văn An (đã mất)');
    expect(p.deceased).toBe(true);
    expect(p.death).toBeNull();
  });

  it('a details line under a person belongs to that person', () => {
    const tree = parseGiaPhaText(
      'Đời thứ 1: Nguyễn Văn An\n   Mộ táng tại xứ Đồng Cao.\n   Giỗ ngày 8 tháng Chạp, cúng chay',
    );
    expect(tree.persons).toHaveLength(1);
    expect(tree.persons[0]?.notes).toBe('Mộ táng tại xứ Đồng Cao');
    expect(tree.persons[0]?.death?.lunar).toEqual({ day: 8, month: 12, year: null, leap: false });
    expect(tree.warnings).toEqual([
      {
        line: 3,
        text: 'Giỗ ngày 8 tháng Chạp, cúng chay',
        message: 'Không hiểu một phần của dòng: «cúng chay»',
      },
    ]);
  });
});

describe('parseGiaPhaText: relations', () => {
  it('Chồng, Con nuôi, Con:, Con thứ ba and sexes', () => {
    const tree = parseGiaPhaText(
      [
        'Đời thứ 3:',
        'Nguyễn Thị Lan',
        '  Chồng: Trần Minh',
        '  Con: Trần Bảo',
        '  Con thứ ba: Trần Thu',
        '  Con nuôi: Trần Văn Nghĩa',
        'Nguyễn Hữu Phước',
      ].join('\n'),
    );
    expect(tree.warnings).toEqual([]);
    expect(tree.persons.map((p) => [p.name, p.sex, p.generation, p.ordinalNumber])).toEqual([
      ['Nguyễn Thị Lan', 'female', 3, null],
      ['Trần Minh', 'male', 3, null],
      ['Trần Bảo', 'unknown', 4, null],
      ['Trần Thu', 'unknown', 4, 3],
      ['Trần Văn Nghĩa', 'male', 4, null],
      ['Nguyễn Hữu Phước', 'unknown', 3, null],
    ]);
    expect(tree.families).toEqual([
      {
        id: 'f1',
        fatherId: 'p2',
        motherId: 'p1',
        children: [
          { personId: 'p3', relation: 'birth' },
          { personId: 'p4', relation: 'birth' },
          { personId: 'p5', relation: 'adopted' },
        ],
        marriage: null,
      },
    ]);
  });

  it('children under a wife line are hers; (con bà …) may name the wife', () => {
    const tree = parseGiaPhaText(
      [
        'Đời thứ 1: Nguyễn Văn An',
        '  Vợ cả: Lê Thị Em',
        '  Vợ hai: Phạm Thị Gấm',
        '    Con trai: Nguyễn Văn Ba',
        '  Con gái: Nguyễn Thị Tư (con bà Gấm)',
        '  Con gái: Nguyễn Thị Năm (con bà ba)',
      ].join('\n'),
    );
    expect(tree.families.map((f) => [f.motherId, f.children.map((c) => c.personId)])).toEqual([
      ['p2', ['p6']],
      ['p3', ['p4', 'p5']],
    ]);
    expect(tree.warnings).toEqual([
      {
        line: 6,
        text: 'Nguyễn Thị Năm (con bà ba)',
        message: 'Không tìm thấy người vợ được nhắc đến; con được xếp với người vợ đầu',
      },
    ]);
  });

  it('Bà: as a wife label, honorifics, Các con: with bullets at its own indent, không rõ', () => {
    const tree = parseGiaPhaText(
      [
        'ĐỜI THỨ NHẤT',
        'Cụ Trần Văn Khởi, sinh năm Giáp Tý, mất ngày mồng 5 tháng Giêng năm Canh Ngọ, thọ 67 tuổi.',
        'Mộ táng tại Đồng Quan, thôn Trung.',
        'Bà: Nguyễn Thị Lành, giỗ ngày 12 tháng 8.',
        'Các con:',
        '- Trần Văn Huệ (con trưởng)',
        '- Bà Trần Lý, không rõ năm sinh',
        '- Trần Văn Đức (con nuôi)',
        'Đời thứ hai',
        '2. Trần Văn Đức, mất sớm',
      ].join('\n'),
    );
    expect(tree.persons.map((p) => [p.name, p.sex, p.generation, p.ordinalNumber])).toEqual([
      ['Trần Văn Khởi', 'male', 1, null],
      ['Nguyễn Thị Lành', 'female', 1, null],
      ['Trần Văn Huệ', 'male', 2, 1],
      ['Trần Lý', 'female', 2, null],
      ['Trần Văn Đức', 'male', 2, null],
    ]);
    const khoi = tree.persons[0];
    expect(khoi?.notes).toBe('thọ 67 tuổi\nMộ táng tại Đồng Quan, thôn Trung');
    expect(khoi?.birth).toEqual({ solar: null, lunar: null, phrase: 'năm Giáp Tý', place: null });
    expect(khoi?.death?.lunar).toEqual({ day: 5, month: 1, year: null, leap: false });
    expect(tree.persons[1]?.death?.lunar).toEqual({ day: 12, month: 8, year: null, leap: false });
    expect(tree.families).toEqual([
      {
        id: 'f1',
        fatherId: 'p1',
        motherId: 'p2',
        children: [
          { personId: 'p3', relation: 'birth' },
          { personId: 'p4', relation: 'birth' },
          { personId: 'p5', relation: 'adopted' },
        ],
        marriage: null,
      },
    ]);
    expect(tree.warnings).toEqual([
      { line: 10, text: '2. Trần Văn Đức, mất sớm', message: 'Không hiểu một phần của dòng: «sớm»' },
    ]);
    expect(tree.persons[4]?.death).toEqual({ solar: null, lunar: null, phrase: 'sớm', place: null });
  });

  it('Vợ: and Con: alone head lists of wives and children', () => {
    const tree = parseGiaPhaText(
      [
        'Đời thứ 1: Nguyễn Văn An',
        '  Vợ:',
        '    - Lê Thị Hai',
        '    - Trần Thị Ba',
        '  Con:',
        '    - Nguyễn Văn Cao (con bà hai)',
        '    - Nguyễn Thị Dung',
      ].join('\n'),
    );
    expect(tree.warnings).toEqual([]);
    expect(tree.families.map((f) => [f.fatherId, f.motherId, f.children.map((c) => c.personId)])).toEqual([
      ['p1', 'p2', ['p5']],
      ['p1', 'p3', ['p4']],
    ]);
    expect(tree.persons.map((p) => p.generation)).toEqual([1, 1, 1, 2, 2]);
  });

  it('a man without a listed wife gets a family without a mother', () => {
    const tree = parseGiaPhaText('Đời thứ 1: Nguyễn Văn An\n  Con trai: Nguyễn Văn Ba');
    expect(tree.families).toEqual([
      {
        id: 'f1',
        fatherId: 'p1',
        motherId: null,
        children: [{ personId: 'p2', relation: 'birth' }],
        marriage: null,
      },
    ]);
  });

  it('relation lines without indentation belong to the person above', () => {
    const tree = parseGiaPhaText('Đời thứ 1: Nguyễn Văn An\nVợ: Lê Thị Bé\nCon trai: Nguyễn Văn Ba');
    expect(tree.warnings).toEqual([]);
    expect(tree.families).toEqual([
      {
        id: 'f1',
        fatherId: 'p1',
        motherId: 'p2',
        children: [{ personId: 'p3', relation: 'birth' }],
        marriage: null,
      },
    ]);
  });

  it('compound surnames', () => {
    expect(one('Tôn Thất Thuyết').surname).toBe('Tôn Thất');
    expect(one('Nguyễn Phúc Ánh').surname).toBe('Nguyễn Phúc');
    expect(one('Nguyễn Văn An').surname).toBe('Nguyễn');
  });

  it('merges a listed child with its own entry in the next generation', () => {
    const tree = parseGiaPhaText(
      [
        'Đời thứ 1: Nguyễn Văn An',
        '  Con trai trưởng: Nguyễn Văn Ba',
        '  Con gái: Nguyễn Thị Tư',
        'Đời thứ 2',
        'Nguyễn Văn Ba (1900 – 1970)',
        '  Vợ: Lê Thị Năm',
        '  Con: Nguyễn Văn Sáu',
        'Nguyễn Văn Ba',
        'Đời thứ 3: Nguyễn Văn Sáu, sinh năm 1930',
      ].join('\n'),
    );
    expect(tree.warnings).toEqual([]);
    expect(tree.persons.map((p) => [p.id, p.name, p.generation])).toEqual([
      ['p1', 'Nguyễn Văn An', 1],
      ['p2', 'Nguyễn Văn Ba', 2],
      ['p3', 'Nguyễn Thị Tư', 2],
      ['p4', 'Lê Thị Năm', 2],
      ['p5', 'Nguyễn Văn Sáu', 3],
      // A second top-level Nguyễn Văn Ba in generation 2 is another man: only one listed child waits.
      ['p6', 'Nguyễn Văn Ba', 2],
    ]);
    expect(tree.persons[1]?.birth?.solar).toEqual(year(1900));
    expect(tree.persons[1]?.ordinalNumber).toBe(1);
    expect(tree.persons[4]?.birth?.solar).toEqual(year(1930));
    expect(tree.families.map((f) => [f.fatherId, f.motherId, f.children.map((c) => c.personId)])).toEqual([
      ['p1', null, ['p2', 'p3']],
      ['p2', 'p4', ['p5']],
    ]);
  });
});

describe('parseGiaPhaText: layout of the text', () => {
  const tabs = 'Đời thứ 1:\nNguyễn Văn An\n\tNguyễn Văn Ba\n\t\tNguyễn Văn Chín\n\tNguyễn Thị Dung';
  const numbers =
    'Đời thứ 1:\n1. Nguyễn Văn An\n1.1. Nguyễn Văn Ba\n1.1.1. Nguyễn Văn Chín\n1.2. Nguyễn Thị Dung';
  const spaces = 'Đời thứ 1:\nNguyễn Văn An\n    Nguyễn Văn Ba\n        Nguyễn Văn Chín\n    Nguyễn Thị Dung';

  it('children by tabs, by spaces and by numbering give the same tree', () => {
    const expected = parseGiaPhaText(tabs);
    expect(expected.warnings).toEqual([]);
    expect(expected.persons.map((p) => [p.name, p.generation])).toEqual([
      ['Nguyễn Văn An', 1],
      ['Nguyễn Văn Ba', 2],
      ['Nguyễn Văn Chín', 3],
      ['Nguyễn Thị Dung', 2],
    ]);
    expect(expected.families.map((f) => [f.fatherId, f.children.map((c) => c.personId)])).toEqual([
      ['p1', ['p2', 'p4']],
      ['p2', ['p3']],
    ]);
    expect(parseGiaPhaText(numbers)).toEqual(expected);
    expect(parseGiaPhaText(spaces)).toEqual(expected);
  });

  it('Word bullets, lettered items and non-breaking spaces', () => {
    const text = [
      'Đời\u00A0thứ\u00A01:',
      '•\u00A0Nguyễn\u00A0Văn\u00A0An\u00A0(1820\u00A0–\u00A01890)',
      '\u00A0\u00A0\u00A0\u00A0-\tNguyễn Văn Ba',
      '\u00A0\u00A0\u00A0\u00A0+ Nguyễn Văn Chín',
      '\u00A0\u00A0\u00A0\u00A0a) Nguyễn Thị Dung',
      '\u00A0\u00A0\u00A0\u00A0\uF0B7 Nguyễn Thị Em',
    ].join('\r\n');
    const tree = parseGiaPhaText(text);
    expect(tree.persons.map((p) => [p.name, p.generation])).toEqual([
      ['Nguyễn Văn An', 1],
      ['Nguyễn Văn Ba', 2],
      ['Nguyễn Văn Chín', 2],
      ['Nguyễn Thị Dung', 2],
      ['Nguyễn Thị Em', 2],
    ]);
    expect(tree.persons[0]?.death?.solar).toEqual(year(1890));
    expect(tree.warnings).toEqual([]);
  });

  it('NFD input gives the same tree as NFC input', () => {
    const nfd = EXAMPLE.normalize('NFD');
    expect(nfd).not.toBe(EXAMPLE);
    expect(parseGiaPhaText(nfd)).toEqual(parseGiaPhaText(EXAMPLE));
  });

  it('collapses whitespace inside names', () => {
    expect(one('Nguyễn   Văn \t An').name).toBe('Nguyễn Văn An');
  });
});

describe('parseGiaPhaText: what it does not understand', () => {
  it('lists unparseable lines and leftover text with their line numbers', () => {
    const text = [
      'GIA PHẢ HỌ LÊ',
      '',
      'Lời nói đầu: họ Lê về làng từ thế kỷ 17.',
      'Đời thứ 1: Lê Văn Một, làm quan tri huyện, mất năm 1800',
      '   Vợ: (không rõ tên)',
      '   ghi chú linh tinh',
      'Đời thứ 2 – chi giáp',
      '   Con: ',
      '',
    ].join('\n');
    const tree = parseGiaPhaText(text);
    expect(tree.warnings).toEqual([
      { line: 3, text: 'Lời nói đầu: họ Lê về làng từ thế kỷ 17.', message: 'Không hiểu dòng này' },
      {
        line: 4,
        text: 'Đời thứ 1: Lê Văn Một, làm quan tri huyện, mất năm 1800',
        message: 'Không hiểu một phần của dòng: «làm quan tri huyện»',
      },
      { line: 5, text: 'Vợ: (không rõ tên)', message: 'Không hiểu dòng này' },
      { line: 6, text: 'ghi chú linh tinh', message: 'Không hiểu dòng này' },
      {
        line: 7,
        text: 'Đời thứ 2 – chi giáp',
        message: 'Không hiểu một phần của dòng: «chi giáp»',
      },
      { line: 8, text: 'Con:', message: 'Không biết dòng này thuộc về ai' },
    ]);
    expect(tree.persons.map((p) => p.name)).toEqual(['Lê Văn Một']);
    expect(tree.persons[0]?.death?.solar).toEqual(year(1800));
    expect(tree.report).toEqual([
      { tag: 'heading', imported: 2, skipped: 1 },
      { tag: 'person', imported: 1, skipped: 1 },
      { tag: 'unparsed', imported: 0, skipped: 4 },
    ]);
  });

  it('an empty text gives an empty tree without warnings', () => {
    expect(parseGiaPhaText('')).toEqual({ persons: [], families: [], warnings: [], report: [] });
    expect(parseGiaPhaText(' \n\r\n\t\n')).toEqual({ persons: [], families: [], warnings: [], report: [] });
  });

  it('a title alone is not a warning', () => {
    expect(parseGiaPhaText('Gia phả họ Nguyễn làng Đông Ngạc').warnings).toEqual([]);
  });
});

// Speed is measured in bench/; these only guard against work that grows out of bounds.
describe('parseGiaPhaText: large and hostile texts', () => {
  it('reads 5,000 lines of a real-shaped book without a warning', () => {
    // Names must be letters: numbers written with the letters a–j.
    const word = (n: number) => `X${[...String(n)].map((d) => 'abcdefghij'.charAt(Number(d))).join('')}`;
    const lines: string[] = [];
    for (let g = 1; lines.length < 5000; g++) {
      lines.push(`Đời thứ ${g}:`);
      for (let i = 1; i <= 50; i++) {
        lines.push(
          `${i}. Nguyễn Văn ${word(g * 100 + i)} (1800 – 1870), mất ngày 12 tháng 3 âm lịch, tên húy Bính`,
        );
        lines.push('   Vợ: Trần Thị Hiền (mất ngày 5/7 âm lịch)');
        lines.push(`   Con trai trưởng: Nguyễn Văn ${word((g + 1) * 100 + i)}`);
      }
    }
    const tree = parseGiaPhaText(lines.join('\n'));
    expect(tree.warnings).toEqual([]);
    // Each listed son is merged with his own entry in the next generation.
    expect(tree.persons.length).toBeLessThan(3500);
  });

  it('a pathological line does not blow up', () => {
    const start = performance.now();
    parseGiaPhaText(`Nguyễn Văn An ${'('.repeat(20000)} ${'mất ngày 1/1 '.repeat(2000)}`);
    // Backtracking that grows with the line would take minutes; a loaded machine takes well under this.
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
