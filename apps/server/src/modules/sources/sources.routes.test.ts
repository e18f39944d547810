import type { Citation, Person, Source, SourceDetail, SourcePage } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { useClanSuite } from '../../../test/clans.ts';
import { createAs, expectCreated, getOk, json, MISSING_ID } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, listCheck, writeCheck } from '../../../test/route-checks.ts';
import { lifeEvents } from '../../db/schema/index.ts';
import { treesRepo } from '../trees/trees.repo.ts';

const t = useClanSuite();
const { as, call } = t;

function createSource(payload: object, c = t.clan): Promise<Source> {
  return createAs<Source>(t.app, c, '/api/source', payload);
}

function addPage(sourceId: string, payload: object): Promise<SourcePage> {
  return createAs<SourcePage>(t.app, t.clan, `/api/source/${sourceId}/page`, payload);
}

async function getSource(id: string): Promise<SourceDetail> {
  return (await getOk<SourceDetail>(t.app, t.clan.domain, `/api/source/${id}`, t.clan.token)).data;
}

function listSources(query = '') {
  return getOk<Source[]>(t.app, t.clan.domain, `/api/sources${query}`, t.clan.token);
}

async function newPerson(name: string): Promise<Person> {
  return (await founderOfTree(name)).person;
}

/** A tree's first person (the tree endpoints are someone else's: the tree is made with the repository). */
async function founderOfTree(name: string): Promise<{ person: Person; treeId: string }> {
  const tree = await treesRepo(t.database.db, t.clan.clanId).insert({
    name: 'Họ Lê',
    createdBy: t.clan.adminId,
  });
  const response = await as(t.clan.token, 'POST', '/api/tree/create-person-family', {
    treeId: tree.id,
    personData: { name, sex: 'male', generation: 1 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { person: json<{ data: { person: Person } }>(response).data.person, treeId: tree.id };
}

describe('shared checks for every sources route', () => {
  const routes = (source: string, page: string) => [
    listCheck('/api/sources', ['?kind=sach', 'kind'], 'allowed'),
    idCheck('GET', (id) => `/api/source/${id}`, source, 'allowed'),
    writeCheck('POST', '/api/source', { title: 'Nguồn lạ' }, [{ title: ' ' }, 'title']),
    writeCheck('PUT', `/api/source/${source}`, { title: 'Tên bị đổi' }, [{ kind: 'sach' }, 'kind']),
    writeCheck('POST', `/api/source/${source}/page`, { label: 'tờ lạ' }, [
      { label: 'tờ 1', image: 'ftp://x' },
      'image',
    ]),
    writeCheck('PUT', `/api/source/${source}/pages/reorder`, { items: [{ id: page, position: 3 }] }, [
      { items: [{ id: 'abc', position: 0 }] },
      'items.0.id',
    ]),
    writeCheck('PUT', `/api/source-page/${page}`, { label: 'tờ bị đổi' }, [{ label: '' }, 'label']),
    idCheck('DELETE', (id) => `/api/source-page/${id}`, page, 'forbidden'),
    idCheck('DELETE', (id) => `/api/source/${id}`, source, 'forbidden'),
  ];

  it('need a signed-in user of this clan, admins to write, reject bad input, and hide other clans’ sources', async () => {
    const source = await createSource({ title: 'Gia phả họ Lê (bản Hán Nôm)', kind: 'book' });
    const page = await addPage(source.id, { label: 'tờ 1' });
    await expectSharedRouteChecks(
      t,
      routes(source.id, page.id),
      ({ route }) => route.url.includes(source.id) || route.url.includes(page.id),
    );
    // Nothing above changed or deleted the source or its page, nor created one anywhere.
    const after = await getSource(source.id);
    expect(after).toMatchObject({ title: 'Gia phả họ Lê (bản Hán Nôm)', version: 1, pageCount: 1 });
    expect(after.pages).toEqual([expect.objectContaining({ id: page.id, label: 'tờ 1', version: 1 })]);
    expect((await listSources('?limit=100')).data.map((s) => s.title)).not.toContain('Nguồn lạ');
    const theirs = await call(t.other, t.other.token, 'GET', '/api/sources');
    expect(json<{ data: Source[] }>(theirs).data).toEqual([]);
  });
});

describe('shared checks for every citations route', () => {
  it('need a signed-in user of this clan (a living person’s evidence is never public), admins to write, and hide other clans’ citations', async () => {
    const person = await newPerson('Lê Văn Sống');
    const source = await createSource({ title: 'Giấy khai sinh', kind: 'civil' });
    const citation = await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      personId: person.id,
      fact: 'birth',
    });
    const routes = [
      idCheck('GET', (id) => `/api/person/${id}/citations`, person.id, 'allowed'),
      writeCheck('POST', '/api/citation', { sourceId: source.id, personId: person.id }, [
        { personId: person.id },
        'sourceId',
      ]),
      writeCheck('PUT', `/api/citation/${citation.id}`, { quote: 'đổi' }, [{ fact: 'tên' }, 'fact']),
      idCheck('DELETE', (id) => `/api/citation/${id}`, citation.id, 'forbidden'),
    ];
    await expectSharedRouteChecks(t, routes, ({ route }) => route.method !== 'POST');
    const evidence = await as(t.clan.token, 'GET', `/api/person/${person.id}/citations`);
    expect(json<{ data: Citation[] }>(evidence).data).toEqual([
      expect.objectContaining({ id: citation.id, fact: 'birth', quote: null }),
    ]);
  });
});

describe('sources', () => {
  it('creates, lists with search in any spelling and by kind, and updates with a version', async () => {
    const created = await call(t.clan, t.clan.token, 'POST', '/api/source', {
      title: '  Bia đá  nhà thờ họ ',
      kind: 'stele',
      author: 'Cụ Lê Văn Hưu',
      date: 'soạn năm Tự Đức thứ 5',
      repository: 'Nhà thờ họ, chi trưởng giữ',
      note: '',
    });
    const body = expectCreated<Source>(created, 'Đã thêm nguồn tư liệu');
    expect(body.data).toMatchObject({
      title: 'Bia đá nhà thờ họ',
      kind: 'stele',
      author: 'Cụ Lê Văn Hưu',
      date: 'soạn năm Tự Đức thứ 5',
      repository: 'Nhà thờ họ, chi trưởng giữ',
      note: null,
      pageCount: 0,
      citationCount: 0,
      version: 1,
    });
    const source = body.data;
    await createSource({ title: 'Lời kể của bà Tư', kind: 'interview' });

    expect((await listSources('?search=bia da nha tho')).data.map((s) => s.id)).toEqual([source.id]);
    expect((await listSources('?search=HUU')).data.map((s) => s.id)).toEqual([source.id]);
    const steles = await listSources('?kind=stele');
    expect(steles.data.every((s) => s.kind === 'stele')).toBe(true);
    expect(steles.data.map((s) => s.id)).toContain(source.id);
    const paged = await listSources('?limit=1&offset=0');
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);

    const updated = await as(t.clan.token, 'PUT', `/api/source/${source.id}`, {
      title: 'Bia đá nhà thờ họ Lê',
      author: '',
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: Source; message: string }>(updated)).toMatchObject({
      message: 'Đã cập nhật nguồn tư liệu',
      data: { title: 'Bia đá nhà thờ họ Lê', author: null, kind: 'stele', version: 2 },
    });
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'source.update' && e.targetId === source.id,
      {
        targetName: 'Bia đá nhà thờ họ Lê',
        detail: {
          changes: expect.arrayContaining([
            { field: 'title', from: 'Bia đá nhà thờ họ', to: 'Bia đá nhà thờ họ Lê' },
          ]),
        },
      },
    );

    const stale = await as(t.clan.token, 'PUT', `/api/source/${source.id}`, { title: 'Cũ', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    expect((await getSource(source.id)).title).toBe('Bia đá nhà thờ họ Lê');
  });

  it('answers 404 in Vietnamese for a source that is not there', async () => {
    for (const [method, url] of [
      ['GET', `/api/source/${MISSING_ID}`],
      ['PUT', `/api/source/${MISSING_ID}`],
      ['DELETE', `/api/source/${MISSING_ID}`],
      ['POST', `/api/source/${MISSING_ID}/page`],
    ] as const) {
      const response = await as(
        t.clan.token,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', label: 'x' },
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response).message).toBe('Không tìm thấy nguồn tư liệu');
    }
    const page = await as(t.clan.token, 'PUT', `/api/source-page/${MISSING_ID}`, { label: 'x' });
    expect(page.statusCode).toBe(404);
    expect(json(page).message).toBe('Không tìm thấy trang của nguồn tư liệu');
  });

  it('keeps pages in order: add, edit with a version, reorder, refuse another clan’s image', async () => {
    const source = await createSource({ title: 'Địa bạ xã Hành Thiện', kind: 'register' });
    const image = `/uploads/${t.clan.clanId}/${MISSING_ID}.webp`;
    const first = await addPage(source.id, { label: 'tờ 1', image, transcription: 'Lê Văn A, ruộng 3 sào' });
    const second = await addPage(source.id, { label: 'tờ 2' });
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(first).toMatchObject({
      sourceId: source.id,
      image,
      transcription: 'Lê Văn A, ruộng 3 sào',
      version: 1,
    });

    const foreign = await as(t.clan.token, 'POST', `/api/source/${source.id}/page`, {
      label: 'tờ 3',
      image: `/uploads/${t.other.clanId}/${MISSING_ID}.webp`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).errors).toEqual([
      { field: 'image', message: expect.stringContaining('dòng họ khác') },
    ]);

    const edited = await as(t.clan.token, 'PUT', `/api/source-page/${second.id}`, {
      label: 'tờ 2a',
      transcription: 'Chữ Nôm: …',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<{ data: SourcePage; message: string }>(edited)).toMatchObject({
      message: 'Đã cập nhật trang',
      data: { label: 'tờ 2a', transcription: 'Chữ Nôm: …', version: 2 },
    });
    const stale = await as(t.clan.token, 'PUT', `/api/source-page/${second.id}`, { label: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);

    const reorder = await as(t.clan.token, 'PUT', `/api/source/${source.id}/pages/reorder`, {
      items: [
        { id: second.id, position: 0 },
        { id: first.id, position: 1 },
      ],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(json(reorder)).toEqual({ success: true, message: 'Đã sắp xếp lại các trang' });
    const detail = await getSource(source.id);
    expect(detail.pages.map((p) => p.label)).toEqual(['tờ 2a', 'tờ 1']);
    // A drag does not make an open form stale.
    expect(detail.pages.map((p) => p.version)).toEqual([2, 1]);

    // A page of another source is not one of this source's.
    const other = await createSource({ title: 'Sổ khác' });
    const stranger = await addPage(other.id, { label: 'tờ 9' });
    const mixed = await as(t.clan.token, 'PUT', `/api/source/${source.id}/pages/reorder`, {
      items: [{ id: stranger.id, position: 0 }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(json(mixed).message).toBe(
      'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
    );
  });
});

describe('citations', () => {
  it('cite a person’s facts, list the evidence, and keep a cited page (409) until the citation goes', async () => {
    const person = await newPerson('Lê Văn Thịnh');
    const source = await createSource({ title: 'Gia phả họ Lê', kind: 'book' });
    const page = await addPage(source.id, { label: 'tờ 12a' });

    const created = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: source.id,
      pageId: page.id,
      personId: person.id,
      fact: 'birth',
      quote: 'Sinh giờ Dần ngày 10 tháng 3 năm Giáp Tý',
    });
    const citation = expectCreated<Citation>(created, 'Đã thêm trích dẫn');
    expect(citation.data).toMatchObject({
      source: { id: source.id, title: 'Gia phả họ Lê', kind: 'book' },
      page: { id: page.id, label: 'tờ 12a', image: null },
      pageText: null,
      personId: person.id,
      eventId: null,
      familyId: null,
      fact: 'birth',
      quote: 'Sinh giờ Dần ngày 10 tháng 3 năm Giáp Tý',
    });
    // Without a fact a person's citation backs the record in general; a page can be words only.
    const general = await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      page: 'tr. 40',
      personId: person.id,
    });
    expect(general).toMatchObject({ fact: 'general', page: null, pageText: 'tr. 40' });

    const evidence = await as(t.member.token, 'GET', `/api/person/${person.id}/citations`);
    expect(evidence.statusCode).toBe(200);
    expect(json<{ data: Citation[] }>(evidence).data.map((c) => c.id)).toEqual([
      citation.data.id,
      general.id,
    ]);
    expect((await getSource(source.id)).citationCount).toBe(2);

    const inUse = await as(t.clan.token, 'DELETE', `/api/source-page/${page.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse)).toEqual({
      success: false,
      message: 'Trang này đang được 1 trích dẫn sử dụng, hãy gỡ các trích dẫn đó trước khi xóa trang',
    });

    const updated = await as(t.clan.token, 'PUT', `/api/citation/${citation.data.id}`, {
      fact: 'death',
      note: 'đối chiếu với bia',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: Citation }>(updated).data).toMatchObject({
      fact: 'death',
      note: 'đối chiếu với bia',
    });
    const wrongFact = await as(t.clan.token, 'PUT', `/api/citation/${citation.data.id}`, { fact: 'event' });
    expect(wrongFact.statusCode).toBe(400);
    expect(json(wrongFact).errors).toEqual([
      {
        field: 'fact',
        message: 'Dữ kiện được trích dẫn không khớp với người, sự kiện hoặc gia đình đã chọn',
      },
    ]);

    const removed = await as(t.clan.token, 'DELETE', `/api/citation/${citation.data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: 'Đã xóa trích dẫn' });
    const pageGone = await as(t.clan.token, 'DELETE', `/api/source-page/${page.id}`);
    expect(pageGone.statusCode, pageGone.body).toBe(200);
    expect(json(pageGone).message).toBe('Đã xóa trang');
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'citation.delete' && e.targetId === citation.data.id,
      { targetName: 'Gia phả họ Lê' },
    );
  });

  it('a person’s evidence holds their life events’ and their families’ citations too', async () => {
    const { person, treeId } = await founderOfTree('Lê Văn Hải');
    const spouse = await as(t.clan.token, 'POST', '/api/family/add-spouse', {
      treeId,
      personId: person.id,
      spouse: { name: 'Nguyễn Thị Lan', sex: 'female' },
      createNewFamily: true,
    });
    expect(spouse.statusCode, spouse.body).toBe(201);
    const family = json<{ data: { family: { id: string }; spouse: Person } }>(spouse).data;
    const [event] = await t.database.db
      .insert(lifeEvents)
      .values({ clanId: t.clan.clanId, personId: person.id, type: 'degree', value: 'Cử nhân' })
      .returning();
    if (!event) throw new Error('no event');
    const source = await createSource({ title: 'Đăng khoa lục' });

    const ofEvent = await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      eventId: event.id,
    });
    expect(ofEvent).toMatchObject({ eventId: event.id, personId: null, fact: 'event' });
    const ofFamily = await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      familyId: family.family.id,
    });
    expect(ofFamily).toMatchObject({ familyId: family.family.id, fact: 'relationship' });
    const wrong = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: source.id,
      eventId: event.id,
      fact: 'birth',
    });
    expect(wrong.statusCode).toBe(400);

    const his = await as(t.clan.token, 'GET', `/api/person/${person.id}/citations`);
    expect(json<{ data: Citation[] }>(his).data.map((c) => c.id)).toEqual([ofEvent.id, ofFamily.id]);
    // The wife sees the family's citation, not the husband's event.
    const hers = await as(t.clan.token, 'GET', `/api/person/${family.spouse.id}/citations`);
    expect(json<{ data: Citation[] }>(hers).data.map((c) => c.id)).toEqual([ofFamily.id]);
  });

  it('checks the owner, the fact and the page', async () => {
    const person = await newPerson('Lê Thị Hoa');
    const source = await createSource({ title: 'Sổ hộ tịch' });
    const otherSource = await createSource({ title: 'Sổ khác' });
    const otherPage = await addPage(otherSource.id, { label: 'tờ 1' });

    const none = await as(t.clan.token, 'POST', '/api/citation', { sourceId: source.id });
    expect(none.statusCode).toBe(400);
    expect(json(none).errors).toEqual([
      { field: 'personId', message: 'Trích dẫn phải gắn với đúng một người, một sự kiện hoặc một gia đình' },
    ]);
    const two = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: source.id,
      personId: person.id,
      familyId: MISSING_ID,
    });
    expect(two.statusCode).toBe(400);
    const eventFact = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: source.id,
      personId: person.id,
      fact: 'relationship',
    });
    expect(eventFact.statusCode).toBe(400);
    expect(json(eventFact).errors?.map((e) => e.field)).toEqual(['fact']);
    const wrongPage = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: source.id,
      pageId: otherPage.id,
      personId: person.id,
    });
    expect(wrongPage.statusCode).toBe(400);
    expect(json(wrongPage).errors).toEqual([
      { field: 'pageId', message: 'Trang đã chọn không thuộc nguồn tư liệu này' },
    ]);
    for (const [payload, message] of [
      [{ sourceId: MISSING_ID, personId: person.id }, 'Không tìm thấy nguồn tư liệu'],
      [{ sourceId: source.id, personId: MISSING_ID }, 'Không tìm thấy người này trong gia phả'],
      [{ sourceId: source.id, eventId: MISSING_ID }, 'Không tìm thấy sự kiện'],
      [{ sourceId: source.id, familyId: MISSING_ID }, 'Không tìm thấy gia đình'],
      [
        { sourceId: source.id, personId: person.id, pageId: MISSING_ID },
        'Không tìm thấy trang của nguồn tư liệu',
      ],
    ] as const) {
      const response = await as(t.clan.token, 'POST', '/api/citation', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(json(response).message).toBe(message);
    }
    const unknownPerson = await as(t.clan.token, 'GET', `/api/person/${MISSING_ID}/citations`);
    expect(unknownPerson.statusCode).toBe(404);
  });

  it('another clan cannot cite, read or change this clan’s rows, even with its own ids mixed in', async () => {
    const person = await newPerson('Lê Văn Khôi');
    const source = await createSource({ title: 'Bia mộ cụ Khôi', kind: 'stele' });
    const page = await addPage(source.id, { label: 'mặt trước' });
    const citation = await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      pageId: page.id,
      personId: person.id,
      fact: 'name',
    });
    const theirSource = await createSource({ title: 'Nguồn của họ khác' }, t.other);

    const calls = [
      ['GET', `/api/person/${person.id}/citations`, undefined],
      ['PUT', `/api/citation/${citation.id}`, { quote: 'đổi' }],
      ['DELETE', `/api/citation/${citation.id}`, undefined],
      // Their source with this clan's person, and this clan's page.
      ['POST', '/api/citation', { sourceId: theirSource.id, personId: person.id }],
      ['POST', '/api/citation', { sourceId: source.id, personId: person.id }],
      ['POST', '/api/citation', { sourceId: theirSource.id, pageId: page.id, personId: MISSING_ID }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await call(t.other, t.other.token, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(404);
      expect(response.body).not.toContain(person.id);
    }
    // The citation is as it was.
    const evidence = await as(t.clan.token, 'GET', `/api/person/${person.id}/citations`);
    expect(json<{ data: Citation[] }>(evidence).data).toEqual([
      expect.objectContaining({ id: citation.id, quote: null, fact: 'name' }),
    ]);
    // This clan cannot take the other clan's source either.
    const reversed = await as(t.clan.token, 'POST', '/api/citation', {
      sourceId: theirSource.id,
      personId: person.id,
    });
    expect(reversed.statusCode).toBe(404);
    expect(json(reversed).message).toBe('Không tìm thấy nguồn tư liệu');
  });

  it('deleting a source takes its pages and citations with it', async () => {
    const person = await newPerson('Lê Văn Tám');
    const source = await createSource({ title: 'Ảnh cũ gia đình', kind: 'photo' });
    const page = await addPage(source.id, { label: 'ảnh 1' });
    await createAs<Citation>(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      pageId: page.id,
      personId: person.id,
    });
    await createAs<Citation>(t.app, t.clan, '/api/citation', { sourceId: source.id, personId: person.id });
    expect((await getSource(source.id)).citationCount).toBe(2);

    const removed = await as(t.clan.token, 'DELETE', `/api/source/${source.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: 'Đã xóa nguồn tư liệu' });
    const gone = await as(t.clan.token, 'GET', `/api/source/${source.id}`);
    expect(gone.statusCode).toBe(404);
    const pageGone = await as(t.clan.token, 'PUT', `/api/source-page/${page.id}`, { label: 'x' });
    expect(pageGone.statusCode).toBe(404);
    const evidence = await as(t.clan.token, 'GET', `/api/person/${person.id}/citations`);
    expect(json<{ data: Citation[] }>(evidence).data).toEqual([]);
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'source.delete' && e.targetId === source.id,
      { targetName: 'Ảnh cũ gia đình', detail: { pages: 1, citations: 2 } },
    );
  });
});
