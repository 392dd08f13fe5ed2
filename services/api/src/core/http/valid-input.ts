import { Body, Param, Query } from '@nestjs/common';
import type { ZodType } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/**
 * A request part checked by its schema of libs/contracts: the handler receives the parsed
 * value, and anything the schema refuses is answered 400 before the handler runs.
 * `@ValidBody(createCustomerRequestSchema) body: CreateCustomerRequest`
 */
export const ValidBody = <T>(schema: ZodType<T>): ParameterDecorator => Body(new ZodValidationPipe(schema));
export const ValidQuery = <T>(schema: ZodType<T>): ParameterDecorator => Query(new ZodValidationPipe(schema));
export const ValidParams = <T>(schema: ZodType<T>): ParameterDecorator => Param(new ZodValidationPipe(schema));
