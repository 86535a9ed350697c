import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import { ATTR_DEPLOYMENT_ENVIRONMENT_NAME, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { version } from '../../../package.json';
import { logBatching, logRecordLimits } from './telemetry-limits';

/** The logs SDK as the spec sets it up: the frontend's resource, the record limits and the batching. */
export function createLogProvider(exporter: LogRecordExporter): LoggerProvider {
  return new LoggerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'frontend',
      [ATTR_SERVICE_VERSION]: version,
      [ATTR_DEPLOYMENT_ENVIRONMENT_NAME]: 'production',
    }),
    logRecordLimits,
    processors: [new BatchLogRecordProcessor({ exporter, ...logBatching })],
  });
}
