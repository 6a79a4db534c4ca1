import type {Code, Heading, Paragraph, PhrasingContent, RootContent, Table, TableRow} from 'mdast';
import {inlineMarkdown, markdownBlocks, stringifyMarkdown} from './markdown';

/** The parts of an OpenAPI 3.x document the Markdown pages use. */
export type OpenApiSpec = {
  info?: {title?: string; summary?: string; description?: string};
  servers?: OpenApiServer[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

type OpenApiServer = {url: string; description?: string};

export type OpenApiSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: OpenApiSchema | boolean;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
};

type OpenApiParameter = {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
  example?: unknown;
};

type OpenApiMediaType = {schema?: OpenApiSchema; example?: unknown};

type OpenApiRequestBody = {
  $ref?: string;
  required?: boolean;
  description?: string;
  content?: Record<string, OpenApiMediaType>;
};

type OpenApiResponse = {
  $ref?: string;
  description?: string;
  content?: Record<string, OpenApiMediaType>;
};

type OpenApiOperation = {
  summary?: string;
  description?: string;
  operationId?: string;
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses?: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
  servers?: OpenApiServer[];
};

type SecurityScheme = {type?: string; in?: string; name?: string; scheme?: string};

/**
 * The Markdown page of one API operation, built from the OpenAPI description
 * itself: title, method and path, description, base URLs and authentication,
 * a parameter table, the request body's fields and example, one curl request,
 * and each response with its fields and example. The headings follow the
 * rendered page: title, method and path, "Request", "Responses".
 */
export function operationToMarkdown(spec: OpenApiSpec, method: string, path: string): {title: string; markdown: string} {
  const operation = spec.paths[path]?.[method.toLowerCase()] as OpenApiOperation | undefined;
  if (!operation) {
    throw new Error(`No operation ${method.toUpperCase()} ${path} in the OpenAPI description.`);
  }
  const title = operation.summary ?? operation.operationId ?? `${method.toUpperCase()} ${path}`;
  const parameters = (operation.parameters ?? []).map((p) => resolve<OpenApiParameter>(spec, p));
  const requestBody = operation.requestBody && resolve<OpenApiRequestBody>(spec, operation.requestBody);
  const servers = operation.servers ?? spec.servers ?? [];

  const children: RootContent[] = [
    heading(1, [text(title)]),
    heading(2, [text(`${method.toUpperCase()} ${path}`)]),
    ...(operation.deprecated ? [paragraph([{type: 'strong', children: [text('Deprecated.')]}])] : []),
    ...markdownBlocks(operation.description),
    ...serversParagraph(servers),
    ...authenticationParagraph(spec, operation),
    heading(2, [text('Request')]),
  ];

  if (parameters.length > 0) {
    children.push(
      heading(3, [text('Parameters')]),
      table(
        ['Name', 'In', 'Type', 'Required', 'Description'],
        parameters.map((p) => [
          [inlineCode(p.name)],
          [text(p.in)],
          [text(typeLabel(p.schema))],
          [text(p.required ? 'yes' : 'no')],
          describe(p.description, p.schema, p.example ?? p.schema?.example),
        ]),
      ),
    );
  }

  const body = requestBody && firstMediaType(requestBody.content);
  if (requestBody && body) {
    children.push(
      heading(3, [text('Body')]),
      paragraph([inlineCode(body.mediaType), text(`, ${requestBody.required ? 'required' : 'optional'}: ${typeLabel(body.schema)}.`)]),
      ...markdownBlocks(requestBody.description),
      ...fieldsTable(spec, body.schema),
      ...exampleBlock(body.example),
    );
  }
  if (parameters.length === 0 && !body) {
    children.push(paragraph([text('No parameters and no body.')]));
  }

  children.push(
    heading(3, [text('Example request')]),
    code('bash', curlExample(spec, operation, method, path, parameters, requestBody, body)),
    heading(2, [text('Responses')]),
  );

  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolve<OpenApiResponse>(spec, raw);
    const content = firstMediaType(response.content);
    children.push(heading(3, [text(status)]), ...markdownBlocks(response.description));
    if (content) {
      children.push(
        paragraph([inlineCode(content.mediaType), text(`: ${typeLabel(content.schema)}.`)]),
        ...fieldsTable(spec, content.schema),
        ...exampleBlock(content.example),
      );
    }
  }

  return {title, markdown: stringifyMarkdown({type: 'root', children})};
}

