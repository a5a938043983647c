import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, MESSAGES } from './auth.constants';
import { User } from './entities/user.entity';
import { verifyPassword } from './password.hasher';
import { RateLimiterService } from './rate-limiter.service';

/** Sign-in: credentials check with brute-force limits per IP and per account. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly limiter: RateLimiterService,
  ) {}

  /** Finds the account by username, else by e-mail (e-mails are stored lower-case). */
  private async findByLogin(identifier: string): Promise<User | null> {
    const found = await this.users.find({
      where: [{ username: identifier }, { email: identifier.toLowerCase() }],
      take: 2,
    });
    return found.find((u) => u.username === identifier) ?? found[0] ?? null;
  }

  /**
   * Returns the signed-in user, or throws 401 (wrong credentials), 403 (account not active; only told
   * to someone who knows the password), 429 (too many failures) or 503 (limiter unavailable).
   */
  async login(usernameOrEmail: string, password: string, ip: string): Promise<User> {
    const identifier = usernameOrEmail.trim();
    await this.limiter.assertBelow(LOGIN_FAILURES_PER_IP, ip, MESSAGES.tooManyLogins);
    const user = await this.findByLogin(identifier);
    const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
    await this.limiter.assertBelow(LOGIN_FAILURES_PER_ACCOUNT, account, MESSAGES.tooManyLogins);

    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limiter.hit(LOGIN_FAILURES_PER_IP, ip);
      await this.limiter.hit(LOGIN_FAILURES_PER_ACCOUNT, account);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    if (user.enrollmentStatus !== 'active') throw new ForbiddenException(MESSAGES.accountNotActive);

    await this.limiter.reset(LOGIN_FAILURES_PER_ACCOUNT, account);
    user.lastLoginAt = new Date();
    await this.users.update({ id: user.id }, { lastLoginAt: user.lastLoginAt });
    return user;
  }
}
