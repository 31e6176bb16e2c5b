import { SerializerSelector, type SerializerFactory } from "@fastify/fast-json-stringify-compiler";
import AjvCompiler, { type ValidatorFactory } from "@fastify/ajv-compiler";

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for responses), each route's schema
 * compiled at the route's first request instead of at start. Compiling all of them at start was most of a
 * boot's CPU (about 2.5 s of 3 on two busy cores: some 140 response schemas, each resolving the shared
 * entity schemas again, and the request schemas), for routes a given instance or test may never serve;
 * a route's first request pays its own compile, milliseconds (decision 162). `compileAll` compiles
 * whatever is still pending, so a test can prove every schema compiles.
 */
export interface LazyCompilers {
  buildSerializer: SerializerFactory;
  buildValidator: ValidatorFactory;
  /** Compiles what is still pending; returns how many schemas that was. */
  compileAll(): number;
}

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown };

export function lazyCompilers(): LazyCompilers {
  const pending = new Set<() => unknown>();
  const serializers = SerializerSelector();
  const validators = AjvCompiler();
  return {
    buildSerializer: (externalSchemas, options) => {
      const compile = serializers(externalSchemas, options);
      return (route) => {
        let serialize: ((document: unknown) => string) | undefined;
        const compileNow = () => {
          pending.delete(compileNow);
          return (serialize ??= compile(route));
        };
        pending.add(compileNow);
        return (document) => (serialize ?? compileNow())(document);
      };
    },
    buildValidator: (externalSchemas, options) => {
      const compile = validators(externalSchemas, options) as (route: unknown) => Validate;
      return ((route: unknown) => {
        let validate: Validate | undefined;
        const compileNow = () => {
          pending.delete(compileNow);
          return (validate ??= compile(route));
        };
        pending.add(compileNow);
        const lazy: Validate = (data, context) => {
          const real = validate ?? compileNow();
          const result = real(data, context);
          lazy.errors = real.errors;
          return result;
        };
        // Fastify passes Ajv's data context (so a coerced root value is written back) only to a function
        // that has this property, as every function Ajv compiles does.
        return Object.assign(lazy, { schemaEnv: true });
      }) as unknown as ReturnType<ValidatorFactory>;
    },
    compileAll: () => {
      const waiting = [...pending];
      for (const compileNow of waiting) compileNow();
      return waiting.length;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Compiles every route schema still waiting for its first request (services/http/lazy-compilers.ts). */
    compileRouteSchemas(): number;
  }
}
