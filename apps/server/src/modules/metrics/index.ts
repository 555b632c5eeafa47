export { registerMetricsRoutes } from './metrics.routes.js';
export { createMetrics } from './metrics.js';
export type { Metrics } from './metrics.js';
