type SchedulerWithYield = { yield?: () => Promise<void> };

/** Resolves in a later task, so what follows does not lengthen the current one (a long task blocks input). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
