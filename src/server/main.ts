// Process entry of `npm start` (compiled to dist/node/main.js): the API and the website as built.
import { runServers } from './run-servers';

runServers();
