import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

describe('group commit', () => {
  it('writes what arrives together once, and what arrives during a write in the next', async () => {
    const writes: number[][] = [];
    let release: (() => void) | undefined;
    const group = createGroupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    }, 5);
    const first = [group.add(1), group.add(2), group.add(3)];
    await expect.poll(() => writes.length).toBe(1);
    const second = [group.add(4), group.add(5)];
    release!();
    await Promise.all([...first, ...second]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every caller of a failed write, and only them', async () => {
    let calls = 0;
    const group = createGroupCommit<string>(async (items) => {
      calls++;
      if (items.includes('bozuk')) throw new Error('yazılamadı');
    }, 5);
    const failed = [group.add('a'), group.add('bozuk')];
    await expect(Promise.all(failed)).rejects.toThrow('yazılamadı');
    await expect(failed[0]).rejects.toThrow('yazılamadı');
    await expect(group.add('b')).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
