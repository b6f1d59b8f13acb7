// The load the crash test kills the product under: clients posting the public forms and staff
// uploading gallery pictures and brochures, each submission carrying a unique marker. A
// submission whose reply was lost (the connection died with the process) is sent again, the same
// bytes with the same Idempotency-Key, as the website does, until an answer comes back.
import { randomBytes } from 'node:crypto';
import { makeLandscapeJpeg, makePdf } from '../../src/server/seed/demo-files';

export const SUBMISSION_KINDS = ['contact', 'volunteer', 'partner', 'gallery', 'brochure'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The table each kind is stored in, and the column that holds its marker. */
export const STORED_IN: Record<SubmissionKind, { table: string; column: string }> = {
  contact: { table: 'contact_messages', column: 'message' },
  volunteer: { table: 'volunteer_applications', column: 'message' },
  partner: { table: 'partner_applications', column: 'partnership_interest' },
  gallery: { table: 'gallery_items', column: 'title' },
  brochure: { table: 'brochures', column: 'title' },
};

export interface Outcome {
  marker: string;
  kind: SubmissionKind;
  /** The status of the reply that came back, or null when none ever did. */
  status: number | null;
  /** Times it was sent (more than 1: its reply was lost at least once). */
  attempts: number;
}

export interface WorkloadSetup {
  apiUrl: string;
  staffToken: string;
  campId: number;
  /** Send a submission again when its reply was lost; off, a lost reply is an unknown outcome. */
  retry: boolean;
}

interface Prepared {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

export interface Files {
  jpegs: Blob[];
  pdf: Blob;
}

export async function makeFiles(): Promise<Files> {
  const jpegs = await Promise.all([1, 2, 3].map((seed) => makeLandscapeJpeg(seed, 1200, 800)));
  return {
    jpegs: jpegs.map((jpeg) => new Blob([new Uint8Array(jpeg)])),
    pdf: new Blob([new Uint8Array(makePdf('Crash test brochure', ['A small PDF uploaded while the server is killed.']))]),
  };
}

/** The request body as bytes, built once: every retry sends exactly the same bytes. */
async function multipart(fields: Record<string, string | Blob>): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name === 'image' ? 'photo.jpg' : 'brochure.pdf');
  }
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! };
}

async function prepare(kind: SubmissionKind, marker: string, setup: WorkloadSetup, csrf: string, files: Files): Promise<Prepared> {
  const json = (url: string, payload: object): Prepared => ({
    url,
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: new TextEncoder().encode(JSON.stringify(payload)),
  });
  const email = `${marker}@example.org`;
  switch (kind) {
    case 'contact':
      return json('/contact/', { name: 'Asha Rawat', email, subject: 'Crash test', message: marker });
    case 'volunteer':
      return json('/api/volunteer-applications/', { full_name: 'Asha Rawat', email, role: 'Teacher', message: marker });
    case 'partner':
      return json('/api/partner-applications/', {
        organization_name: 'Hill School',
        contact_person: 'Asha Rawat',
        email,
        organization_type: 'NGO/Non-Profit',
        partnership_interest: marker,
      });
    case 'gallery':
    case 'brochure': {
      const image = files.jpegs[Math.floor(Math.random() * files.jpegs.length)]!;
      const form: Record<string, string | Blob> =
        kind === 'gallery'
          ? { title: marker, camp: String(setup.campId), type: 'regularclasses', image }
          : { title: marker, file: files.pdf };
      const { body, type } = await multipart(form);
      return {
        url: kind === 'gallery' ? '/api/gallery/' : '/api/brochures/',
        headers: { 'content-type': type, authorization: `Token ${setup.staffToken}` },
        body,
      };
    }
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends one submission until a reply comes back (or once, without retry). */
async function submit(kind: SubmissionKind, marker: string, setup: WorkloadSetup, csrf: string, files: Files): Promise<Outcome> {
  const request = await prepare(kind, marker, setup, csrf, files);
  const key = `${marker}-${randomBytes(8).toString('hex')}`;
  const giveUp = Date.now() + 300_000;
  for (let attempts = 1; ; attempts++) {
    try {
      const res = await fetch(`${setup.apiUrl}${request.url}`, {
        method: 'POST',
        headers: { ...request.headers, 'idempotency-key': key },
        body: request.body,
        signal: AbortSignal.timeout(60_000),
      });
      await res.arrayBuffer();
      return { marker, kind, status: res.status, attempts };
    } catch {
      // The product is down: wait a moment (a client gone too never hammers it). Five minutes
      // without a reply: it did not come back.
      await pause(100);
      if (!setup.retry || Date.now() > giveUp) return { marker, kind, status: null, attempts };
    }
  }
}

/** A visitor's CSRF token (double submit: the cookie and the header carry the same value, valid across restarts). */
export async function csrfToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/csrf/`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * `clients` loops, each sending one submission after another (a kind at random) until `running()`
 * turns false; every outcome is pushed to `outcomes` as it completes.
 */
export async function runClients(
  clients: number,
  setup: WorkloadSetup,
  files: Files,
  running: () => boolean,
  outcomes: Outcome[],
): Promise<void> {
  const run = randomBytes(3).toString('hex');
  let next = 0;
  const csrf = await csrfToken(setup.apiUrl);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (running()) {
        const kind = SUBMISSION_KINDS[Math.floor(Math.random() * SUBMISSION_KINDS.length)]!;
        outcomes.push(await submit(kind, `crash-${run}-${++next}`, setup, csrf, files));
      }
    }),
  );
}

/** The markers a stored value holds (a marker is the whole value, or inside an e-mail address). */
export const MARKER = /crash-[0-9a-f]{6}-\d+/g;
