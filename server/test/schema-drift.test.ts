import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dumpSchema, SCHEMA_FILE, schemaFacts } from '../../scripts/schema-dump.mjs';
import { createTestDatabase } from './db.js';

const FIX = 'run `npm run schema:dump` and commit migrations/schema.sql';

// migrations/schema.sql is the schema the migrations build, dumped by `npm run schema:dump`. The test
// database is a clone of the template the global setup migrated, so dumping it costs a few catalog queries.
describe('migrations/schema.sql', () => {
  it('is the schema the migrations build', async (ctx) => {
    const migrated = await createTestDatabase();
    // The file is PostgreSQL 18's text (the embedded server's); another major (DATABASE_URL) may print it otherwise.
    const [server] = await migrated.owner.sql<{ major: number }[]>`
      select current_setting('server_version_num')::int / 10000 as major`;
    if (server?.major !== 18) ctx.skip();
    const committed = await readFile(fileURLToPath(new URL(`../../${SCHEMA_FILE}`, import.meta.url)), 'utf8').catch(
      () => '(missing)',
    );
    expect(committed, `${SCHEMA_FILE} differs from the migrated schema: ${FIX}`).toBe(
      await dumpSchema(migrated.owner.url),
    );
  });

  it('holds the whole schema: loaded into an empty database it builds the same catalog', async () => {
    const [migrated, loaded] = await Promise.all([createTestDatabase(), createTestDatabase({ migrated: false })]);
    await loaded.owner.sql.unsafe(await dumpSchema(migrated.owner.url));
    // A difference here is something scripts/schema-dump.mjs does not write yet: teach it, then dump again.
    expect(await schemaFacts(loaded.owner.url)).toEqual(await schemaFacts(migrated.owner.url));
  });
});
