import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../test/ical.ts';
import { foldLine, icsText, morningAlarmTrigger, writeCalendar } from './icalendar.ts';

const stamp = new Date('2026-11-28T03:04:05.678Z');

describe('iCalendar writer', () => {
  it('writes a calendar a real parser reads: all-day dates, UID, DTSTAMP, alarm, feed properties', () => {
    const ics = writeCalendar({
      name: 'Lịch giỗ họ Nguyễn',
      description: 'Ngày giỗ, tính theo âm lịch',
      stamp,
      refreshInterval: 'PT6H',
      events: [
        {
          uid: 'gio-1-2027@ho-nguyen.example',
          date: '2027-02-06',
          summary: 'Giỗ cụ Nguyễn Văn A — 1/1 âm lịch',
          description: 'Ngày 1 tháng 1; xem trang, rồi: về quê\nđầy đủ \\ nhé',
          url: 'https://ho-nguyen.example/persons/1?x=1,2',
          alarm: { trigger: morningAlarmTrigger(1), description: 'Ngày mai giỗ cụ' },
        },
        { uid: 'event-2', date: '2027-12-30', lastDate: '2028-01-01', summary: 'Họp họ' },
      ],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const parsed = parseIcs(ics);
    expect(parsed.name).toBe('Lịch giỗ họ Nguyễn');
    expect(parsed.properties).toMatchObject({
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
      'X-WR-TIMEZONE': 'Asia/Ho_Chi_Minh',
      'X-PUBLISHED-TTL': 'PT6H',
      'REFRESH-INTERVAL': 'PT6H',
    });
    expect(parsed.events).toEqual([
      {
        uid: 'gio-1-2027@ho-nguyen.example',
        summary: 'Giỗ cụ Nguyễn Văn A — 1/1 âm lịch',
        description: 'Ngày 1 tháng 1; xem trang, rồi: về quê\nđầy đủ \\ nhé',
        url: 'https://ho-nguyen.example/persons/1?x=1,2',
        start: '2027-02-06',
        end: '2027-02-07',
        allDay: true,
        stamp: '2026-11-28T03:04:05Z',
        alarmTriggers: ['-PT16H'],
      },
      {
        uid: 'event-2',
        summary: 'Họp họ',
        description: null,
        url: null,
        start: '2027-12-30',
        end: '2028-01-02',
        allDay: true,
        stamp: '2026-11-28T03:04:05Z',
        alarmTriggers: [],
      },
    ]);
    expect(ics).toContain('TRANSP:TRANSPARENT\r\n');
  });

  it('escapes TEXT values', () => {
    expect(icsText('a\\b;c,d\ne\r\nf\u0007')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long Vietnamese lines at 75 octets without splitting a character', () => {
    const name =
      'Giỗ cụ Nguyễn Hữu Thị Ngọc Diệp Hoàng Phượng Trường Xuân Khương Quỳnh Thượng Đức — 30/12 âm lịch';
    const folded = foldLine(`SUMMARY:${name}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(' ')).toBe(true);
      // Each line is whole UTF-8: decoding its bytes gives it back.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${name}`);
    const parsed = parseIcs(
      writeCalendar({ name, stamp, events: [{ uid: 'u', date: '2027-01-01', summary: name }] }),
    );
    expect(parsed.name).toBe(name);
    expect(parsed.events[0]?.summary).toBe(name);
  });

  it('places a morning alarm on the day or days before', () => {
    expect(morningAlarmTrigger(0)).toBe('PT8H');
    expect(morningAlarmTrigger(1)).toBe('-PT16H');
    expect(morningAlarmTrigger(3)).toBe('-P2DT16H');
  });
});
