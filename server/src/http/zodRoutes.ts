import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify instance whose routes take their schemas from `contract/` (zod): typed bodies, queries and replies. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Registers routes whose schemas are zod schemas from `contract/`: requests are validated (decoded) and replies
 * serialized (encoded) by the same schema, and @fastify/swagger publishes them (see http/openApi.ts).
 * The compilers are set in an encapsulated context, so hooks and the error handler of the root still apply.
 */
export function zodRoutes(app: FastifyInstance, register: (app: ZodApp) => void | Promise<void>): void {
  void app.register(async (child) => {
    child.setValidatorCompiler(validatorCompiler);
    child.setSerializerCompiler(serializerCompiler);
    await register(child.withTypeProvider<ZodTypeProvider>());
  });
}
