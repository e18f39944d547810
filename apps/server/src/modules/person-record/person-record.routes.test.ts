import type { Citation, Grave, LifeEvent, Person, PersonRecord, Source } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { createAs, getOk, json, MISSING_ID } from '../../../test/requests.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { toPlaceRefDto } from '../places/places.dto.ts';
import { insertPlace } from '../places/places.testing.ts';
import { treesRepo } from '../trees/trees.repo.ts';

const t = useClanSuite();
const NOT_FOUND_PERSON = { success: false, message: 'Không tìm thấy người này trong gia phả' };

function createPerson(c: ClanFixture, payload: object): Promise<Person> {
  return createAs<Person>(t.app, c, '/api/person', payload);
}

async function addPlace(c: ClanFixture, name: string) {
  return toPlaceRefDto(
    await insertPlace(t.database.db, c.clanId, name, { latitude: 20.2, longitude: 106.3 }),
  );
}

/** A family (father, mother, children in order), written through the repository. */
async function addFamily(
  c: ClanFixture,
  fatherId: string | null,
  motherId: string | null,
  childIds: string[],
) {
  const families = familiesRepo(t.database.db, c.clanId);
  const family = await families.insert({ fatherId, motherId });
  await families.addChildren(
    family.id,
    childIds.map((personId) => ({ personId, motherId, relation: 'birth' as const })),
  );
  return family.id;
}

async function addTree(c: ClanFixture, name: string, isPublic: boolean, familyIds: string[]) {
  const trees = treesRepo(t.database.db, c.clanId);
  const tree = await trees.insert({ name, isPublic });
  await trees.addFamilies(tree.id, familyIds);
  return tree.id;
}

async function record(c: ClanFixture, id: string, token?: string): Promise<PersonRecord> {
  return (await getOk<PersonRecord>(t.app, c.domain, `/api/public/person/${id}`, token)).data;
}

/** A small clan: grandparents, the subject (dead), two wives (one living), two children, a hidden partner. */
let builds = 0;

async function buildClan(c: ClanFixture) {
  // Place names are unique in a clan: each test's clan gets its own villages.
  builds += 1;
  const born = await addPlace(c, `Hành Thiện ${builds}, Xuân Trường, Nam Định`);
  const died = await addPlace(c, `Đông Anh ${builds}, Hà Nội`);
  const grandfather = await createPerson(c, {
    name: 'Trần Văn Tổ',
    sex: 'male',
    generation: 1,
    deceased: true,
    birth: { solar: { year: 1820 } },
  });
  const grandmother = await createPerson(c, {
    name: 'Lê Thị Bà',
    sex: 'female',
    generation: 1,
    deceased: true,
  });
  const subject = await createPerson(c, {
    name: 'Trần Văn Khoa',
    nameHanNom: '陳文科',
    sex: 'male',
    generation: 2,
    otherNames: { tenHuy: 'Khoa', thuyHieu: 'Cương Trực' },
    deceased: true,
    birth: { solar: { year: 1850, month: 2, day: 3 } },
    death: { solar: { year: 1920, month: 3, day: 10 } },
    birthPlaceId: born.id,
    deathPlaceId: died.id,
    burialPlace: 'Đồng Mả',
    notes: 'Ghi chú riêng của ban biên soạn',
    contact: { phone: '0900000001', email: null, address: null },
  });
  const livingWife = await createPerson(c, {
    name: 'Phạm Thị Sống',
    sex: 'female',
    generation: 2,
    birth: { solar: { year: 1960, month: 4, day: 5 } },
  });
  const lateWife = await createPerson(c, {
    name: 'Đỗ Thị Hiền',
    sex: 'female',
    generation: 2,
    deceased: true,
  });
  const livingChild = await createPerson(c, {
    name: 'Trần Văn Trẻ',
    sex: 'male',
    generation: 3,
    birth: { solar: { year: 1990, month: 5, day: 6 } },
    birthPlaceId: born.id,
    notes: 'Ghi chú của người còn sống',
    contact: { phone: '0900000002', email: 'tre@example.com', address: 'Số 1 phố Huế' },
  });
  const lateChild = await createPerson(c, {
    name: 'Trần Văn Quá',
    sex: 'male',
    generation: 3,
    deceased: true,
    death: { solar: { year: 1930 } },
  });
  const hidden = await createPerson(c, { name: 'Ngô Thị Ẩn', sex: 'female', deceased: true });

  const parents = await addFamily(c, grandfather.id, grandmother.id, [subject.id]);
  const withLiving = await addFamily(c, subject.id, livingWife.id, [livingChild.id]);
  const withLate = await addFamily(c, subject.id, lateWife.id, [lateChild.id]);
  const privateFamily = await addFamily(c, subject.id, hidden.id, []);
  const treeId = await addTree(c, 'Gia phả họ Trần', true, [parents, withLiving, withLate]);
  await addTree(c, 'Cây riêng', false, [privateFamily]);

  return {
    born,
    died,
    grandfather,
    grandmother,
    subject,
    livingWife,
    lateWife,
    livingChild,
    lateChild,
    hidden,
    families: { parents, withLiving, withLate, privateFamily },
    treeId,
  };
}

