import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that PostgreSQL wrote in the shape of the route's response schema, as it is (not parsed
 * and serialized again), as UTF-8 bytes made once. Sent as a string, Fastify measures its UTF-8 length and
 * the socket then encodes it, two passes over a string that holds Turkish letters (V8 keeps it two bytes a
 * character): a bare Fastify sent the occupancy of a month at 50 000 boats, 1.8 MB, at 75 answers a second
 * (p50 23 ms, 2 connections) as a string and at 117 (p50 14 ms) as bytes made per answer. (Through the
 * route the difference is within the noise of its statement, about 170 ms.)
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Buffer.from(text));
}
