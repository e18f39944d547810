import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { PICKER_FORMAT } from './BlogFormValues.ts';
import { publishTiming, savedDetail, schedulePresets } from './blogFormTiming.ts';

const tomorrow = dayjs().add(1, 'day').format(PICKER_FORMAT);
const yesterday = dayjs().subtract(1, 'day').format(PICKER_FORMAT);

describe('publishTiming', () => {
  it('a draft, or published now without a date', () => {
    expect(publishTiming('draft', tomorrow, true)).toEqual({ status: 'draft' });
    expect(publishTiming('publishNow', tomorrow, true)).toEqual({ status: 'published', publishedAt: null });
  });

  it('a schedule needs a time in the future', () => {
    expect(publishTiming('schedule', tomorrow, false)).toEqual({
      status: 'published',
      publishedAt: dayjs(tomorrow).toISOString(),
    });
    expect(publishTiming('schedule', yesterday, true)).toBeNull();
    expect(publishTiming('schedule', null, false)).toBeNull();
  });

  it('saving a published post keeps its date unless the picker changed (empty: now)', () => {
    expect(publishTiming('save', yesterday, false)).toEqual({ status: 'published' });
    expect(publishTiming('save', yesterday, true)).toEqual({
      status: 'published',
      publishedAt: dayjs(yesterday).toISOString(),
    });
    expect(publishTiming('save', null, true)).toEqual({ status: 'published', publishedAt: null });
  });
});

describe('schedulePresets', () => {
  it('offers tonight only before 20:00, then tomorrow morning and Sunday morning', () => {
    const morning = dayjs('2026-03-04 09:30:00');
    expect(schedulePresets(morning)).toEqual([
      { value: '2026-03-04 20:00:00', label: 'Tối nay, 20:00' },
      { value: '2026-03-05 07:00:00', label: 'Sáng mai, 7:00' },
      { value: '2026-03-08 07:00:00', label: 'Sáng Chủ nhật, 7:00' },
    ]);
    expect(schedulePresets(dayjs('2026-03-04 21:00:00')).map((preset) => preset.label)).toEqual([
      'Sáng mai, 7:00',
      'Sáng Chủ nhật, 7:00',
    ]);
  });
});

describe('savedDetail', () => {
  it('says where the post now stands', () => {
    expect(savedDetail({ status: 'draft', publishedAt: null })).toBe(
      'Bài viết đang là bản nháp, chỉ quản trị viên nhìn thấy.',
    );
    expect(savedDetail({ status: 'published', publishedAt: dayjs().subtract(1, 'hour').toISOString() })).toBe(
      'Bài viết đang hiện trên trang của dòng họ.',
    );
    expect(savedDetail({ status: 'published', publishedAt: dayjs().add(1, 'day').toISOString() })).toMatch(
      /^Bài viết sẽ hiện trên trang lúc /,
    );
  });
});
