import { describe, expect, it } from 'vitest';
import { backupProblems, segmentsWaiting } from './backup-health.js';
import type { BackupStatusRow, WalPosition } from './repository.js';

const NOW = new Date('2027-06-12T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const position = (currentWal: string): WalPosition => ({
  currentWal,
  segmentBytes: 16 * 1024 * 1024,
  archiveTimeoutSeconds: 300,
});
const row = (kind: 'base' | 'wal', r: Partial<BackupStatusRow> = {}): BackupStatusRow => ({
  kind,
  lastName: null,
  lastAt: null,
  lastSize: null,
  failedAt: null,
  failure: null,
  oldestRestorePoint: null,
  alertedAt: null,
  target: '/yedek',
  behindSince: null,
  ...r,
});
const healthyBase = row('base', { lastName: '20270612T003000Z', lastAt: minutesAgo(11 * 60), lastSize: 1000 });

describe('segmentsWaiting', () => {
  it('counts the finished segments between the last shipped and the one being written, across a log id and timelines', () => {
    expect(segmentsWaiting('000000010000000000000004', position('000000010000000000000005'))).toBe(0);
    expect(segmentsWaiting('000000010000000000000004', position('000000010000000000000008'))).toBe(3);
    expect(segmentsWaiting('0000000100000000000000FF', position('000000010000000100000001'))).toBe(1);
    expect(segmentsWaiting('000000010000000000000004', position('000000020000000000000006'))).toBe(1);
    expect(segmentsWaiting('00000002.history', position('000000020000000000000006'))).toBe(0);
    expect(segmentsWaiting(null, position('000000010000000000000006'))).toBe(0);
  });
});

describe('backupProblems', () => {
  it('finds nothing while no backup was ever attempted', () => {
    expect(backupProblems([row('base'), row('wal')], position('000000010000000000000009'), NOW)).toEqual([]);
  });

  it('reports a failed base backup with its message, and one older than 26 hours', () => {
    const failed = row('base', { ...healthyBase, failedAt: minutesAgo(5), failure: 'EACCES: izin yok' });
    expect(backupProblems([failed, row('wal')], undefined, NOW)).toEqual([
      {
        kind: 'base',
        text: expect.stringMatching(/^Temel yedek alınamadı \(12\.06\.2027 14:55.*\): EACCES: izin yok$/),
      },
    ]);
    const old = row('base', { ...healthyBase, lastAt: minutesAgo(27 * 60) });
    expect(backupProblems([old, row('wal')], undefined, NOW)[0]?.text).toMatch(/26 saatten eski/);
    expect(backupProblems([healthyBase, row('wal')], undefined, NOW)).toEqual([]);
  });

  it('reports the archive behind only once a finished segment has waited more than twice archive_timeout', () => {
    const wal = (behindSince: Date | null) =>
      row('wal', { lastName: '000000010000000000000004', lastAt: minutesAgo(30), lastSize: 10, behindSince });
    const at = position('000000010000000000000007');
    expect(backupProblems([healthyBase, wal(minutesAgo(9))], at, NOW)).toEqual([]);
    expect(backupProblems([healthyBase, wal(minutesAgo(11))], at, NOW)).toEqual([
      { kind: 'wal', text: expect.stringMatching(/^WAL arşivi geride: 2 dolu WAL dosyası 11 dakikadır/) },
    ]);
    // Shipped meanwhile: nothing waits any more, whatever the note says.
    expect(backupProblems([healthyBase, wal(minutesAgo(11))], position('000000010000000000000005'), NOW)).toEqual([]);
    const failing = row('wal', { ...wal(null), failedAt: minutesAgo(1), failure: 'kova yok' });
    expect(backupProblems([healthyBase, failing], at, NOW)[0]?.text).toMatch(
      /^WAL dosyaları arşive gönderilemiyor .*kova yok$/,
    );
  });
});
