import { Suspense, lazy, useState, type ComponentType } from 'react';

interface Openable {
  /** What is open; null while closed. */
  id: string | null;
}

/**
 * A dialog whose code loads when it first opens (issue 23): most visits to a list never open one,
 * so its dialog, bids and panels stay out of the page's first load. Once loaded it stays mounted,
 * for its closing animation and the next opening. Closed on the server and while hydrating, it
 * renders nothing, so both renders match.
 */
export function lazyUntilOpen<P extends Openable>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyUntilOpen(props: P) {
    const [wanted, setWanted] = useState(false);
    if (props.id !== null && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyUntilOpen;
}
