import type { ESLint } from 'eslint';

export const KERNELS: string[];
export const ROOT_FOLDERS: string[];
export const FREE_IMPORTERS: string[];
export const PUBLIC_FILES: RegExp[];
export const MODULE_PUBLIC_FILES: Record<string, Record<string, string>>;
export const PENDING_CROSSINGS: { from: string; to: string; owner: string }[];
export function isPublicFile(path: string): boolean;
export function boundaryProblem(from: string, to: string): string | undefined;
export const moduleBoundaries: ESLint.Plugin;
