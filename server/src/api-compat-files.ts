import { resolve } from 'node:path';
import { ROOT_DIR } from './config.js';

/** Where the `/v1` contract's baseline and its log live (`api-compat-cli.ts` writes them, a test reads them). */
export const BASELINE = resolve(ROOT_DIR, 'openapi', 'baseline', 'v1.json');
export const CURRENT = resolve(ROOT_DIR, 'openapi', 'openapi.json');
export const CHANGELOG = resolve(ROOT_DIR, 'CHANGELOG.md');
export const LOG_MARKER = '<!-- contract-log: newest first; `npm run contract:accept` adds a line here -->';
