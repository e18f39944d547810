// What the `npm run` commands (backup, restore, uploads-cleanup) share around their work: the configuration
// they read and how they run as a script.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppConfig, loadConfig } from '../config.ts';

/** A command: its arguments and environment in, lines out through `print`, its exit code back. */
export type Command = (
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
) => Promise<number>;

/** The server's configuration, for a command. */
export function commandConfig(env: NodeJS.ProcessEnv): AppConfig {
  // No secret is needed here; a placeholder keeps loadConfig from writing one into DATA_DIR.
  return loadConfig({ ...env, JWT_SECRET: env.JWT_SECRET || 'x'.repeat(32) });
}

/**
 * Runs `command` when the module at `moduleUrl` is the script node started (not when a test imports it):
 * its exit code becomes the process's; an error is said after `failure` and exits with 1.
 */
export function runAsScript(moduleUrl: string, command: Command, failure: string): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(path.resolve(entry)).href) return;
  // npm runs workspace scripts in apps/server; relative paths mean where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  command(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
