// The ports of an end-to-end run. TOVAR_E2E_PORT lets several checkouts run side by side; the OTLP
// receiver the telemetry tests read sits 1000 above it, and the e2e build sends browser logs there.
export const e2ePort = Number(process.env.TOVAR_E2E_PORT ?? 4399);
export const otlpReceiverPort = e2ePort + 1000;
export const otlpReceiverUrl = `http://127.0.0.1:${otlpReceiverPort}`;
