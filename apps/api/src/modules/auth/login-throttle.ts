import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from '../../lib/failure-counter.ts';

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

/**
 * Brute-force protection for sign-in: failed attempts are counted per account (e-mail) and per client
 * (request.ip, which follows X-Forwarded-For only behind a configured trusted proxy). Past either
 * limit, sign-in answers 429 until the window ends, even with the right password, so guessing stops
 * paying off. A successful sign-in clears the account's count.
 */
export class LoginThrottle {
  private readonly counter: FailureCounter;

  constructor(
    app: FastifyInstance,
    private readonly limits: AppConfig['loginThrottle'],
  ) {
    this.counter = app.redis
      ? redisFailureCounter(app.redis, limits.windowMs, 'store-login:')
      : memoryFailureCounter(limits.windowMs);
  }

  /** Throws 429 when the account or the client has used up its failures. */
  async check(email: string, ip: string): Promise<void> {
    const [account, client] = await Promise.all([
      this.counter.count(`account:${email}`),
      this.counter.count(`client:${ip}`),
    ]);
    if (account >= this.limits.perAccount || client >= this.limits.perClient) {
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS);
    }
  }

  async failed(email: string, ip: string): Promise<void> {
    await Promise.all([this.counter.record(`account:${email}`), this.counter.record(`client:${ip}`)]);
  }

  async succeeded(email: string): Promise<void> {
    await this.counter.reset(`account:${email}`);
  }
}
