// Server time as the server itself measured it: the request log's line per request (route and
// durationMs, from the moment the request reached the handler to the answer's last byte written:
// src/server/http/request-log.ts), read from the stdout of a server started with TOVAR_LOG=info.
// Neither the client, nor the loopback, nor the bench's own event loop is in the figure.
import { StringDecoder } from 'node:string_decoder';

function requestOf(line) {
  try {
    const record = JSON.parse(line);
    return record?.message === 'request' ? record : null;
  } catch {
    return null;
  }
}

/** Collects the request lines `stdout` carries from now on. */
export function requestTimes(stdout) {
  const decoder = new StringDecoder('utf8');
  let buffer = '';
  let logged = [];
  let arrived = () => undefined;
  stdout.on('data', (chunk) => {
    const lines = (buffer + decoder.write(chunk)).split('\n');
    buffer = lines.pop() ?? '';
    for (const record of lines.map(requestOf)) if (record) logged.push(record);
    arrived();
  });
  const durationsOf = (route) => logged.filter((record) => record.route === route).map((record) => record.durationMs);
  return {
    /** Forgets what was logged so far. */
    clear: () => (logged = []),
    /** The server times (ms) of the requests to `route` since `clear()`, once `count` of them are in (or what came in `timeoutMs`). */
    async durations(route, count, timeoutMs = 10_000) {
      const until = performance.now() + timeoutMs;
      while (durationsOf(route).length < count && performance.now() < until) {
        await new Promise((resolve) => {
          arrived = resolve;
          setTimeout(resolve, 100);
        });
      }
      return durationsOf(route);
    },
  };
}
