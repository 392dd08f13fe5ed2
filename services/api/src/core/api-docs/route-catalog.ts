import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { z, type core, type ZodType } from 'zod';
import type { AccessKey } from '../auth/access-policy';
import { ACCESS_KEY } from '../auth/access.decorator';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { READS_KEY, RESPONDS_KEY, type ReadInput } from './api-docs.decorators';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** One route the API serves, as its controller declares it. */
export interface CatalogRoute {
  method: HttpMethod;
  /** As routed, with Nest's `:name` parameters. */
  path: string;
  access: AccessKey;
  /** The controller's class and method, for an operation id. */
  handler: string;
  /** The success status (`@HttpCode`, else 201 for POST and 200 for the rest). */
  status: number;
  body: ZodType | null;
  query: ZodType | null;
  params: ZodType | null;
  response: core.$ZodType | null;
}

const METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.HEAD]: 'head',
  [RequestMethod.OPTIONS]: 'options',
};

/** The order a path's methods are listed in: reading first, then writing. */
const METHOD_ORDER: HttpMethod[] = ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'];

interface RouteArgument {
  index: number;
  pipes?: unknown[];
}

function joinPath(prefix: string, path: string): string {
  const parts = [prefix, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter((part) => part.length > 0);
  return `/${parts.join('/')}`;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : ['/'];
}

/** The schema a ValidBody / ValidQuery / ValidParams argument of the handler checks with, by its kind. */
function schemaOf(args: Record<string, RouteArgument>, kind: RouteParamtypes): ZodType | null {
  for (const [key, argument] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== kind) continue;
    const pipe = argument.pipes?.find((candidate) => candidate instanceof ZodValidationPipe);
    if (pipe instanceof ZodValidationPipe) return pipe.schema;
  }
  return null;
}

/**
 * Every route of every controller, read from Nest's own metadata: its method and path, its
 * access key, and the schemas its ValidBody / ValidQuery / ValidParams arguments check with.
 * A new route appears here as soon as its controller is in a module.
 */
export function collectRoutes(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const controller = instance.constructor;
    const prefixes = asList(reflector.get(PATH_METADATA, controller));
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const paths = reflector.get<unknown>(PATH_METADATA, handler);
      if (paths === undefined) continue;
      const method = METHODS[reflector.get<RequestMethod>(METHOD_METADATA, handler)];
      const access = reflector.get<AccessKey | undefined>(ACCESS_KEY, handler);
      if (!method || !access) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>;
      const status = reflector.get<number | undefined>(HTTP_CODE_METADATA, handler) ?? (method === 'post' ? 201 : 200);
      const reads = reflector.get<ReadInput | undefined>(READS_KEY, handler);
      const readQuery = reads?.query && reads.query.length > 0 ? (reads.query.length === 1 ? reads.query[0] : z.union(reads.query)) : undefined;
      for (const prefix of prefixes) {
        for (const path of asList(paths)) {
          routes.push({
            method,
            path: joinPath(prefix, path),
            access,
            handler: `${controller.name}.${name}`,
            status,
            body: schemaOf(args, RouteParamtypes.BODY) ?? reads?.body ?? null,
            query: schemaOf(args, RouteParamtypes.QUERY) ?? readQuery ?? null,
            params: schemaOf(args, RouteParamtypes.PARAM),
            response: reflector.get<core.$ZodType | undefined>(RESPONDS_KEY, handler) ?? null,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}
