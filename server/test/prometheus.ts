/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: string;
  value: number;
}

/**
 * Prometheus text: `# HELP`/`# TYPE` lines and samples `name{labels} value`, nothing else (a stray line
 * throws). A value is a float as Go reads it, NaN and Inf in any case (prom-client writes `Nan` for the
 * event loop's lag when no sample has been taken since the last scrape).
 */
export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.e+-]+|nan|[+-]?inf)$/i.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    const value = m[3]!.toLowerCase();
    const special: Record<string, number> = { nan: NaN, inf: Infinity, '+inf': Infinity, '-inf': -Infinity };
    samples.push({ name: m[1]!, labels: m[2] ?? '', value: value in special ? special[value]! : Number(m[3]) });
  }
  return samples;
}

/** The value of the sample named `name` whose labels include every `label="value"` given, or undefined. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels.includes(`${k}="${v}"`)),
  )?.value;
}
