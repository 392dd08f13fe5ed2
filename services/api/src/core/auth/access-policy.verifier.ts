import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { ACCESS_POLICY } from './access-policy';
import { ACCESS_KEY } from './access.decorator';

/** Lists every route handler with the access key it declares (undefined when it declares none). */
export function collectRouteAccess(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector) {
  const routes: { route: string; key: string | undefined }[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method] as (...args: unknown[]) => unknown;
      if (reflector.get(PATH_METADATA, handler) === undefined) continue;
      routes.push({ route: `${wrapper.name}.${method}`, key: reflector.get<string | undefined>(ACCESS_KEY, handler) });
    }
  }
  return routes;
}

/** Refuses to start when a route declares no access policy, or names one the table lacks. */
@Injectable()
export class AccessPolicyVerifier implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const bad = collectRouteAccess(this.discovery, this.scanner, this.reflector).filter(
      ({ key }) => !key || !(key in ACCESS_POLICY),
    );
    if (bad.length > 0) {
      throw new Error(`Routes without a valid @Access policy: ${bad.map((r) => r.route).join(', ')}`);
    }
  }
}
