import { expect } from 'vitest';

/** given(events).when(command).then(events) / .thenThrows(code) for a pure decider. */
export function decider<S, E, C>(d: { decide: (c: C, s: S) => E[]; evolve: (s: S, e: E) => S; initial: S }) {
  return (given: E[]) => ({
    when: (command: C) => {
      const run = () => d.decide(command, given.reduce(d.evolve, d.initial));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string, message?: string | RegExp) => {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error, 'expected the command to be refused').toBeDefined();
          expect((error as { code?: string }).code).toBe(code);
          if (message) expect((error as Error).message).toMatch(message);
        },
      };
    },
  });
}
