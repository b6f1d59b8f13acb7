// Forms without JavaScript (docs/decisions/0023): what a page answering a plain form's post shows.
// Provided only by the server renderer (entry-server.tsx, through PostedContext in app-context.tsx);
// such a page runs no script, so the browser never has one.
import type { ReactNode } from 'react';
import type { DonationOffer } from '../../shared/schemas/donations';

/** A posted form as the page shows it again: what was typed, the message, the fields at fault. */
export interface PostedForm {
  kind: string;
  values: Record<string, string>;
  error: string | null;
  /** A line that is not an error (a new code was sent, signed out). */
  info?: string | null;
  fields: string[];
  /** The form was stored: its success line shows (the page after Post/Redirect/Get). */
  sent?: boolean;
}

export interface PostedView {
  form?: PostedForm;
  /** Views only the server renders, keyed by where they replace the page's own. */
  views?: { slots?: ReactNode; partner?: ReactNode; withdraw?: ReactNode; request?: ReactNode; statement?: ReactNode };
  /** The donation's second step, as the API offered it. */
  donation?: DonationOffer;
}
