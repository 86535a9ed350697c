/**
 * The two React 19 behaviours our islands and their libraries rely on, added to Preact's compat layer
 * (see react-on-preact.js):
 * 1. `ref` is an ordinary prop of function components (React 19), so `<Input ref={...}>` and
 *    react-hook-form's `register()` reach the DOM element the component spreads its props onto.
 * 2. `use(promise)` suspends until the promise settles (the date picker's calendar locale).
 */
import { options, type VNode } from 'preact';

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

/** Classes, and compat's forwardRef and memo (which pass the ref on themselves), say isReactComponent. */
type ComponentType = ((...args: never[]) => unknown) & { prototype?: { isReactComponent?: unknown } };

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode & { ref?: unknown }) => {
  const type = vnode.type as unknown as ComponentType | string;
  if (typeof type === 'function' && !type.prototype?.isReactComponent && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  previousVNodeHook?.(vnode);
};