describe('GET /api/public/person/{id}', () => {
  it('shows a dead person’s whole record: names, places, family as links, timeline, grave and evidence', async () => {
    const c = t.clan;
    const clan = await buildClan(c);
    const { subject } = clan;
    const event = (payload: object) =>
      createAs<LifeEvent>(t.app, c, `/api/person/${subject.id}/event`, payload);
    const burial = await event({ type: 'burial', placeId: clan.born.id, note: 'Táng tại Đồng Mả' });
    const occupation = await event({ type: 'occupation', value: 'Dạy học', date: { solar: { year: 1900 } } });
    const degree = await event({
      type: 'degree',
      value: 'Cử nhân',
      date: { solar: { year: 1880 } },
      placeId: clan.died.id,
    });
    await createAs(t.app, c, `/api/family/${clan.families.withLate}/event`, {
      type: 'marriage',
      date: { solar: { year: 1875 }, qualifier: 'about' },
      placeId: clan.born.id,
    });
    // A couple with a living partner keeps its marriage off the page.
    await createAs(t.app, c, `/api/family/${clan.families.withLiving}/event`, {
      type: 'marriage',
      date: { solar: { year: 1985 } },
    });
    const grave = await createAs<Grave>(t.app, c, `/api/person/${subject.id}/grave`, {
      cemetery: 'Nghĩa trang làng',
      latitude: 20.1,
      longitude: 106.2,
      photos: [{ url: 'https://example.com/mo.jpg', kind: 'grave' }],
    });
    const book = await createAs<Source>(t.app, c, '/api/source', { title: 'Trần tộc gia phả', kind: 'book' });
    const cite = (payload: object) =>
      createAs<Citation>(t.app, c, '/api/citation', { sourceId: book.id, ...payload });
    const birthCitation = await cite({
      personId: subject.id,
      fact: 'birth',
      page: 'tờ 12a',
      quote: 'Sinh giờ Dần',
      note: 'Ghi chú người soạn',
    });
    const eventCitation = await cite({ eventId: degree.id });
    const coupleCitation = await cite({ familyId: clan.families.withLate, quote: 'Kết duyên cùng bà Hiền' });
    const livingCoupleCitation = await cite({ familyId: clan.families.withLiving, quote: 'Không được thấy' });

    const page = await record(c, subject.id);
    expect(page).toMatchObject({
      id: subject.id,
      name: 'Trần Văn Khoa',
      nameHanNom: '陳文科',
      sex: 'male',
      generation: 2,
      otherNames: { tenHuy: 'Khoa', tenTu: null, hieu: null, thuyHieu: 'Cương Trực', phapDanh: null },
      deceased: true,
      birth: { solar: { year: 1850, month: 2, day: 3 } },
      death: { solar: { year: 1920, month: 3, day: 10 } },
      birthPlace: clan.born,
      deathPlace: clan.died,
      burialPlace: 'Đồng Mả',
      trees: [{ id: clan.treeId, name: 'Gia phả họ Trần', type: 'original' }],
    });
    expect(page.lineage.map((p) => p.name)).toEqual(['Trần Văn Tổ']);
    expect(page.parents).toEqual([
      {
        id: clan.grandfather.id,
        name: 'Trần Văn Tổ',
        sex: 'male',
        generation: 1,
        deceased: true,
        birth: { solar: { year: 1820 } },
        death: null,
      },
      {
        id: clan.grandmother.id,
        name: 'Lê Thị Bà',
        sex: 'female',
        generation: 1,
        deceased: true,
        birth: null,
        death: null,
      },
    ]);
    // Spouses in the families' order; the living wife by her name only, with no marriage.
    expect(page.spouses).toEqual([
      {
        id: clan.livingWife.id,
        name: 'Phạm Thị Sống',
        sex: 'female',
        generation: 2,
        deceased: false,
        birth: null,
        death: null,
        marriage: null,
      },
      {
        id: clan.lateWife.id,
        name: 'Đỗ Thị Hiền',
        sex: 'female',
        generation: 2,
        deceased: true,
        birth: null,
        death: null,
        marriage: { date: { solar: { year: 1875 }, qualifier: 'about' }, place: clan.born },
      },
    ]);
    expect(page.children.map((p) => [p.name, p.birth])).toEqual([
      ['Trần Văn Trẻ', null],
      ['Trần Văn Quá', null],
    ]);
    // Birth, events in time, the death before the undated burial.
    expect(page.timeline.map((e) => [e.kind, e.type, e.value])).toEqual([
      ['birth', null, null],
      ['event', 'degree', 'Cử nhân'],
      ['event', 'occupation', 'Dạy học'],
      ['death', null, null],
      ['event', 'burial', null],
    ]);
    expect(page.timeline[0]).toEqual({
      kind: 'birth',
      eventId: null,
      type: null,
      label: null,
      value: null,
      date: subject.birth,
      place: clan.born,
      note: null,
    });
    expect(page.timeline[3]?.place).toEqual(clan.died);
    expect(page.timeline[4]).toMatchObject({
      eventId: burial.id,
      place: clan.born,
      note: 'Táng tại Đồng Mả',
    });
    expect(page.graves).toEqual([
      {
        id: grave.id,
        personId: subject.id,
        cemetery: 'Nghĩa trang làng',
        place: null,
        plot: null,
        latitude: 20.1,
        longitude: 106.2,
        note: null,
        photos: grave.photos,
        position: 0,
      },
    ]);
    expect(page.evidence).toEqual(
      expect.arrayContaining([
        {
          id: birthCitation.id,
          fact: 'birth',
          eventId: null,
          source: { title: 'Trần tộc gia phả', kind: 'book' },
          page: 'tờ 12a',
          quote: 'Sinh giờ Dần',
        },
        expect.objectContaining({ id: eventCitation.id, fact: 'event', eventId: degree.id }),
        expect.objectContaining({ id: coupleCitation.id, fact: 'relationship' }),
      ]),
    );
    expect(page.evidence).toHaveLength(3);

    // Nothing private, nothing of the hidden partner or of the living beyond their names.
    const shown = JSON.stringify(page);
    for (const secret of [
      'Ghi chú riêng',
      '0900000001',
      'Ghi chú người soạn',
      livingCoupleCitation.id,
      'Không được thấy',
      clan.hidden.id,
      'Ngô Thị Ẩn',
      '"year":1985',
      '"year":1960',
      '"year":1990',
    ]) {
      expect(shown).not.toContain(secret);
    }
    expect(page.timeline[2]?.eventId).toBe(occupation.id);

    // A grandchild's line climbs through the subject to the grandfather.
    const late = await record(c, clan.lateChild.id);
    expect(late.lineage.map((p) => p.id)).toEqual([subject.id, clan.grandfather.id]);
    expect(late.parents.map((p) => p.name)).toEqual(['Trần Văn Khoa', 'Đỗ Thị Hiền']);
  });

  it('shows a living person as the public tree does: birth year, no places, events, graves, evidence or contact', async () => {
    const c = t.clan;
    const clan = await buildClan(c);
    await createAs(t.app, c, `/api/person/${clan.livingChild.id}/event`, {
      type: 'occupation',
      value: 'Kỹ sư phần mềm',
    });
    const book = await createAs<Source>(t.app, c, '/api/source', { title: 'Sổ hộ khẩu', kind: 'civil' });
    await createAs(t.app, c, '/api/citation', { sourceId: book.id, personId: clan.livingChild.id });

    const page = await record(c, clan.livingChild.id);
    expect(page).toMatchObject({
      name: 'Trần Văn Trẻ',
      deceased: false,
      birth: { solar: { year: 1990 }, lunar: null },
      death: null,
      birthPlace: null,
      deathPlace: null,
      burialPlace: null,
      graves: [],
      evidence: [],
      spouses: [],
      children: [],
    });
    expect(page.timeline).toEqual([
      {
        kind: 'birth',
        eventId: null,
        type: null,
        label: null,
        value: null,
        date: { solar: { year: 1990 }, lunar: null },
        place: null,
        note: null,
      },
    ]);
    expect(page.parents.map((p) => [p.name, p.deceased, p.birth])).toEqual([
      ['Trần Văn Khoa', true, { solar: { year: 1850, month: 2, day: 3 } }],
      ['Phạm Thị Sống', false, null],
    ]);
    const shown = JSON.stringify(page);
    for (const secret of [
      'Kỹ sư',
      'Sổ hộ khẩu',
      'Hành Thiện',
      'Ghi chú của người còn sống',
      '0900000002',
      'tre@example.com',
      'phố Huế',
      '"month":5',
    ]) {
      expect(shown).not.toContain(secret);
    }
  });

  it('is not found for anyone off the public trees, an unknown id or another clan; a bad id is 400', async () => {
    const c = t.clan;
    const clan = await buildClan(c);
    const nowhere = await createPerson(c, { name: 'Ngoài Cây', deceased: true });
    for (const id of [clan.hidden.id, nowhere.id, MISSING_ID]) {
      const response = await t.call(c, undefined, 'GET', `/api/public/person/${id}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND_PERSON);
    }
    // Members read the same page as visitors.
    expect((await record(c, clan.subject.id, t.member.token)).name).toBe('Trần Văn Khoa');
    const crossed = await t.call(t.other, undefined, 'GET', `/api/public/person/${clan.subject.id}`);
    expect(crossed.statusCode).toBe(404);
    const bad = await t.call(c, undefined, 'GET', '/api/public/person/abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors?.map((e) => e.field)).toContain('id');

    // A tree made private takes its persons' pages down.
    await treesRepo(t.database.db, c.clanId).update(clan.treeId, { isPublic: false });
    const gone = await t.call(c, undefined, 'GET', `/api/public/person/${clan.subject.id}`);
    expect(gone.statusCode).toBe(404);
  });
});
