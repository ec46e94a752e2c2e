import type { UploadableMap } from 'relay-runtime';

/**
 * The GraphQL multipart request body (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * for an operation and Relay `uploadables`. Each uploadable's key is the dotted path of its
 * variable inside the operation (e.g. `variables.input.file`); that spot is sent as null.
 */
export function multipartBody(
  operation: { variables: Record<string, unknown> },
  uploadables: UploadableMap,
): FormData {
  const operations = structuredClone(operation) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const files: Array<[string, File | Blob]> = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    setPath(operations, path, null);
    map[String(index)] = [path];
    files.push([String(index), file]);
  });
  const body = new FormData();
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify(map));
  for (const [name, file] of files) {
    if (file instanceof File) body.append(name, file, file.name);
    else body.append(name, file);
  }
  return body;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  if (parts[0] !== 'variables' || parts.length < 2) {
    throw new Error(`Uploadable "${path}" must name a variable path such as variables.input.file.`);
  }
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) {
      node[part] = {};
    }
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}
