import type { EventOccurrence } from '@giapha/contract';
import clsx from 'clsx';
import {
  type CalendarCell,
  formatLunarLong,
  formatSolar,
  isGio,
  lunarCellText,
  type MonthKey,
  monthWeeks,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  weekdayOrder,
} from '../calendar.ts';
import classes from './MonthCalendar.module.css';

/** Dots under a day on a phone; titles on a wide screen. */
const MAX_DOTS = 4;
const MAX_TITLES = 2;

export interface MonthCalendarProps {
  month: MonthKey;
  /** 0: the week starts on Sunday (spec §9), 1: on Monday. */
  firstDayOfWeek: 0 | 1;
  /** A day's occurrences by its ISO day (`2026-12-15`). */
  occurrences: ReadonlyMap<string, readonly EventOccurrence[]>;
  todayIso: string;
  selectedIso: string | null;
  onSelect: (iso: string) => void;
}

function cellLabel(cell: CalendarCell, count: number): string {
  const parts = [`${WEEKDAY_NAMES[cell.weekday]}, ${formatSolar(cell.solar)}`];
  if (cell.lunar) parts.push(`âm lịch ${formatLunarLong(cell.lunar)}`);
  if (count > 0) parts.push(`${count} sự kiện`);
  return parts.join(', ');
}

function DayCell({
  cell,
  occurrences,
  today,
  selected,
  onSelect,
}: {
  cell: CalendarCell;
  occurrences: readonly EventOccurrence[];
  today: boolean;
  selected: boolean;
  onSelect: (iso: string) => void;
}) {
  const weekendClass =
    cell.weekday === 0 ? classes.sunday : cell.weekday === 6 ? classes.saturday : undefined;
  const lunar = cell.lunar ? (
    <span className={clsx(classes.lunar, cell.lunar.day === 1 && classes.lunarFirst)} data-lunar>
      {lunarCellText(cell.lunar)}
    </span>
  ) : null;

  if (!cell.inMonth) {
    // The neighbouring months' days fill the first and last weeks, as on a paper calendar.
    return (
      <div className={clsx(classes.cell, classes.outside, weekendClass)} aria-hidden="true">
        <span className={classes.solar}>{cell.solar.day}</span>
        {lunar}
      </div>
    );
  }

  return (
    <button
      type="button"
      className={clsx(classes.cell, weekendClass, today && classes.today, selected && classes.selected)}
      aria-label={cellLabel(cell, occurrences.length)}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      data-day={cell.iso}
      onClick={() => onSelect(cell.iso)}
    >
      <span className={classes.solar}>{cell.solar.day}</span>
      {lunar}
      <span className={classes.markers} aria-hidden="true">
        {occurrences.slice(0, MAX_DOTS).map((occurrence, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the same event may mark a day twice (two days of it)
            key={index}
            className={clsx(classes.dot, isGio(occurrence) ? classes.gio : classes.event)}
            data-marker={isGio(occurrence) ? 'gio' : 'event'}
          />
        ))}
      </span>
      {occurrences.length > 0 ? (
        <span className={classes.titles} aria-hidden="true">
          {occurrences.slice(0, MAX_TITLES).map((occurrence, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat on one day
              key={index}
              className={clsx(classes.title, isGio(occurrence) ? classes.gio : classes.event)}
            >
              {occurrence.title}
            </span>
          ))}
          {occurrences.length > MAX_TITLES ? (
            <span className={classes.more}>+{occurrences.length - MAX_TITLES} khác</span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
}

const NONE: readonly EventOccurrence[] = [];

/**
 * A solar month in the style of the lịch vạn niên: each day with its lunar day beneath (the first
 * day of a lunar month as `1/11`, `1/4N` for a leap month), Sundays red and Saturdays blue, today
 * framed in gold, and a marker on the days something happens (purple for a giỗ, green otherwise).
 */
export function MonthCalendar({
  month,
  firstDayOfWeek,
  occurrences,
  todayIso,
  selectedIso,
  onSelect,
}: MonthCalendarProps) {
  const weeks = monthWeeks(month, firstDayOfWeek);
  return (
    <table className={classes.table} aria-label={`Lịch tháng ${month.month}/${month.year}`}>
      <thead>
        <tr>
          {weekdayOrder(firstDayOfWeek).map((weekday) => (
            <th
              key={weekday}
              scope="col"
              abbr={WEEKDAY_NAMES[weekday]}
              className={clsx(
                classes.weekday,
                weekday === 0 && classes.sunday,
                weekday === 6 && classes.saturday,
              )}
            >
              {WEEKDAY_SHORT[weekday]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.iso}>
            {week.map((cell) => (
              <td key={cell.iso} className={classes.cellWrap}>
                <DayCell
                  cell={cell}
                  occurrences={occurrences.get(cell.iso) ?? NONE}
                  today={cell.iso === todayIso}
                  selected={cell.iso === selectedIso}
                  onSelect={onSelect}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the colours mean. */
export function CalendarLegend() {
  return (
    <div className={classes.legend}>
      <span className={classes.legendItem}>
        <span className={clsx(classes.dot, classes.gio)} aria-hidden="true" />
        Ngày giỗ
      </span>
      <span className={classes.legendItem}>
        <span className={clsx(classes.dot, classes.event)} aria-hidden="true" />
        Sự kiện
      </span>
      <span className={classes.legendItem}>
        <span className={classes.legendToday} aria-hidden="true" />
        Hôm nay
      </span>
      <span className={classes.legendItem}>Số nhỏ: ngày âm lịch</span>
    </div>
  );
}
