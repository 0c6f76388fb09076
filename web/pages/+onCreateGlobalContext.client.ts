import { nextTask } from '@/lib/next-task';

/**
 * Vike evaluates the framework bundle and then, in the same task, reads the page context from the HTML,
 * routes and loads the page's modules. Waiting here (vike awaits this hook once, at start) puts the two
 * halves in separate tasks, so neither blocks input as long as both would.
 */
export async function onCreateGlobalContext(): Promise<void> {
  await nextTask();
}
