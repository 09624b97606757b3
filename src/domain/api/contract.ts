import type { z } from "@/domain/zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API endpoint as both sides see it: the browser's caller and the route handler are typed by
 * the same contract, so neither writes a request or a reply shape by hand. GET input is the query
 * string; every other method's input is the JSON body.
 */
export interface ApiContract<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Absent: the route reads no input (query and body ignored). */
  readonly input?: I;
  /** Type only: what a successful answer holds. */
  readonly output?: O;
}

/** `defineContract<Output>()({ method, path, input })`. */
export function defineContract<O>() {
  return <I extends z.ZodType>(contract: {
    method: HttpMethod;
    path: string;
    input: I;
  }): ApiContract<I, O> => contract;
}

/**
 * A contract whose schema the browser never loads: the caller needs only the method, the path and
 * the types (`typeof schema`, a type-only import), and the route hands `handleContract` the schema
 * itself. For the calls every page makes as it opens (issue 14: no zod in a phone's first seconds).
 */
export function defineContractWithoutSchema<S extends z.ZodType, O>() {
  return (contract: { method: "GET"; path: string }): ApiContract<S, O> => contract;
}

export type ContractInput<C> = C extends ApiContract<infer I, unknown> ? z.input<I> : never;
export type ContractOutput<C> = C extends ApiContract<z.ZodType, infer O> ? O : never;
