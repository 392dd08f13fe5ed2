import { SetMetadata } from '@nestjs/common';
import type { core, ZodType } from 'zod';

export const RESPONDS_KEY = 'groombook:responds';
export const READS_KEY = 'groombook:reads';

/**
 * The schema of libs/contracts the route's success answer follows, for the API's OpenAPI
 * document (classic zod or zod/mini, as the light contracts are). The handler must return that
 * schema's type: the compiler holds the two together.
 */
export function Responds<T>(schema: core.$ZodType<T>) {
  return <M extends (...args: never[]) => T | Promise<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    SetMetadata(RESPONDS_KEY, schema)(target, key, descriptor);
  };
}

/** What a route checks in its handler rather than with ValidQuery / ValidBody: its query's forms (one of them), its body. */
export interface ReadInput {
  query?: readonly ZodType[];
  body?: ZodType;
}

/**
 * For the OpenAPI document: the contracts a route checks its input with inside the handler
 * (a query answering one of several questions, a body whose refusals differ by field).
 */
export const Reads = (input: ReadInput) => SetMetadata(READS_KEY, input);
