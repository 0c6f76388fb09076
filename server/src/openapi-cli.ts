import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ROOT_DIR } from './config.js';
import { generateOpenApi } from './openapi.js';

const target = resolve(ROOT_DIR, 'openapi', 'openapi.json');
await writeFile(target, await generateOpenApi());
process.stdout.write(`${target} yazıldı\n`);
