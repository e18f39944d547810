import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordKeys, refreshAfterRecordDelete, refreshAfterRecordSave } from './record-cache.ts';

const noteKeys = recordKeys<{ limit: number; offset: number }>('notes');

/** A cache holding two notes' details, one list, and a query of another kind. */
function filledCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(noteKeys.detail('n1'), { id: 'n1', text: 'cũ' });
  queryClient.setQueryData(noteKeys.detail('n2'), { id: 'n2', text: 'khác' });
  queryClient.setQueryData(noteKeys.list({ limit: 10, offset: 0 }), ['n1', 'n2']);
  queryClient.setQueryData(['public', 'notes'], ['n1']);
  queryClient.setQueryData(['graph'], {});
  return queryClient;
}

function stale(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe('refreshAfterRecordSave', () => {
  it('keeps the saved record and refreshes the others of its kind and those named', async () => {
    const queryClient = filledCache();
    await refreshAfterRecordSave(
      queryClient,
      noteKeys,
      'n1',
      { id: 'n1', text: 'mới' },
      {
        refetch: [['public', 'notes']],
        stale: [['graph']],
      },
    );
    expect(queryClient.getQueryData(noteKeys.detail('n1'))).toEqual({ id: 'n1', text: 'mới' });
    expect(stale(queryClient)).toEqual([
      '["graph"]',
      '["notes","detail","n2"]',
      '["notes","list",{"limit":10,"offset":0}]',
      '["public","notes"]',
    ]);
  });

  it('refreshes only the lists when told', async () => {
    const queryClient = filledCache();
    await refreshAfterRecordSave(queryClient, noteKeys, 'n1', { id: 'n1', text: 'mới' }, { own: 'lists' });
    expect(stale(queryClient)).toEqual(['["notes","list",{"limit":10,"offset":0}]']);
  });
});

describe('refreshAfterRecordDelete', () => {
  it('drops the deleted record and refreshes the lists and those named', async () => {
    const queryClient = filledCache();
    await refreshAfterRecordDelete(queryClient, noteKeys, 'n1', { refetch: [['public', 'notes']] });
    expect(queryClient.getQueryData(noteKeys.detail('n1'))).toBeUndefined();
    expect(stale(queryClient)).toEqual(['["notes","list",{"limit":10,"offset":0}]', '["public","notes"]']);
  });

  it('can keep the entry and refresh every other query of the kind', async () => {
    const queryClient = filledCache();
    await refreshAfterRecordDelete(queryClient, noteKeys, 'n1', { own: 'others', keepDetail: true });
    expect(queryClient.getQueryData(noteKeys.detail('n1'))).toEqual({ id: 'n1', text: 'cũ' });
    expect(stale(queryClient)).toEqual([
      '["notes","detail","n2"]',
      '["notes","list",{"limit":10,"offset":0}]',
    ]);
  });

  it('refreshes all of the kind with `all`', async () => {
    const queryClient = filledCache();
    await refreshAfterRecordDelete(queryClient, noteKeys, 'n1', { own: 'all' });
    expect(stale(queryClient)).toEqual([
      '["notes","detail","n2"]',
      '["notes","list",{"limit":10,"offset":0}]',
    ]);
  });
});
