// Process entry of `npm run dev` (under `tsx watch`, which restarts it when a server file
// changes): the API, and the website and console from their sources with hot reload, logging
// readable lines rather than JSON.
import pino from 'pino';
import { runServers } from './run-servers';

runServers({
  dev: true,
  logger: (config) =>
    pino({
      level: config.LOG_LEVEL,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
});
