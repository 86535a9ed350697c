// Fewer, larger chunks for the code every app page loads at once (issue 23). Left to itself the
// bundler cuts the shared code into ~30 files per page, one per set of islands that shares it;
// here React is one file and the libraries and browser modules every island uses another, so
// a page costs fewer requests and a second page finds them cached. Only code that every app page
// loads belongs here: a module that some page loads later (sonner, MapLibre, the calendar) would
// become a load-at-once import of every page. Client build only; the server bundles as before.
const sharedGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'app-shared',
    test: /node_modules[\\/](i18next|react-i18next|zod|nanostores|@nanostores[\\/]react|@trpc|superjson|copy-anything|is-what|clsx|tailwind-merge|class-variance-authority)[\\/]|[\\/]src[\\/](stores|client)[\\/](?!map[\\/]|telemetry[\\/]|use-zod-form|use-place-near|private-image)[^\\/]+$/,
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
