import { describe, expect, it } from 'vitest';
import { type EventFormInput, emptyEventForm, eventFormSchema, lunarDateProblem } from './eventForm.ts';

const TODAY = { year: 2026, month: 4, day: 26 };

function form(changes: Partial<EventFormInput>): EventFormInput {
  return { ...emptyEventForm(TODAY), title: 'Họp mặt', ...changes };
}

function problems(values: EventFormInput): Record<string, string> {
  const parsed = eventFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the event form’s checks', () => {
  it('a solar event needs its first day; it may not end before it starts, nor (same day) before its start time', () => {
    expect(problems(form({ calendar: 'solar' }))).toEqual({ startDate: 'Vui lòng chọn ngày bắt đầu' });
    expect(problems(form({ startDate: '2027-02-10', endDate: '2027-02-09' }))).toEqual({
      endDate: 'Ngày kết thúc phải sau ngày bắt đầu',
    });
    expect(problems(form({ startDate: '2027-02-10', startTime: '09:00', endTime: '08:30' }))).toEqual({
      endTime: 'Ngày kết thúc phải sau ngày bắt đầu',
    });
    expect(problems(form({ startDate: '2027-02-10', startTime: '9h' }))).toEqual({
      startTime: 'Giờ phải có dạng HH:mm',
    });
    // Over two days, an earlier hour on the last day is fine.
    expect(
      problems(
        form({ startDate: '2027-02-10', endDate: '2027-02-11', startTime: '09:00', endTime: '08:30' }),
      ),
    ).toEqual({});
  });

  it('a lunar one-off needs day, month and year, and a date that exists', () => {
    expect(problems(form({ calendar: 'lunar', lunarYear: null }))).toEqual({
      lunarDay: 'Vui lòng chọn ngày âm lịch',
      lunarMonth: 'Vui lòng chọn ngày âm lịch',
      lunarYear: 'Vui lòng chọn năm âm lịch',
    });
    expect(problems(form({ calendar: 'lunar', lunarDay: '30', lunarMonth: '4', lunarYear: '2025' }))).toEqual(
      { lunarDay: 'Tháng 4 năm Ất Tỵ (2025) chỉ có 29 ngày' },
    );
    expect(
      problems(
        form({ calendar: 'lunar', lunarDay: '1', lunarMonth: '4', lunarYear: '2025', lunarLeap: true }),
      ),
    ).toEqual({ lunarLeap: 'Năm Ất Tỵ (2025) nhuận tháng 6, không có tháng 4 nhuận' });
    expect(lunarDateProblem(1, 4, 2026, true)?.message).toBe('Năm Bính Ngọ (2026) không có tháng nhuận');
  });

  it('a yearly lunar event needs its day and month; the contract’s own rules keep their messages', () => {
    expect(problems(form({ calendar: 'lunarYearly' }))).toEqual({
      lunarDay: 'Vui lòng chọn ngày âm lịch',
      lunarMonth: 'Vui lòng chọn ngày âm lịch',
    });
    expect(problems(form({ calendar: 'thanhMinh', title: '  ', slug: 'Giỗ Tổ' }))).toEqual({
      title: 'Vui lòng nhập tên sự kiện',
      slug: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
    });
  });

  it('sends only what the kind of date uses', () => {
    const yearly = eventFormSchema.parse(
      form({
        calendar: 'lunarYearly',
        lunarDay: '19',
        lunarMonth: '3',
        lunarYear: '2026',
        person: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Nguyễn Văn Cả' },
        startDate: '2027-02-10',
        location: '  Nhà thờ họ  ',
      }),
    );
    expect(yearly).toMatchObject({
      calendar: 'lunarYearly',
      lunar: { day: 19, month: 3, year: null, leap: false },
      personId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      startDate: null,
      location: 'Nhà thờ họ',
      summary: null,
      startTime: null,
    });
    const solar = eventFormSchema.parse(
      form({ startDate: '2027-02-10', endDate: '2027-02-10', lunarDay: '1', lunarMonth: '1', person: null }),
    );
    expect(solar).toMatchObject({ calendar: 'solar', startDate: '2027-02-10', endDate: null, lunar: null });
  });
});
