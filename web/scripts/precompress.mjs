// Writes .br and .gz beside every compressible built asset, so the server sends them without
// compressing per request (@fastify/static `preCompressed`). Runs after `vike build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= 1024) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(assets);
process.stdout.write(`precompressed ${files} assets (br, gz)\n`);
