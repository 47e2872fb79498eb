/**
 * The fields a handler returned that did not reach the client: Fastify serializes an answer
 * with its response schema and silently leaves out every property the schema does not list
 * (openapi.yaml), so a field added to a handler but not to the contract is lost without an
 * error. `returned` is what the handler answered, `sent` the parsed body; each dropped field is
 * named by its path, e.g. "/firstSignIn" or "/items/0/foundFor". Values the serializer only
 * reformats (a Date, a number as text) are not compared: the contract check catches those.
 */
export function droppedFields(returned: unknown, sent: unknown, at = ''): string[] {
  if (Array.isArray(returned)) {
    if (!Array.isArray(sent)) return [];
    return returned.flatMap((value, i) => droppedFields(value, sent[i], `${at}/${i}`));
  }
  if (!isObject(returned) || !isObject(sent)) return [];
  return Object.entries(returned).flatMap(([key, value]) => {
    // JSON leaves undefined out by itself: nothing was dropped.
    if (value === undefined) return [];
    if (!(key in sent)) return [`${at}/${key}`];
    return droppedFields(value, sent[key], `${at}/${key}`);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
