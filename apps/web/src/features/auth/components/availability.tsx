import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AUTH_TEXT } from '../texts.ts';

/** Wait this long after the last keystroke before asking the server. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

export type AvailabilityState = 'idle' | 'checking' | 'available' | 'taken';

export interface Candidate {
  /** The value as the server will store it, once valid and unchanged for the debounce delay. */
  debounced: string | undefined;
  /** The value as typed is valid (so a check is due or done). */
  valid: boolean;
  /** The debounced value has caught up with what is typed. */
  settled: boolean;
}

/** What to check: the field's value normalized by its schema, only when valid, after the debounce. */
export function useCandidate(value: string, schema: z.ZodType<string>): Candidate {
  const parsed = schema.safeParse(value);
  const current = parsed.success ? parsed.data : undefined;
  const [debounced] = useDebouncedValue(current, AVAILABILITY_DEBOUNCE_MS);
  return { debounced, valid: current !== undefined, settled: debounced === current };
}

/** Combines the candidate with its check's query result. A failed check blocks nothing: the server decides. */
export function availabilityState(
  candidate: Candidate,
  query: { data: boolean | undefined; isFetching: boolean },
): AvailabilityState {
  if (!candidate.valid) return 'idle';
  if (!candidate.settled || query.isFetching) return 'checking';
  if (query.data === true) return 'available';
  if (query.data === false) return 'taken';
  return 'idle';
}

interface AvailabilityTexts {
  available: string;
  taken: string;
}

export interface AvailabilityProps {
  error?: ReactNode;
  success?: ReactNode;
  rightSection?: ReactNode;
}

/** Props for a Mantine input: the form's own error first, else the check's result under the field. */
export function availabilityProps(
  state: AvailabilityState,
  texts: AvailabilityTexts,
  formError: string | undefined,
): AvailabilityProps {
  if (formError) return { error: formError };
  switch (state) {
    case 'checking':
      return { rightSection: <Loader size={16} aria-label={AUTH_TEXT.checking} /> };
    case 'available':
      return {
        success: texts.available,
        rightSection: <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />,
      };
    case 'taken':
      return { error: texts.taken };
    default:
      return {};
  }
}
