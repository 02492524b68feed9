import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * An error answer as the REST surface writes it (spec §8): `status`, and a body of just its code
 * and words. `message` may be a matcher (`expect.stringMatching(...)`) where the words vary.
 */
export function expectErrorAnswer(
  response: LightMyRequestResponse,
  status: number,
  error: string,
  message: unknown,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error, message });
}
