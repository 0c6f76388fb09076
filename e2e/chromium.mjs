// The Chromium the browser tests (e2e/) and the benches (bench/pages.mjs, bench/lighthouse.mjs) drive,
// in this order: CHROMIUM_PATH; /usr/bin/chromium when present (Debian's package); otherwise the
// chrome-headless-shell inside the @sparticuz/chromium devDependency, so `npm test` needs nothing but Node.
//
// That build is inflated once per version into node_modules/.cache/ (not /tmp, where the package's own
// executablePath() puts it under a fixed, version-less name): the binary, the NSS/NSPR/expat libraries it
// links against (bin/al2023.tar.br; the package only inflates them on AWS Lambda), and its Open Sans fonts
// (Latin Extended: ş ğ ı İ). The browser process, and only it, gets LD_LIBRARY_PATH on those libraries and
// a fontconfig file listing only those fonts, so no system library or font is needed or picked up.
// SwiftShader (WebGL) is left out: every launch here disables the GPU.
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';

/** Flags every launch here uses (e2e adds its own). */
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu'];

/**
 * @typedef {object} ResolvedChromium
 * @property {string} executablePath
 * @property {Record<string, string | undefined>} env environment for the browser process (process.env plus what it needs)
 * @property {string[]} args flags for every launch
 * @property {string} source where it comes from, for messages
 */

/** @type {Promise<ResolvedChromium> | undefined} */
let resolving;

/**
 * Finds (and on first use inflates) the Chromium to launch: pass `executablePath`, `env` and `args` to
 * playwright's launch options, or `chromePath`, `envVars` and `chromeFlags` to chrome-launcher.
 * @returns {Promise<ResolvedChromium>}
 */
export function resolveChromium() {
  resolving ??= find().catch((error) => {
    resolving = undefined;
    throw error;
  });
  return resolving;
}

/** @returns {Promise<ResolvedChromium>} */
async function find() {
  const env = { ...process.env };
  if (process.env.CHROMIUM_PATH)
    return { executablePath: process.env.CHROMIUM_PATH, env, args: BASE_ARGS, source: 'CHROMIUM_PATH' };
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', env, args: BASE_ARGS, source: '/usr/bin/chromium' };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium: @sparticuz/chromium ships a Linux x64 build only (this is ${process.platform} ${process.arch}); set CHROMIUM_PATH`,
    );
  }
  const dir = await inflated();
  const lib = join(dir, 'lib');
  return {
    executablePath: join(dir, 'chromium'),
    env: {
      ...env,
      LD_LIBRARY_PATH: env.LD_LIBRARY_PATH ? `${lib}:${env.LD_LIBRARY_PATH}` : lib,
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
    },
    args: BASE_ARGS,
    source: dir,
  };
}

/** The package's folder, found from its entry point (its `exports` hide package.json). */
function packageDir() {
  const require = createRequire(import.meta.url);
  let dir;
  try {
    dir = dirname(require.resolve('@sparticuz/chromium'));
  } catch (error) {
    throw new Error(
      'No Chromium: no CHROMIUM_PATH, no /usr/bin/chromium and the devDependency @sparticuz/chromium is not installed (npm install)',
      { cause: error },
    );
  }
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== '@sparticuz/chromium'
  ) {
    const up = dirname(dir);
    if (up === dir) throw new Error('@sparticuz/chromium: package.json not found');
    dir = up;
  }
  return dir;
}

/**
 * node_modules/.cache/sparticuz-chromium-<version>/ with chromium, lib/, fonts/ and fonts.conf; inflated
 * into a scratch folder renamed into place when complete, so concurrent first uses never see half a build.
 * @returns {Promise<string>}
 */
async function inflated() {
  const pkg = packageDir();
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const dir = join(pkg, '..', '..', '.cache', `sparticuz-chromium-${version}`);
  if (existsSync(dir)) return dir;
  const bin = join(pkg, 'bin');
  const scratch = `${dir}.${process.pid}-${Date.now()}`;
  await mkdir(scratch, { recursive: true });
  try {
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(scratch, 'chromium')),
    );
    await chmod(join(scratch, 'chromium'), 0o755);
    await untar(join(bin, 'al2023.tar.br'), scratch); // lib/libnss3.so, libnspr4.so, libexpat.so.1, …
    await untar(join(bin, 'fonts.tar.br'), scratch); // fonts/Open_Sans/*.ttf (and the package's Lambda fonts.conf)
    const xml = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    await writeFile(
      join(scratch, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${xml(join(dir, 'fonts'))}</dir>\n  <cachedir>${xml(join(dir, 'fonts-cache'))}</cachedir>\n</fontconfig>\n`,
    );
    try {
      await rename(scratch, dir);
    } catch (error) {
      // Another process finished first: its copy is as good as ours.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Extracts a brotli-compressed tar of regular files and folders (the package's archives are a few MB).
 * @param {string} file
 * @param {string} into
 */
async function untar(file, into) {
  const tar = brotliDecompressSync(readFileSync(file));
  /** @type {(header: Buffer, start: number, length: number) => string} */
  const field = (header, start, length) =>
    header
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    const target = resolve(into, name);
    if (!target.startsWith(`${resolve(into)}${sep}`)) throw new Error(`${file}: entry outside the archive: ${name}`);
    if (type === '5') await mkdir(target, { recursive: true });
    else if (type === '0') {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, tar.subarray(at + 512, at + 512 + size));
    } else throw new Error(`${file}: unsupported tar entry type ${type} (${name})`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}
