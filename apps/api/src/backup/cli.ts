import { ConfigError } from '#config/env';
import { BackupError } from './manifest';

/** Runs a command's work and exits: 0 when done, 1 with the reason on one line when not. */
export function runCommand(usage: string, work: () => Promise<string>): void {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const started = performance.now();
  work().then(
    (said) => {
      console.log(`${said} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
      else console.error('It failed:', err);
      process.exit(1);
    },
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
