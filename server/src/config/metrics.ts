import { Type, type Static } from 'typebox';

/** GET /metrics: the token on the app's port, or a port of its own. */
export const MetricsEnv = Type.Object({
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 24,
      pattern: '^\\S+$',
      description: 'GET /metrics için en az 24 karakterlik, boşluksuz erişim anahtarı (Authorization: Bearer)',
    }),
  ),
  METRICS_PORT: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'ölçümlerin (GET /metrics) anahtarsız verileceği ayrı port (1-65535); yalnızca iç ağa açın',
    }),
  ),
});

export interface MetricsConfig {
  /** GET /metrics: behind `token` on the app's port, or open on `port` (an internal one); neither: not served. */
  metrics: { token: string | undefined; port: number | undefined };
}

export const metricsConfig = (e: Static<typeof MetricsEnv>): MetricsConfig => ({
  metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
});
