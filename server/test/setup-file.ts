import { afterAll } from 'vitest';
import { stopServerProcesses } from './processes.js';

// Runs before each server test file, also when files share a worker's module graph (isolate: false).
afterAll(stopServerProcesses);