/** Follows a local `$ref` (`#/components/...`), once or through a chain. */
function resolve<T extends {$ref?: string}>(spec: OpenApiSpec, value: T): T {
  let current: T = value;
  const seen = new Set<string>();
  while (current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
    if (!target) {
      throw new Error(`Unresolved reference ${current.$ref} in the OpenAPI description.`);
    }
    current = target as T;
  }
  return current;
}

/** A short type: `string (date-time)`, `array of App`, `string | integer`. */
export function typeLabel(schema: OpenApiSchema | undefined): string {
  if (!schema) {
    return 'any';
  }
  if (schema.$ref) {
    return schema.$ref.split('/').pop()!;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return alternatives.map(typeLabel).join(' | ');
  }
  if (schema.allOf) {
    return schema.allOf.map(typeLabel).join(' & ');
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return types
    .map((type) => {
      if (type === 'array') {
        return `array of ${typeLabel(schema.items)}`;
      }
      if (type === 'object' && typeof schema.additionalProperties === 'object') {
        return `map of ${typeLabel(schema.additionalProperties)}`;
      }
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

/** The top-level fields of an object schema (or of an array's items) as a table. */
function fieldsTable(spec: OpenApiSpec, raw: OpenApiSchema | undefined): RootContent[] {
  if (!raw) {
    return [];
  }
  let schema = resolve(spec, raw);
  if (schema.type === 'array' && schema.items) {
    schema = resolve(spec, schema.items);
  }
  const properties: Record<string, OpenApiSchema> = {};
  const required = new Set<string>();
  for (const part of [schema, ...(schema.allOf ?? []).map((s) => resolve(spec, s))]) {
    Object.assign(properties, part.properties);
    part.required?.forEach((name) => required.add(name));
  }
  const names = Object.keys(properties);
  if (names.length === 0) {
    return [];
  }
  return [
    table(
      ['Field', 'Type', 'Required', 'Description'],
      names.map((name) => {
        const field = properties[name]!;
        const target = field.$ref ? resolve(spec, field) : field;
        return [
          [inlineCode(name)],
          [text(typeLabel(field))],
          [text(required.has(name) ? 'yes' : 'no')],
          describe(field.description ?? target.description, target, undefined),
        ];
      }),
    ),
  ];
}

/** A table cell: the description, then allowed values, default and example. */
function describe(description: string | undefined, schema: OpenApiSchema | undefined, example: unknown): PhrasingContent[] {
  const cell: PhrasingContent[] = [...inlineMarkdown(description)];
  const addNote = (label: string, values: unknown[]) => {
    cell.push(text(`${cell.length > 0 ? ' ' : ''}${label}: `));
    values.forEach((value, index) => {
      cell.push(...(index > 0 ? [text(', ')] : []), inlineCode(literal(value)));
    });
    cell.push(text('.'));
  };
  if (schema?.enum) addNote('One of', schema.enum);
  if (schema?.default !== undefined) addNote('Default', [schema.default]);
  if (example !== undefined) addNote('Example', [example]);
  return cell;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function serversParagraph(servers: OpenApiServer[]): RootContent[] {
  if (servers.length === 0) {
    return [];
  }
  const parts: PhrasingContent[] = [text('Base URL: ')];
  servers.forEach((server, index) => {
    parts.push(...(index > 0 ? [text('; ')] : []), inlineCode(server.url));
    if (server.description) parts.push(text(' ('), ...inlineMarkdown(server.description), text(')'));
  });
  parts.push(text('.'));
  return [paragraph(parts)];
}

function authenticationParagraph(spec: OpenApiSpec, operation: OpenApiOperation): RootContent[] {
  const requirements = operation.security ?? spec.security ?? [];
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  if (names.length === 0) {
    return [paragraph([text('Authentication: none.')])];
  }
  const parts: PhrasingContent[] = [text('Authentication: ')];
  names.forEach((name, index) => {
    const scheme = spec.components?.securitySchemes?.[name] as SecurityScheme | undefined;
    parts.push(...(index > 0 ? [text(' or ')] : []));
    if (scheme?.type === 'apiKey' && scheme.name) {
      parts.push(text(`an API key in the ${scheme.in ?? 'header'} `), inlineCode(scheme.name), text(' ('));
    } else if (scheme?.type === 'http' && scheme.scheme) {
      parts.push(text(`HTTP ${scheme.scheme} authentication (`));
    } else {
      parts.push(text('('));
    }
    parts.push(inlineCode(name), text(')'));
  });
  parts.push(text('.'));
  return [paragraph(parts)];
}

function firstMediaType(content: Record<string, OpenApiMediaType> | undefined): (OpenApiMediaType & {mediaType: string}) | undefined {
  const [entry] = Object.entries(content ?? {});
  return entry && {mediaType: entry[0], ...entry[1]};
}

function exampleBlock(example: unknown): RootContent[] {
  return example === undefined ? [] : [paragraph([text('Example:')]), code('json', JSON.stringify(example, null, 2))];
}

/**
 * One curl command for the operation against the first server: path
 * parameters and required query and header parameters filled with their
 * examples, the API key header, and the body example in the body's encoding.
 */
function curlExample(
  spec: OpenApiSpec,
  operation: OpenApiOperation,
  method: string,
  path: string,
  parameters: OpenApiParameter[],
  requestBody: OpenApiRequestBody | undefined,
  body: (OpenApiMediaType & {mediaType: string}) | undefined,
): string {
  const exampleOf = (p: OpenApiParameter) => p.example ?? p.schema?.example ?? p.schema?.default;
  const server = (operation.servers ?? spec.servers ?? [])[0]?.url ?? '';
  let urlPath = path;
  for (const p of parameters.filter((p) => p.in === 'path')) {
    const value = exampleOf(p);
    const filled = value === undefined ? `<${p.name}>` : literal(value);
    urlPath = urlPath.replace(`{${p.name}}`, encodeURIComponent(filled));
  }
  const query = new URLSearchParams();
  for (const p of parameters.filter((p) => p.in === 'query' && p.required)) {
    query.append(p.name, literal(exampleOf(p) ?? `<${p.name}>`));
  }
  const search = query.toString();
  const url = `${server}${urlPath}${search ? `?${search}` : ''}`;

  const lines = [`curl -X ${method.toUpperCase()} ${shellQuote(url)}`];
  for (const p of parameters.filter((p) => p.in === 'header' && p.required)) {
    lines.push(`-H ${shellQuote(`${p.name}: ${literal(exampleOf(p) ?? `<${p.name}>`)}`)}`);
  }
  const requirements = operation.security ?? spec.security ?? [];
  for (const name of requirements.flatMap((requirement) => Object.keys(requirement)).slice(0, 1)) {
    const scheme = spec.components?.securitySchemes?.[name] as SecurityScheme | undefined;
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      lines.push(`-H ${shellQuote(`${scheme.name}: <your-api-key>`)}`);
    } else if (scheme?.type === 'http' && scheme.scheme === 'bearer') {
      lines.push(`-H ${shellQuote('Authorization: Bearer <token>')}`);
    }
  }
  if (requestBody && body && body.example !== undefined) {
    const fields = typeof body.example === 'object' && body.example !== null ? Object.entries(body.example as Record<string, unknown>) : [];
    const schema = body.schema && resolve(spec, body.schema);
    if (body.mediaType === 'multipart/form-data') {
      for (const [name, value] of fields) {
        const isFile = schema?.properties?.[name]?.format === 'binary';
        lines.push(`-F ${shellQuote(isFile ? `${name}=@path/to/file` : `${name}=${literal(value)}`)}`);
      }
    } else if (body.mediaType === 'application/x-www-form-urlencoded') {
      for (const [name, value] of fields) {
        lines.push(`--data-urlencode ${shellQuote(`${name}=${literal(value)}`)}`);
      }
    } else {
      lines.push(`-H ${shellQuote(`Content-Type: ${body.mediaType}`)}`, `--data ${shellQuote(JSON.stringify(body.example, null, 2))}`);
    }
  }
  return lines.join(' \\\n  ');
}

/** Single-quotes a shell word (a `'` inside becomes `'\''`). */
function shellQuote(value: string): string {
  return `'${value.split("'").join("'\\''")}'`;
}

function heading(depth: Heading['depth'], children: PhrasingContent[]): Heading {
  return {type: 'heading', depth, children};
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function inlineCode(value: string): PhrasingContent {
  return {type: 'inlineCode', value};
}

function code(lang: string, value: string): Code {
  return {type: 'code', lang, value};
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return {type: 'table', children: [row(header.map((label) => [text(label)])), ...rows.map(row)]};
}
