// What `react` and `react-dom` resolve to in the islands (issue 9: react-dom alone weighed 65 kB gzip):
// Preact's compat layer plus React 19's `ref` prop and `use()` (react-19.ts). astro.config.mjs points
// every import of `preact/compat`, where the Preact renderer aliases `react`, here.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { use } from './react-19.ts';
