// Names and titles that pose as others: direction overrides, isolates and zero-width characters make
// "Nguyễn\u202EVăn" look like another name, or two names that look the same differ. The contract strips
// them (displayText), so every route that takes a name or title stores what the reader sees.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, login, registerClan, uniqueDomain } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
let clan: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
});

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url: withDomain(url, clan.domain), headers: bearer(clan.token), payload });
}

describe('invisible and direction-changing characters in names and titles', () => {
  it('a person named "Nguyễn\\u202EVăn" is stored without the override, and stays so on edit', async () => {
    const created = await send('POST', '/api/person', {
      name: 'Nguyễn\u202EVăn',
      surname: '\u200BNguyễn\u2066',
      otherNames: { tenHuy: 'Phúc\u200F\uFEFF' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = json<{
      data: { id: string; name: string; surname: string; otherNames: { tenHuy: string } };
    }>(created).data;
    expect(person.name).toBe('NguyễnVăn');
    expect(person.surname).toBe('Nguyễn');
    expect(person.otherNames.tenHuy).toBe('Phúc');

    const edited = await send('PUT', `/api/person?id=${person.id}`, {
      name: '\u2067Trần\u2069 Văn\u200D An',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<{ data: { name: string } }>(edited).data.name).toBe('Trần Văn An');

    const read = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/person?id=${person.id}`, clan.domain),
      headers: bearer(clan.token),
    });
    expect(json<{ data: { name: string } }>(read).data.name).toBe('Trần Văn An');
  });

  it('a name made only of invisible characters is a missing name (400 with the field’s message)', async () => {
    const response = await send('POST', '/api/person', { name: '\u202E\u200B\uFEFF \u2066' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([{ field: 'name', message: 'Vui lòng nhập tên' }]);
  });

  it('keeps emoji sequences in a title', async () => {
    const response = await send('POST', '/api/blog', { title: 'Sum họp 👨‍👩‍👧 Tết\u202E 2026' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: { title: string } }>(response).data.title).toBe('Sum họp 👨‍👩‍👧 Tết 2026');
  });

  it('strips them from a new clan’s name and its admin’s full name', async () => {
    const domain = uniqueDomain();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Lê\u202E Văn\u200B Tám',
        username: 'letam',
        email: `letam@${domain}.test`,
        password: clan.password,
        clanName: '\u2066Họ Lê\u2069\u200E',
        domain,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const session = await login(t.app, domain, 'letam', clan.password);
    expect(session.user.name).toBe('Lê Văn Tám');
    expect(session.clan.clanName).toBe('Họ Lê');
  });

  it('strips them from the titles of albums, events, campaigns, trees, categories and menus', async () => {
    const cases: [string, string, object, string][] = [
      ['/api/album', 'title', { title: 'Album\u202E ảnh' }, 'Album ảnh'],
      [
        '/api/event',
        'title',
        { title: 'Giỗ\u200B Tổ', calendar: 'solar', startDate: '2026-04-18' },
        'Giỗ Tổ',
      ],
      ['/api/tree', 'name', { name: '\u202DCây họ Lê' }, 'Cây họ Lê'],
      ['/api/category', 'name', { name: 'Tin\u2068 họ' }, 'Tin họ'],
      ['/api/menu', 'label', { label: 'Giới\u00AD thiệu', url: '/gioi-thieu' }, 'Giới thiệu'],
    ];
    for (const [url, field, payload, expected] of cases) {
      const response = await send('POST', url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      const data = json<{ data: Record<string, unknown> }>(response).data;
      expect(data[field], url).toBe(expected);
    }
  });
});
