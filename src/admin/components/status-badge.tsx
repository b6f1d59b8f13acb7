import type { ReactNode } from 'react';
import './status-badge.css';

export type BadgeTone = 'waiting' | 'good' | 'bad';

/** A record's state in a list, in one of three tones. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
