import type { JobDefinition } from './platform/jobs.js';

/** Every job kind of the product; modules add theirs here as they land (mail, option expiry, iCal sync). */
export function jobDefinitions(): JobDefinition[] {
  return [];
}
