// A command's arguments (node:util parseArgs, strict, positionals allowed): wrong ones print the
// error and the usage and exit 2; --help / -h prints the usage and exits 0.
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Config<O extends Options> = { options: O & { help: { type: 'boolean'; short: 'h' } }; allowPositionals: true; strict: true };

export function commandArguments<const O extends Options>(options: O, usage: string): ReturnType<typeof parseArgs<Config<O>>> {
  const config = { options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true } as Config<O>;
  let parsed: ReturnType<typeof parseArgs<Config<O>>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  return parsed;
}
