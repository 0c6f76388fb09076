// The embedded PostgreSQL's superuser password: drawn at random when the cluster is made, kept in a
// 0600 file inside the cluster's folder. Plain JavaScript so the server, the tests, the e2e setup and the
// benches (.mjs) read it through this one module.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded cluster's superuser. */
export const SUPERUSER = 'postgres';
/** The file in the cluster's folder that holds the superuser's password. */
export const SUPERUSER_PASSWORD_FILE = 'superuser.password';

/** The superuser's password of the embedded cluster in `clusterDir` (DATA_DIR/pg for the server). */
export function embeddedSuperuserPassword(clusterDir) {
  return readFileSync(join(clusterDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
}

/** The superuser's URL of a database of the embedded cluster in `clusterDir`, listening on `port`. */
export function embeddedSuperuserUrl(clusterDir, port, database = 'fethiye') {
  const password = encodeURIComponent(embeddedSuperuserPassword(clusterDir));
  return `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${database}`;
}
