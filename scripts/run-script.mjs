/**
 * Runs one of the TypeScript scripts (`npm run seed`, `sql`, `verify-deliveries`) through Vite's
 * server-side module loader, as the server build compiles the same modules: `import.meta.glob` (the
 * locale files, read by the server's texts) and the `@/` alias work there; under plain tsx the glob
 * is not a function. The script sees its own arguments in process.argv, and exits by itself.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run-script.mjs <script.ts> [arguments]');
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(script), ...args];

const vite = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
// The scripts end the process themselves (runScript in scripts/open-database.ts) once their work is
// done: the loader must stay open until then, as their modules load more modules as they go.
await vite.ssrLoadModule(path.resolve(script));
