import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';

const run = promisify(execFile);
const DOCUMENT = join(ROOT_DIR, 'openapi', 'openapi.json');
const bin = (name: string) => join(ROOT_DIR, 'node_modules', '.bin', name);
// Offline and quiet: no usage report, no update check.
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}
interface SpectralProblem {
  code: string;
  severity: number;
  message: string;
  path: string[];
}

/** A command that exits non-zero when it finds problems still printed its report. */
async function output(file: string, args: string[]): Promise<string> {
  try {
    return (await run(file, args, { cwd: ROOT_DIR, env, maxBuffer: 50 * 1024 * 1024 })).stdout;
  } catch (e) {
    const stdout = (e as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw e;
  }
}

describe('openapi/openapi.json lint', () => {
  it('has no error and no warning under Redocly’s recommended rules (redocly.yaml)', async () => {
    const report = JSON.parse(
      await output(bin('redocly'), ['lint', DOCUMENT, '--format=json', '--max-problems=1000']),
    ) as RedoclyReport;
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('has no error, warning, information or hint under Spectral’s spectral:oas rules (.spectral.yaml)', async () => {
    const report = JSON.parse(
      await output(bin('spectral'), ['lint', DOCUMENT, '--format=json', '--quiet']),
    ) as SpectralProblem[];
    expect(report.map((p) => `${p.severity} ${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
  });
});
