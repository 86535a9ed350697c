/**
 * tsc reads TypeScript only: here an .astro import is a component the container renders. (`astro
 * check` reads the component itself, and its own types win over this fallback.)
 */
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
