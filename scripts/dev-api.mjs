// `npm run dev`: Astro's dev server handles pages; this integration hands /api/* to the same API
// module the production server layer uses (src/server/http/api.ts), loaded through Vite so edits
// apply without a restart.
export function tovarApiInDev() {
  return {
    name: 'tovar-api-in-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
          if (!pathname.startsWith('/api/')) return next();
          try {
            const { handleApi } = await server.ssrLoadModule('/src/server/http/api.ts');
            if (!(await handleApi(req, res, pathname))) next();
          } catch (error) {
            next(error);
          }
        });
      },
    },
  };
}
