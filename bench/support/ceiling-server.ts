// The ceiling of the API and page benchmarks: node:http answering a fixed body (read from stdin
// at start) to every request, with nothing else in the way. Run in its own process by product.ts.
// CEILING_HEADERS (JSON) replaces the default JSON content type, e.g. for a brotli page.
import http from 'node:http';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const body = Buffer.concat(chunks);

const headers: Record<string, string> = process.env.CEILING_HEADERS
  ? JSON.parse(process.env.CEILING_HEADERS)
  : { 'content-type': 'application/json; charset=utf-8' };

const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
