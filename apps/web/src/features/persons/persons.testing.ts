import type { Person } from '@giapha/contract';
import { samplePerson as searchedPerson } from '../../test/event-samples.ts';

/** A person as the API returns one, for component tests: alive, no dates, no contact. */
export function samplePerson(overrides: Partial<Person> = {}): Person {
  return searchedPerson({
    id: '5a0f3c1e-8d2b-4c6f-9e1a-2b3c4d5e6f70',
    name: 'Nguyễn Văn An',
    birth: null,
    death: null,
    deceased: false,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  });
}
