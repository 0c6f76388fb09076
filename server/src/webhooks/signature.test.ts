import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSecret, secretKey, sign, signedHeaders } from './signature.js';

// The test vector of the Standard Webhooks specification (its reference libraries' own test).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signatures', () => {
  it("signs the specification's test vector as its reference libraries do", () => {
    expect(sign(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
    // The secret without its prefix is the same key.
    expect(sign(VECTOR.secret.slice('whsec_'.length), VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('keys the HMAC with the decoded bytes after whsec_, not the text', () => {
    expect(secretKey(VECTOR.secret)).toHaveLength(24);
    const fromText = createHmac('sha256', VECTOR.secret)
      .update(`${VECTOR.id}.${VECTOR.timestamp}.${VECTOR.body}`)
      .digest('base64');
    expect(`v1,${fromText}`).not.toBe(VECTOR.signature);
  });

  it('makes secrets of 32 random bytes, each different', () => {
    const a = newSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretKey(a)).toHaveLength(32);
    expect(newSecret()).not.toBe(a);
  });

  it('puts one space-separated signature per secret in the header, the current one first', () => {
    const other = newSecret();
    const headers = signedHeaders([VECTOR.secret, other], VECTOR.id, VECTOR.timestamp, VECTOR.body);
    expect(headers).toEqual({
      'webhook-id': VECTOR.id,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': `${VECTOR.signature} ${sign(other, VECTOR.id, VECTOR.timestamp, VECTOR.body)}`,
    });
  });
});
