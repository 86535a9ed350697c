// npm scripts must run on the pinned Node 24 (node_modules/.bin/node); Node 20 cannot run Astro.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Tovar needs Node 24, but npm ran Node ${process.version}. ` +
      'Install without --ignore-scripts so the pinned "node" package can place its binary, then run again.',
  );
  process.exit(1);
}
