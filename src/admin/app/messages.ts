// The console's texts: the `console` section of the one catalogue, plus the shared ones it shows.
import { en } from '../../shared/messages/en';

export const m = en.console;
export const shared = en;

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
