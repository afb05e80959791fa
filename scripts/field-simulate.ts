// `npm run field:simulate [-- --url … --devices N --day YYYY-MM-DD --seed N --locale id|en]`:
// the foremen's phones play a working morning against a running server through its public
// API (docs/field-app.md). Exits 1 when the worker recaps do not add up or nothing was accepted.
import { Command, InvalidArgumentError, Option } from 'commander';
import { formatSummary } from './field-app/summary.ts';
import { simulateMorning } from './field-app/simulate.ts';

const wholeNumber = (name: string) => (value: string) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new InvalidArgumentError(`${name} takes a whole number.`);
  return parsed;
};

const options = new Command('field:simulate')
  .description("Plays a working morning of the foremen's phones against the field app's API, then checks the worker recaps add up.")
  .option('--url <url>', 'the server', 'http://localhost:8080')
  .option('--devices <n>', 'how many foremen play, each with a phone', wholeNumber('--devices'), 10)
  .option('--admin <username>', 'the admin who finds the foremen and reads the recaps', 'superadmin')
  .option('--password <password>', "the admin's password, and the foremen's", 'Demo#2026')
  .option('--day <YYYY-MM-DD>', 'the Jakarta day played (default: today once past 08:05 there, else yesterday)')
  .option('--seed <n>', 'fixes who plays and everything each phone does', wholeNumber('--seed'), 1)
  .addOption(new Option('--locale <locale>', "the language of the server's messages").choices(['id', 'en']).default('id'))
  .parse()
  .opts<{ url: string; devices: number; admin: string; password: string; day?: string; seed: number; locale: 'id' | 'en' }>();

try {
  const result = await simulateMorning({ ...options, log: (line) => process.stderr.write(`field:simulate: ${line}\n`) });
  process.stdout.write(`${formatSummary(result)}\n`);
  process.exitCode = result.passed ? 0 : 1;
} catch (error) {
  // fetch says only "fetch failed"; its cause says why (ECONNREFUSED: no server there).
  const why = error instanceof TypeError && error.cause instanceof Error ? `cannot reach ${options.url} (${error.cause.message}): is the server running (npm start)?` : undefined;
  process.stderr.write(`field:simulate: ${why ?? (error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 1;
}
