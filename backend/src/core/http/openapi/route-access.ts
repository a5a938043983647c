import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { UserType } from '../../auth/session-user';
import { NO_XHR_HEADER } from '../decorators/no-xhr-header.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES } from '../decorators/roles.key';

export interface RouteAccess {
  public: boolean;
  roles: UserType[] | null;
  noXhrHeader: boolean;
}

const join = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  ).replace(/:(\w+)/g, '{$1}');

/**
 * Who may call each route, read from the same decorators the guards read (@Public, @Roles,
 * @AllowWithoutXhrHeader), keyed "get /api/campaigns/{id}" like the OpenAPI document's paths.
 */
export function routeAccess(app: INestApplication, prefix: string): Map<string, RouteAccess> {
  const out = new Map<string, RouteAccess>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!ctrl) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, ctrl) as string | string[] | undefined) ?? '';
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = (ctrl.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const meta = <T>(key: string) =>
          (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, ctrl) as T | undefined);
        for (const b of [base].flat())
          for (const p of [path].flat())
            out.set(`${RequestMethod[method].toLowerCase()} ${join(prefix, b, p)}`, {
              public: meta<boolean>(IS_PUBLIC) === true,
              roles: meta<UserType[]>(ROLES) ?? null,
              noXhrHeader: meta<boolean>(NO_XHR_HEADER) === true,
            });
      }
    }
  }
  return out;
}
