import { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import type { User } from '../../auth/entities/user.entity';

/**
 * Bull Board is plain Express middleware, outside Nest's guards, so it gets its own gate:
 * the same session cookie and JWT strategy as every API route (anonymous → 401, non-admin → 403),
 * answered in the API's JSON error shape.
 */
export function queueBoardAuth(req: Request, res: Response, next: NextFunction): void {
  passport.authenticate('jwt', { session: false }, (err: unknown, user: User | false) => {
    if (err) return next(err);
    if (!user) return void res.status(401).json({ statusCode: 401, message: 'Authentication required' });
    if (user.userType !== 'admin')
      return void res.status(403).json({ statusCode: 403, message: 'You do not have permission to do this' });
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (mutating && !req.headers['x-requested-with']) {
      return void res.status(403).json({ statusCode: 403, message: 'Missing X-Requested-With header' });
    }
    next();
  })(req, res, next);
}
