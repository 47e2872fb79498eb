// The server's types, generated from openapi.yaml by openapi-typescript. They describe a request
// as a handler sees it, after Fastify has validated it against the contract, which differs from
// what a client sends in two ways (the same two the server applies at run time):
// - a query or path parameter with a `default` is always present (Ajv's `useDefaults`);
// - a `format: binary` field of a multipart form arrives as a Buffer (a file part) or a string
//   (a plain field), or an array of them when repeated: the server's copy of the spec accepts
//   anything there (server/contract/spec.ts) and the handler checks the file itself.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';

const f = ts.factory;
const fileOrText = () =>
  f.createUnionTypeNode([
    f.createTypeReferenceNode('Buffer'),
    f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
  ]);
/** Buffer | string | (Buffer | string)[] */
const binary = () =>
  f.createUnionTypeNode([
    ...fileOrText().types,
    f.createArrayTypeNode(f.createParenthesizedType(fileOrText())),
  ]);

/** openapi.yaml as the server's validator leaves a request: defaulted parameters are required. */
function serverView(spec) {
  const copy = structuredClone(spec);
  const parameters = [
    ...Object.values(copy.components?.parameters ?? {}),
    ...Object.values(copy.paths ?? {}).flatMap((pathItem) => [
      ...(pathItem.parameters ?? []),
      ...Object.values(pathItem).flatMap((op) => op?.parameters ?? []),
    ]),
  ];
  for (const parameter of parameters) {
    if (parameter && !parameter.$ref && parameter.schema?.default !== undefined) {
      parameter.required = true;
    }
  }
  return copy;
}

/** The TypeScript text of server/contract/generated/schema.d.ts (before formatting). */
export async function serverTypes(specText) {
  const ast = await openapiTS(serverView(parse(specText)), {
    transform(schema) {
      return schema.format === 'binary' ? binary() : undefined;
    },
  });
  return astToString(ast);
}
