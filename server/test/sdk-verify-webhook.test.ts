import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../packages/client/src/verify-webhook.js';
import { newSecret, signedHeaders } from '../src/webhooks/signature.js';

// The test vector of the Standard Webhooks specification.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  headers: {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  body: '{"test": 2432232314}',
};
const AT = new Date(1614265330 * 1000);

describe("the SDK's verifyWebhook", () => {
  it("accepts the specification's test vector, in a plain object or a Headers, as text or bytes", async () => {
    expect(await verifyWebhook(VECTOR.secret, VECTOR.headers, VECTOR.body, { now: AT })).toEqual({ test: 2432232314 });
    const headers = new Headers(VECTOR.headers);
    const bytes = new TextEncoder().encode(VECTOR.body);
    expect(await verifyWebhook(VECTOR.secret, headers, bytes, { now: AT })).toEqual({ test: 2432232314 });
    // Node's IncomingHttpHeaders: lower-case names, a repeated header as an array.
    const node = { ...VECTOR.headers, 'webhook-signature': [VECTOR.headers['webhook-signature']] };
    expect(await verifyWebhook(VECTOR.secret, node, VECTOR.body, { now: AT })).toEqual({ test: 2432232314 });
  });

  it('refuses a changed body, another secret, a replay outside the tolerance and missing headers', async () => {
    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(WebhookVerificationError);
    await refused(verifyWebhook(VECTOR.secret, VECTOR.headers, '{"test": 2432232315}', { now: AT }));
    await refused(verifyWebhook(newSecret(), VECTOR.headers, VECTOR.body, { now: AT }));
    await refused(verifyWebhook(VECTOR.secret, VECTOR.headers, VECTOR.body, { now: new Date(AT.getTime() + 301_000) }));
    await refused(verifyWebhook(VECTOR.secret, VECTOR.headers, VECTOR.body, { now: new Date(AT.getTime() - 301_000) }));
    expect(
      await verifyWebhook(VECTOR.secret, VECTOR.headers, VECTOR.body, {
        now: new Date(AT.getTime() + 3_600_000),
        toleranceSeconds: 3_601,
      }),
    ).toEqual({ test: 2432232314 });
    const { 'webhook-id': _id, ...noId } = VECTOR.headers;
    await refused(verifyWebhook(VECTOR.secret, noId, VECTOR.body, { now: AT }));
    await refused(
      verifyWebhook(VECTOR.secret, { ...VECTOR.headers, 'webhook-signature': 'v1a,abc v2,xyz' }, VECTOR.body, {
        now: AT,
      }),
    );
  });

  it("verifies what the server's signer signs, with either secret during a rotation", async () => {
    const [current, previous] = [newSecret(), newSecret()];
    const body = JSON.stringify({
      type: 'availability.changed',
      timestamp: AT.toISOString(),
      data: { boatId: 3, ranges: [] },
    });
    const headers = signedHeaders([current, previous], 'a3bb189e-8bf9-3888-9912-ace4e6543002', 1614265330, body);
    for (const secret of [current, previous])
      expect(await verifyWebhook(secret, headers, body, { now: AT })).toMatchObject({ type: 'availability.changed' });
  });
});
