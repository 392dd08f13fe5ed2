// @ts-nocheck -- '#zod-json-schema-processors' is an alias of the browser builds (index.mjs), unknown to tsc.
/**
 * What zod's classic schemas (zod/v4/classic/schemas.js) import of its JSON Schema conversion, for
 * the browser builds (libs/federation/src/index.mjs replaces those two imports with this module).
 * Every schema carries a `toJSONSchema()` method and a processor per type, so a bundle holding any
 * schema holds the whole converter (about 5 KB gzip), which no page uses: the contracts' JSON
 * Schema is made by Node (the compatibility snapshot). Here the converters throw when called; the
 * check aggregation the schemas' `minLength`, `maxValue`... getters read is zod's own.
 */
export { aggregateChecks } from '#zod-json-schema-processors';

function unavailable() {
  throw new Error('JSON Schema conversion is not part of the browser build');
}

/** The methods a schema is given (`toJSONSchema()`, `~standard.jsonSchema`): made, but they throw when called. */
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;

/** The per-type processors, called only by a conversion. */
export {
  unavailable as anyProcessor,
  unavailable as arrayProcessor,
  unavailable as bigintProcessor,
  unavailable as booleanProcessor,
  unavailable as catchProcessor,
  unavailable as customProcessor,
  unavailable as dateProcessor,
  unavailable as defaultProcessor,
  unavailable as enumProcessor,
  unavailable as fileProcessor,
  unavailable as functionProcessor,
  unavailable as intersectionProcessor,
  unavailable as lazyProcessor,
  unavailable as literalProcessor,
  unavailable as mapProcessor,
  unavailable as nanProcessor,
  unavailable as neverProcessor,
  unavailable as nonoptionalProcessor,
  unavailable as nullProcessor,
  unavailable as nullableProcessor,
  unavailable as numberProcessor,
  unavailable as objectProcessor,
  unavailable as optionalProcessor,
  unavailable as pipeProcessor,
  unavailable as prefaultProcessor,
  unavailable as promiseProcessor,
  unavailable as readonlyProcessor,
  unavailable as recordProcessor,
  unavailable as setProcessor,
  unavailable as stringProcessor,
  unavailable as successProcessor,
  unavailable as symbolProcessor,
  unavailable as templateLiteralProcessor,
  unavailable as transformProcessor,
  unavailable as tupleProcessor,
  unavailable as undefinedProcessor,
  unavailable as unionProcessor,
  unavailable as unknownProcessor,
  unavailable as voidProcessor,
};
