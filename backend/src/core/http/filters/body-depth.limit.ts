import { NextFunction, Request, Response } from 'express';

/** Deeper than any request of ours; a hostile body nested thousands deep would overflow the validator's stack. */
export const MAX_BODY_DEPTH = 32;

function deeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses parsed JSON bodies nested deeper than MAX_BODY_DEPTH with 400 (instead of a stack overflow and a 500). */
export function limitBodyDepth(req: Request, res: Response, next: NextFunction) {
  if (req.body && typeof req.body === 'object' && deeperThan(req.body, MAX_BODY_DEPTH)) {
    res.status(400).json({ statusCode: 400, message: 'Request body is nested too deeply' });
    return;
  }
  next();
}
