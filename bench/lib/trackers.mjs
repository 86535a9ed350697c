// For bench/ingest: many vehicles with trackers on the demo transporters (through the API, as a
// dispatcher would add them), and a steady stream of positions with each request's latency.

export const transporters = [
  'dispatch@balkancargo.example',
  'info@drinatrans.example',
  'office@alpenlogistik.example',
  'kontakt@vardarexpress.example',
];

async function call(url, path, input, token) {
  const response = await fetch(`${url}/api/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ json: input }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(body.error?.json?.message ?? body)}`);
  return body.result.data.json;
}

/** Adds `perCompany` vehicles to each demo transporter; returns their tracker ids. */
export async function addTrackers(url, perCompany = 80) {
  const ids = [];
  for (const [c, email] of transporters.entries()) {
    const { token } = await call(url, 'auth.login', { email, password: 'demo1234' });
    for (let i = 0; i < perCompany; i++) {
      const trackerId = `bench-${c}-${i}`;
      await call(
        url,
        'fleet.create',
        {
          name: `Bench van ${i}`,
          plate: `BN ${c}${i}-X`,
          type: 'VAN',
          capacityKg: 1200,
          cargoLengthCm: 400,
          cargoWidthCm: 180,
          cargoHeightCm: 190,
          trackerId,
        },
        token,
      );
      ids.push(trackerId);
    }
  }
  return ids;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Sends `rate` requests a second for `seconds` (in 10 ms ticks) and measures each one's latency; `onSent(path, sentAt)` hears each send. */
export async function paced(url, nextPath, rate, seconds, onSent = () => undefined) {
  const latencies = [];
  const pending = [];
  let failed = 0;
  const started = performance.now();
  const perTick = rate / 100;
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 10) * perTick);
    for (; sent < due; sent++) {
      const t0 = performance.now();
      const path = nextPath();
      onSent(path, t0);
      pending.push(
        fetch(`${url}${path}`)
          .then(async (response) => {
            await response.arrayBuffer();
            if (response.ok) latencies.push(performance.now() - t0);
            else failed += 1;
          })
          .catch(() => (failed += 1)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), perSecond: latencies.length / elapsed, failed };
}
