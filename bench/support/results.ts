// The shape of one `npm run bench` run, as kept in results/*.json and read by the report.
import type { ApiResults } from '../api';
import type { ImageResults } from '../images';
import type { ScaleResults } from '../scale';
import type { WebResults } from '../web';
import type { Machine } from './machine';

export interface Target {
  part: 'web' | 'api' | 'scale' | 'images';
  what: string;
  target: string;
  measured: string;
  met: boolean;
}

export interface BenchResults {
  machine: Machine;
  web?: WebResults;
  api?: ApiResults;
  scale?: ScaleResults;
  images?: ImageResults;
  targets: Target[];
}
