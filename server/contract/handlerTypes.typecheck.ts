// Compile-time proof (checked by `npm run typecheck`, never run) that handlers are bound to
// openapi.yaml: each `@ts-expect-error` below must stay an error, or the check fails.
import type { ErrorCode } from '../errors';
import type { Handlers } from '../modules/types';
import type { RequestBody, ResponseBody } from './operations';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(_proof?: T) => undefined;

// A misspelled operationId is refused by the module's `satisfies Partial<Handlers>`.
export const misspelled = {
  // @ts-expect-error openapi.yaml has no operation "getItems" (it is getItem or searchItems).
  async getItems() {
    return { status: 'ok', db: 'ok' };
  },
} satisfies Partial<Handlers>;

// A body field the contract does not declare is refused.
export const wrongBodyField = {
  async verifyItemOtp(req) {
    // @ts-expect-error the body of verifyItemOtp has `otp`, not `code`.
    const code: string = req.body.code;
    throw new Error(code);
  },
} satisfies Partial<Handlers>;

// A response that does not fit the operation's 2xx bodies is refused.
export const wrongResponse = {
  // @ts-expect-error getHealth answers { status: 'ok', db: 'ok' }.
  async getHealth() {
    return { status: 'down' };
  },
} satisfies Partial<Handlers>;

// A missing handler is refused: the whole set must name every operation.
declare const all: Handlers;
const { getHealth: _getHealth, ...withoutHealth } = all;
// @ts-expect-error getHealth is missing.
export const incomplete: Handlers = withoutHealth;

// Query parameters with a default are present; path parameters are strings; an optional body
// may be absent; multipart files arrive as Buffers (or text when sent as a plain field).
export const requestShapes = {
  async listUsers(_req) {
    expectType<Equal<typeof _req.query.page, number>>();
    expectType<Equal<typeof _req.query.order, 'asc' | 'desc'>>();
    expectType<Equal<typeof _req.query.search, string | undefined>>();
    throw new Error('types only');
  },
  async getItem(_req) {
    expectType<Equal<typeof _req.params.id, string>>();
    throw new Error('types only');
  },
} satisfies Partial<Handlers>;
expectType<
  Equal<RequestBody<'markNotificationRead'>, { id?: string; read?: boolean } | undefined>
>();
expectType<
  Equal<NonNullable<RequestBody<'createItem'>['image']>, Buffer | string | (Buffer | string)[]>
>();
expectType<Equal<ResponseBody<'getHealth'>, { status: 'ok'; db: 'ok' }>>();

// Error codes come from the contract.
export const known: ErrorCode = 'RATE_LIMITED';
// @ts-expect-error the contract has no such code.
export const unknown: ErrorCode = 'TEAPOT';
