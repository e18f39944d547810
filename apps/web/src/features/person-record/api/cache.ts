/** Query keys of the public person pages; the clan's domain first, as the other public reads. */
export const personRecordKeys = {
  all: ['person-record'] as const,
  detail: (domain: string, id: string) => [...personRecordKeys.all, domain, id] as const,
};
