/**
 * What `react` and `react-dom` resolve to in the islands (issue 9: ~55 kB gzip less on every island
 * page): Preact's compat layer plus the two React 19 behaviours our code and its libraries rely on.
 * 1. `ref` is an ordinary prop of function components (React 19), so `<Input ref={...}>` and
 *    react-hook-form's `register()` reach the DOM element the component spreads its props onto.
 * 2. `use(promise)` suspends until the promise settles (the date picker's calendar locale).
 * astro.config.mjs points every import of `preact/compat` (where the renderer aliases `react`) here.
 */
import { options, type VNode } from 'preact';
import * as compat from 'preact/compat';

type Settled<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** React 19's `use` for promises: the value once settled; until then it throws the promise to Suspense. */
export function use<T>(promise: Promise<T>): T {
  const tracked = promise as Settled<T>;
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (tracked.status === 'rejected') throw tracked.reason;
  if (!tracked.status) {
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
  }
  throw tracked;
}

interface ComponentType {
  prototype?: { render?: unknown };
  /** Set by compat's forwardRef and memo, which move the ref into props themselves. */
  _forwarded?: boolean;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode & { ref?: unknown }) => {
  const type = vnode.type as unknown as ComponentType | string;
  if (typeof type === 'function' && !type._forwarded && !type.prototype?.render && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  previousVNodeHook?.(vnode);
};

export * from 'preact/compat';
export default { ...compat, use };
