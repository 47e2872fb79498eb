import type { components, operations } from './generated/schema';

/**
 * Types of each openapi.yaml operation as the server sees it, read from the generated schema
 * (`npm run codegen`): the request after contract validation, and the bodies it may answer.
 */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Operation<Id extends OperationId> = operations[Id];
type Nothing<T> = [NonNullable<T>] extends [never] ? true : false;

/** The body of a JSON or multipart request (multipart fields arrive as keyValues). */
type ContentBody<C> = C extends { 'application/json': infer B }
  ? B
  : C extends { 'multipart/form-data': infer F }
    ? F
    : never;

/** The validated body; `undefined` when the operation declares none or makes it optional. */
export type RequestBody<Id extends OperationId> =
  Nothing<Operation<Id>['requestBody']> extends true
    ? undefined
    : | ContentBody<NonNullable<Operation<Id>['requestBody']>['content']>
      | (undefined extends Operation<Id>['requestBody'] ? undefined : never);

/**
 * The validated query string: parameters with a `default` are always present. Fastify always
 * parses a query object, so an operation that declares none gets one it must not read.
 */
export type Query<Id extends OperationId> =
  Nothing<Operation<Id>['parameters']['query']> extends true
    ? Record<string, unknown>
    : NonNullable<Operation<Id>['parameters']['query']>;

/** The validated path parameters. */
export type PathParams<Id extends OperationId> =
  Nothing<Operation<Id>['parameters']['path']> extends true
    ? Record<string, unknown>
    : NonNullable<Operation<Id>['parameters']['path']>;

type Responses<Id extends OperationId> = Operation<Id>['responses'];
type SuccessStatus<Id extends OperationId> = {
  [S in keyof Responses<Id>]: `${S & number}` extends `2${string}` ? S : never;
}[keyof Responses<Id>];

/** The union of the operation's 2xx JSON bodies: what its handler may return. */
export type ResponseBody<Id extends OperationId> = {
  [S in SuccessStatus<Id>]: Responses<Id>[S] extends {
    content: { 'application/json': infer B };
  }
    ? B
    : never;
}[SuccessStatus<Id>];
