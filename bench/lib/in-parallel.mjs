// For the benches that act as many people at once, a few at a time (log-ins, streams, requests).

/** Runs `task(item)` over `items`, `width` at a time. */
export async function inParallel(items, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
