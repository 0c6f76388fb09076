// The availability feature's public file: what other features may use (the booking form checks its dates).
export { useAvailability } from './api/get-availability';
export { isTaken, nearestFreeRange } from './lib/free-range';
