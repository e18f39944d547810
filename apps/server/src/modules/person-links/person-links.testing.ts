import { expect } from 'vitest';
import type { ClanFixture, ClanSuite } from '../../../test/clans.ts';
import { json } from '../../../test/requests.ts';

// Test helpers of the person-links tests: a clan's trees with their people, made through the API.

/** A tree (public or not) with one founder, named `name`; their ids. */
export async function treeWithFounder(
  t: ClanSuite,
  c: ClanFixture,
  name: string,
  isPublic: boolean,
  generation = 1,
): Promise<{ treeId: string; personId: string }> {
  const tree = await t.call(c, c.token, 'POST', '/api/tree', { name: `Cây ${name}`, isPublic });
  expect(tree.statusCode, tree.body).toBe(201);
  const treeId = json<{ data: { _id: string } }>(tree).data._id;
  const made = await t.call(c, c.token, 'POST', '/api/tree/create-person-family', {
    treeId,
    personData: { name, sex: 'male', generation },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { treeId, personId: json<{ data: { person: { id: string } } }>(made).data.person.id };
}

/** One more person of the clan, on `treeId`. */
export async function addPerson(t: ClanSuite, c: ClanFixture, treeId: string, name: string): Promise<string> {
  const made = await t.call(c, c.token, 'POST', '/api/person', { name, sex: 'female', treeId });
  expect(made.statusCode, made.body).toBe(201);
  return json<{ data: { id: string } }>(made).data.id;
}

export interface MyPersonBody {
  person: { id: string; name: string; generation: number | null } | null;
  claim: { id: string; personId: string | null; personName: string | null; status: string } | null;
  kinshipRegion: string | null;
  clanKinshipRegion: string;
}

export async function myPerson(t: ClanSuite, token: string): Promise<MyPersonBody> {
  const response = await t.as(token, 'GET', '/api/me/person');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: MyPersonBody }>(response).data;
}
