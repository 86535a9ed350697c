// `node bench/uploads-memory.mjs`: issue 22's ten big uploads at once. The upload routes run in a
// process of their own (bench/lib/uploads-server.mjs, from source through Vite: no build needed);
// ten accounts each send one image of MEGAPIXELS (default 40) as PNG (no shrink-on-load, the
// costliest to decode) at the same moment. Prints the server's resident memory before, its peak
// while the uploads run, and 20 s after (SETTLE_S), with the answers' statuses. SOURCE_DIR runs an
// older copy of the tree for "before" figures (src/, tsconfig.json and a node_modules link there).
// Never fails.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const megapixels = Number(process.env.MEGAPIXELS ?? 40);
const settleSeconds = Number(process.env.SETTLE_S ?? 20);
const sourceDir = process.env.SOURCE_DIR ?? fileURLToPath(new URL('..', import.meta.url));

const child = fork(fileURLToPath(new URL('./lib/uploads-server.mjs', import.meta.url)), {
  cwd: sourceDir,
});
const next = () => new Promise((resolve) => child.once('message', resolve));
const memory = (message) => {
  const answer = next();
  child.send(message);
  return answer;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { port, tokens } = await next();
const upload = async (token, body) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/uploads/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  await response.arrayBuffer();
  return response.status;
};
// Width × height with the ratio 8:5 (40 MP: 8000 × 5000).
const width = Math.floor(Math.sqrt((megapixels * 1e6 * 8) / 5));
const height = Math.floor((megapixels * 1e6) / width);
const image = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
  .png()
  .toBuffer();
// Warm up (sharp loaded, first request's code paths), then let the process settle.
await upload(
  tokens[0],
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .png()
    .toBuffer(),
);
await sleep(2_000);
const before = await memory('reset');
const started = performance.now();
const statuses = await Promise.all(tokens.map((token) => upload(token, image)));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const during = await memory('ask');
await sleep(settleSeconds * 1000);
const after = await memory('ask');
console.log(`${tokens.length} × ${width} × ${height} PNG (${(image.length / 1024).toFixed(0)} KB) from ${sourceDir}`);
console.log(`answers: ${statuses.join(' ')} in ${seconds} s`);
console.log(`resident: ${before.rss} MB before, peak ${during.peak} MB, ${after.rss} MB after ${settleSeconds} s`);
child.disconnect();
