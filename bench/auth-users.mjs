// Login and GET /v1/admin/users throughput and latency against the started server, beside a
// bare Fastify hello-world measured in the same run. Run: npm run bench -- auth-users
import { login, measure, report, startHelloWorld, startServer } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startServer();
const hello = await startHelloWorld();
try {
  const token = await login(server.url);
  const rows = [];
  rows.push(await measure('hello-world (bare Fastify)', { url: hello.url, duration: DURATION }));
  rows.push(
    await measure('GET /v1/admin/users', {
      url: `${server.url}/v1/admin/users?skip=0&take=10`,
      headers: { authorization: `Bearer ${token}` },
      duration: DURATION,
    }),
  );
  rows.push(
    await measure('POST /v1/auth/login (scrypt)', {
      url: `${server.url}/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-parola-123' }),
      duration: DURATION,
    }),
  );
  const users = rows[1]['req/s'];
  report('Auth and users (2 cores shared by server, Postgres and load generator)', rows, {
    'admin/users vs hello-world': `${Math.round((users / rows[0]['req/s']) * 100)}%`,
    'server peak RSS': `${server.peakRssMb()} MB`,
  });
} finally {
  hello.stop();
  await server.stop();
}
