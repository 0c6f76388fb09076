import { lstat, readdir, readlink, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { REACHABLE_ROOT } from '../src/platform/pg-binaries.js';

/**
 * Removes a test's folder and the embedded clusters it links to. As root, a cluster whose folder the
 * postgres user cannot reach lives under REACHABLE_ROOT/clusters with a link in its place
 * (`platform/pg-folder.ts`); removing the folder alone removes the link and leaves the cluster (about
 * 120 MB each: a backup test's three a run had grown to 21 GB on a developer's machine).
 */
export async function removeWithClusters(dir: string): Promise<void> {
  const clusters = join(REACHABLE_ROOT, 'clusters');
  const linked: string[] = [];
  const walk = async (folder: string, depth: number): Promise<void> => {
    for (const entry of await readdir(folder).catch(() => [])) {
      const path = join(folder, entry);
      const stat = await lstat(path).catch(() => undefined);
      if (stat?.isSymbolicLink()) {
        const target = resolve(dirname(path), await readlink(path));
        if (target.startsWith(`${clusters}/`)) linked.push(target);
      } else if (stat?.isDirectory() && depth > 0) await walk(path, depth - 1);
    }
  };
  await walk(dir, 2);
  for (const target of linked) await rm(target, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
}
