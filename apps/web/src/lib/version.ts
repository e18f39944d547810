import { z } from 'zod';

/** Written by the web build into `builds/latest.json`; the running app compares it with its own. */
export const buildInfoSchema = z.object({ version: z.string(), builtAt: z.string() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
export const VERSION_POLL_MS = 5 * 60_000;
/** After a reload caused by a failed chunk, another failure within this time does not reload again. */
export const RELOAD_GUARD_TTL_MS = 10_000;
const RELOAD_GUARD_KEY = 'gp_chunk_reload_at';

/** The version the server now serves, or null when it cannot be read. */
export async function fetchLatestBuild(): Promise<BuildInfo | null> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = buildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A lazy chunk failed to load (usually: a new version replaced the files). Reload once; a second
 * failure within RELOAD_GUARD_TTL_MS is left to the error page instead of looping.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
