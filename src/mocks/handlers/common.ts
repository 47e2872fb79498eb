import { http, HttpResponse } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { world } from '../world';
import type { User } from '../../api/enhancedApi';

/** The handlers' small tools: routes, answers, who calls, a record by id, a page of a list. */

type Resolver = Parameters<typeof http.get>[1];
const route = (method: 'get' | 'post' | 'put' | 'delete') => (path: string, resolver: Resolver) =>
  http[method](apiPath(path), resolver);
/** Routes of /api/v1, by method. */
export const [get, post, put, del] = (['get', 'post', 'put', 'delete'] as const).map(route);

export const json = HttpResponse.json.bind(HttpResponse);
/** The usual answer of a change: `{ message, ...fields }`. */
export const said = (message: string, fields: object = {}, status = 200) =>
  json({ message, ...fields }, { status });
const fail = (status: number, message: string, code: string) =>
  json(errorBody(message, code), { status });

/** A record of the world, or a 404 answer thrown (MSW answers a thrown Response). */
export function find<T extends { _id: string }>(list: T[], id: unknown, what = 'Item'): T {
  const found = list.find((row) => row._id === id);
  if (!found) throw fail(404, `${what} not found.`, 'NOT_FOUND');
  return found;
}

/**
 * Who is calling: a mock session token is `mock-token-<userId>` (the auth handlers issue them),
 * any other token (Jest's 'test-token') is Sam Student; no token at all is a 401.
 */
export function caller(request: Request): User {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) throw fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
  return find(world.people, token.match(/^mock-token-(.+)$/)?.[1] ?? 'u-student', 'User');
}

export const ref = ({ _id, name }: { _id: string; name: string }) => ({ _id, name });

export const body = async <T = Record<string, string | undefined>>(request: Request) =>
  ((await request.json().catch(() => null)) ?? {}) as T;

export const now = () => new Date().toISOString();

type PageOptions = { limit?: number; sortBy?: string; order?: string };

/**
 * One page of `rows` with the contract's pagination: ?search (any text field), ?status and
 * ?sortBy/?order as sent, else the list's own order key.
 */
export function pageOf<T extends object>(
  rows: T[],
  request: Request,
  { limit = 10, sortBy = 'createdAt', order = 'desc' }: PageOptions = {},
) {
  const query = new URL(request.url).searchParams;
  const search = query.get('search')?.trim().toLowerCase();
  const status = query.get('status');
  const key = (query.get('sortBy') ?? sortBy) as keyof T;
  const sign = (query.get('order') ?? order) === 'asc' ? 1 : -1;
  const texts = (row: T) =>
    Object.values(row).filter((v): v is string => typeof v === 'string' && !v.startsWith('data:'));
  const found = rows
    .filter((row) => !status || (row as { status?: string }).status === status)
    .filter((row) => !search || texts(row).some((text) => text.toLowerCase().includes(search)))
    .sort((a, b) => sign * String(a[key] ?? '').localeCompare(String(b[key] ?? '')));
  const size = Number(query.get('limit')) || limit;
  const page = Number(query.get('page')) || 1;
  const totalPages = Math.max(1, Math.ceil(found.length / size));
  return {
    rows: found.slice((page - 1) * size, page * size),
    pagination: { currentPage: page, totalPages, totalResults: found.length, limit: size },
  };
}

/** A page of `rows` answered as `{ [key]: rows, pagination }`. */
export function listed(key: string, rows: object[], request: Request, opts?: PageOptions) {
  const { rows: page, pagination } = pageOf(rows, request, opts);
  return json({ [key]: page, pagination });
}
