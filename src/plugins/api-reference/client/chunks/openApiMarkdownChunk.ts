/**
 * The OpenAPI theme's Markdown renderer (react-markdown, remark and rehype,
 * with an HTML parser), as a chunk of its own: API pages keep the
 * descriptions the server rendered (theme/Markdown) and load it only to
 * render descriptions in the browser. The server build uses
 * openApiMarkdownChunk.server.ts instead (src/plugins/bundle-splitting).
 */
import type {ComponentType, ReactNode} from 'react';

export type MarkdownProps = {children?: ReactNode};

export const loadOpenApiMarkdown = () => import('@theme-init/Markdown');

/** The renderer when it is already in the bundle (on the server), to render without suspending. */
export const openApiMarkdownInBundle: ComponentType<MarkdownProps> | undefined = undefined;
