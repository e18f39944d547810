import { z } from 'zod';

// Coordinates as a form holds them (places, graves): text the admin types, a comma allowed as the
// decimal mark, as Vietnamese writes it.

/** A coordinate as typed: "20.2619", "20,2619" or blank (null). */
export function readCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A coordinate field's schema: blank, or a number between `min` and `max` (else `message`). */
export function coordinateText(min: number, max: number, message: string) {
  return z.string().refine((text) => {
    if (text.trim() === '') return true;
    const value = readCoordinate(text);
    return value !== null && value >= min && value <= max;
  }, message);
}

/** A stored coordinate as the form shows it (blank when there is none). */
export function coordinateValue(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** A position from the phone's GPS as the form shows it: 6 decimals (about 10 cm) at most. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}
