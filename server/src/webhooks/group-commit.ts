/**
 * Records gathered from many concurrent callers into one write: the first to arrive opens a short window,
 * what arrives meanwhile joins it, and `write` gets them all at once (one transaction, one commit, instead
 * of one per record). One write at a time; what arrives during it goes into the next. Each caller's
 * promise settles with its group's write, so a failed write fails every caller in it.
 */
export function createGroupCommit<T>(write: (items: T[]) => Promise<void>, windowMs: number) {
  let waiting: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    if (writing) await writing.catch(() => {});
    const group = waiting;
    waiting = [];
    if (group.length === 0) return;
    writing = write(group.map((g) => g.item));
    try {
      await writing;
      for (const g of group) g.resolve();
    } catch (err) {
      for (const g of group) g.reject(err);
    } finally {
      writing = undefined;
      if (waiting.length > 0 && !timer) timer = setTimeout(() => void flush(), windowMs);
    }
  };

  return {
    add(item: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!timer && !writing) timer = setTimeout(() => void flush(), windowMs);
      });
    },
  };
}
