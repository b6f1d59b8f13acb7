// The shape of one `npm run bench` run, as kept in results/*.json and read by the report.
import type { ApiResults } from '../api';
import type { BurstResults } from '../burst';
import type { ImageResults } from '../images';
import type { LookupResults } from '../lookup';
import type { OpeningDayResults } from '../opening-day';
import type { PageResults } from '../pages';
import type { PeerResults } from '../peers';
import type { ResultsDayResults } from '../results-day';
import type { SoakResults } from '../soak';
import type { StartResults } from '../start';
import type { ScaleResults } from '../scale';
import type { WebResults } from '../web';
import type { Machine } from './machine';

export interface Target {
  part: 'web' | 'pages' | 'api' | 'peers' | 'results-day' | 'lookup' | 'opening-day' | 'start' | 'soak' | 'burst' | 'scale' | 'images';
  what: string;
  target: string;
  measured: string;
  met: boolean;
}

export interface BenchResults {
  machine: Machine;
  web?: WebResults;
  pages?: PageResults;
  peers?: PeerResults;
  resultsDay?: ResultsDayResults;
  lookup?: LookupResults;
  openingDay?: OpeningDayResults;
  start?: StartResults;
  soak?: SoakResults;
  burst?: BurstResults;
  api?: ApiResults;
  scale?: ScaleResults;
  images?: ImageResults;
  targets: Target[];
}
