// Plain HTTP from the bench: one JSON GET, and latency samples of sequential requests over one
// kept-alive connection (microsecond timing; autocannon's histogram counts whole milliseconds).
import http from 'node:http';

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

export async function getText(url: string): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual' });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

function timedGet(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - start) / 1e6);
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: timed out`)));
    req.on('error', reject);
  });
}

/** A fixed URL, or one made afresh for the i-th request. */
export type UrlSource = string | ((i: number) => string);

/** Milliseconds of `count` sequential GETs of each URL, after `warmup` unmeasured ones; URLs take turns. */
export async function sampleLatencies(urls: UrlSource[], count: number, warmup: number): Promise<number[][]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const at = (source: UrlSource, i: number) => new URL(typeof source === 'string' ? source : source(i));
  try {
    let i = 0;
    for (const source of urls) for (let k = 0; k < warmup; k++) await timedGet(agent, at(source, ++i));
    const samples: number[][] = urls.map(() => []);
    for (let k = 0; k < count; k++) {
      for (const [t, source] of urls.entries()) samples[t]!.push(await timedGet(agent, at(source, ++i)));
    }
    return samples;
  } finally {
    agent.destroy();
  }
}
