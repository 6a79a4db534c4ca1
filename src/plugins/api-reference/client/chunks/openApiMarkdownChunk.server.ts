/**
 * The server build's openApiMarkdownChunk.ts: the renderer is in the bundle,
 * so API pages render their descriptions in one pass, never suspending.
 */
import type {ComponentType} from 'react';
import Markdown from '@theme-init/Markdown';

import type {MarkdownProps} from './openApiMarkdownChunk';

export const loadOpenApiMarkdown = () => Promise.resolve({default: Markdown});

export const openApiMarkdownInBundle: ComponentType<MarkdownProps> | undefined = Markdown;
