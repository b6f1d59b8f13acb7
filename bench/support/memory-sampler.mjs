// Loaded into the product by the soak (`node --import`): every BENCH_MEMORY_EVERY_MS, and when sent
// SIGUSR2 (the bench's "now": before and after its load), it appends one JSON line of the process's
// own memory split to BENCH_MEMORY_SAMPLES, so the bench can say where resident memory goes (V8's
// heap by space, memory V8 knows of outside its heap, and the rest: C allocations of Node, SQLite,
// sharp and compression, code and thread stacks). Plain JavaScript: the product runs from its build
// without a TypeScript loader.
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_SAMPLES;
const every = Number(process.env.BENCH_MEMORY_EVERY_MS) || 5000;
const MB = 1024 * 1024;

function sample() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), +(s.space_size / MB).toFixed(2)]),
  );
  const line = {
    at: Date.now(),
    rssMb: +(usage.rss / MB).toFixed(2),
    heapTotalMb: +(usage.heapTotal / MB).toFixed(2),
    heapUsedMb: +(usage.heapUsed / MB).toFixed(2),
    externalMb: +(usage.external / MB).toFixed(2),
    arrayBuffersMb: +(usage.arrayBuffers / MB).toFixed(2),
    spaces,
  };
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

if (file) {
  setInterval(sample, every).unref();
  process.on('SIGUSR2', sample);
}
