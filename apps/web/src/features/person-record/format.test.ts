import type { TimelineEntry } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { timelineTitle } from './format.ts';

const entry = (fields: Partial<TimelineEntry>): TimelineEntry => ({
  kind: 'event',
  eventId: 'e1',
  type: 'degree',
  label: null,
  value: null,
  date: null,
  place: null,
  note: null,
  ...fields,
});

describe('timelineTitle', () => {
  it('names the kind, with the clan’s refinement after it', () => {
    expect(timelineTitle(entry({}))).toBe('Khoa bảng');
    expect(timelineTitle(entry({ label: 'Cử nhân' }))).toBe('Khoa bảng: Cử nhân');
  });

  it('uses a custom event’s own word, and says birth and death plainly', () => {
    expect(timelineTitle(entry({ type: 'custom', label: 'Lên lão' }))).toBe('Lên lão');
    expect(timelineTitle(entry({ kind: 'birth', type: null, eventId: null }))).toBe('Sinh ra');
    expect(timelineTitle(entry({ kind: 'death', type: null, eventId: null }))).toBe('Qua đời');
  });
});
