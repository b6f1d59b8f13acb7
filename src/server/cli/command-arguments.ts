// A command's arguments (node:util parseArgs, strict): wrong ones print the error and the usage
// and exit 2; --help / -h prints the usage and exits 0.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export function commandArguments<const T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  let parsed: ReturnType<typeof parseArgs<T>>;
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
