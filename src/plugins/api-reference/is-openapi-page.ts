/** Whether a doc is an API reference page: docusaurus-plugin-openapi-docs gives those `api` or `schema` front matter. */
export function isOpenApiPage(frontMatter: object | undefined): boolean {
  const {api, schema} = (frontMatter ?? {}) as {api?: unknown; schema?: unknown};
  return Boolean(api || schema);
}
