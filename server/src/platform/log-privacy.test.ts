import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import { errForLog, maskEmails, urlForLog } from './log-privacy.js';

describe('log lines without personal data', () => {
  it('masks personal query values and addresses in URLs, leaving the rest readable', () => {
    expect(urlForLog('/v1/admin/reservations?customer_name=Deniz%20Y%C4%B1ld%C4%B1z&take=5')).toBe(
      '/v1/admin/reservations?customer_name=***&take=5',
    );
    expect(urlForLog('/v1/admin/users?q=deniz%40example.com&skip=0')).toBe('/v1/admin/users?q=***&skip=0');
    expect(urlForLog('/v1/yok/deniz@example.com/x?x=1')).toBe('/v1/yok/***/x?x=1');
    expect(urlForLog('/yok?x=1')).toBe('/yok?x=1');
    expect(urlForLog('/v1/search?q=gulet&customer_name=')).toBe('/v1/search?q=gulet&customer_name=');
  });

  it('masks addresses in SMTP answers', () => {
    expect(
      maskEmails("Can't send mail - all recipients were rejected: 550 <Deniz.Yildiz+x@Example.com>: alıcı bulunamadı"),
    ).toBe("Can't send mail - all recipients were rejected: 550 <[e-posta]>: alıcı bulunamadı");
  });

  it('drops the failing row PostgreSQL writes into an error (detail), keeping what locates the error', async () => {
    const db = await createTestDatabase();
    const err =
      await db.sql`insert into contact_messages (name, email, phone, subject, message) values ('Deniz Yıldız', 'deniz@example.com', '+90 532 111 22 33', 'Konu', null)`.catch(
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).toContain('deniz@example.com');
    const logged = errForLog(err) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    for (const value of ['Deniz', 'deniz@example.com', '532 111']) expect(text).not.toContain(value);
    expect(logged).toMatchObject({ code: '23502', table_name: 'contact_messages', column_name: 'message' });
    expect(logged.message).toContain('null value in column "message"');
  });

  it('masks addresses in messages of errors logged as plain objects', () => {
    expect(errForLog({ message: 'bağlantı deniz@example.com için koptu', code: 'X' })).toEqual({
      message: 'bağlantı [e-posta] için koptu',
      code: 'X',
    });
  });
});
