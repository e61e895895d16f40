import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { fieldShapeOf, readFieldNames } from './fieldNames.js';

/** A Fastify instance whose routes take their schemas from `contract/` (zod): typed bodies, queries and replies. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type ValidatorCompiler = typeof validatorCompiler;

/**
 * The zod validator, after the request's field names are read without regard to case (http/fieldNames.ts): the body
 * and the query string, where a client writes names; path parameters are the route's own and headers have no case.
 */
const caseInsensitiveValidatorCompiler: ValidatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if ((route.httpPart !== 'body' && route.httpPart !== 'querystring') || !(route.schema instanceof $ZodType)) return validate;
  const shape = fieldShapeOf(route.schema);
  return (data) => {
    const read = readFieldNames(data, shape);
    if (read.problems.length === 0) return validate(read.value);
    const error: FastifySchemaValidationError[] = read.problems.map((problem) => ({
      keyword: 'fieldName', instancePath: problem.path, schemaPath: '#', params: {}, message: problem.message,
    }));
    return { error };
  };
};

/**
 * Registers routes whose schemas are zod schemas from `contract/`: requests are validated (decoded) and replies
 * serialized (encoded) by the same schema, and @fastify/swagger publishes them (see http/openApi.ts). Request field
 * names are matched to the schema's without regard to case (docs/api.md "Field names").
 * The compilers are set in an encapsulated context, so hooks and the error handler of the root still apply.
 */
export function zodRoutes(app: FastifyInstance, register: (app: ZodApp) => void | Promise<void>): void {
  void app.register(async (child) => {
    child.setValidatorCompiler(caseInsensitiveValidatorCompiler);
    child.setSerializerCompiler(serializerCompiler);
    await register(child.withTypeProvider<ZodTypeProvider>());
  });
}
