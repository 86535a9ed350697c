// Fewer, larger chunks for the code every app page loads at once (issue 23). Left to itself the
// bundler cuts the shared code into ~30 files per page, one per set of islands that shares it;
// here React is one file and the libraries and browser modules every island uses another, so
// a page costs fewer requests and a second page finds them cached. Only code that every app page
// loads belongs here: a module that some page loads later (sonner, MapLibre, the calendar) would
// become a load-at-once import of every page. The API client (tRPC, superjson and the browser modules
// that call through it) is a third file: the platform pages load it at once, the log-in and sign-up
// forms only when they send (src/client/load-api.ts). Client build only; the server bundles as before.
// The API client's own modules and the notification stream every platform page's bell reads: with
// tRPC and superjson, the api chunk. The uploads, downloads and push sign-up that call it are left to
// the pages that use them (in neither group: every app page would load them).
const apiModules = String.raw`(?:trpc|plain-api|session|renewing-subscription-link|notification-stream)\.ts$`;
// Higher priority first. A group also takes what its modules import (if no group took it before), so
// app-shared goes before api: else the stores and texts the API client reads would land in api.
const sharedGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  {
    name: 'app-shared',
    test: new RegExp(
      String.raw`node_modules[\\/](i18next|react-i18next|zod|nanostores|@nanostores[\\/]react|clsx|tailwind-merge|class-variance-authority)[\\/]|[\\/]src[\\/](stores|client)[\\/](?!map[\\/]|telemetry[\\/]|use-zod-form|use-place-near|private-image|fresh-token|upload-file|download-file|push|${apiModules})[^\\/]+$`,
    ),
    priority: 2,
  },
  {
    name: 'api',
    test: new RegExp(String.raw`node_modules[\\/](@trpc|superjson|copy-anything|is-what)[\\/]|[\\/]src[\\/]client[\\/]${apiModules}`),
    priority: 1,
  },
];

export function sharedChunks() {
  return {
    name: 'tovar-shared-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const output = { codeSplitting: { groups: sharedGroups } };
        updateConfig({ vite: { environments: { client: { build: { rolldownOptions: { output } } } } } });
      },
    },
  };
}
