// A logger for a test's API that hands the test each line the app writes: the default SMS sender's
// codes, or the proof that something never reaches the log.
import { Writable } from 'node:stream';
import pino from 'pino';

export function lineLogger(level: pino.LevelWithSilent, onLine: (line: string) => void) {
  const sink = new Writable({
    write(chunk, _enc, done) {
      onLine(String(chunk));
      done();
    },
  });
  return pino({ level }, sink);
}
