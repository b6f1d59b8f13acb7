// The console's texts: the `console` section of the one catalogue, plus the shared ones it shows.
import { en } from '../../shared/messages/en';

export const m = en.console;
export const shared = en;
export { fill, fillCount } from '../../shared/messages/fill';
