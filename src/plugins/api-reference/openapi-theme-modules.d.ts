// docusaurus-theme-openapi-docs ships no declarations for the theme components
// this site wraps; these describe the props the wrappers pass through.
declare module '@theme/Schema' {
  import type {ComponentType} from 'react';

  const Schema: ComponentType<{
    schema: unknown;
    schemaType: 'request' | 'response';
    schemaPath?: string;
  }>;
  export default Schema;
}

declare module '@theme-init/Schema' {
  export {default} from '@theme/Schema';
}

declare module '@theme/ApiExplorer/SecuritySchemes' {
  import type {ComponentType} from 'react';

  const SecuritySchemes: ComponentType<{[prop: string]: unknown}>;
  export default SecuritySchemes;
}

declare module '@theme-init/ApiExplorer/SecuritySchemes' {
  export {default} from '@theme/ApiExplorer/SecuritySchemes';
}

declare module '@theme/ApiItem' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}

declare module '@theme-init/ApiItem' {
  export {default} from '@theme/ApiItem';
}

declare module '@theme/ApiExplorer' {
  import type {ComponentType} from 'react';

  const ApiExplorer: ComponentType<{item: unknown; infoPath?: string}>;
  export default ApiExplorer;
}

declare module '@theme-init/ApiExplorer' {
  export {default} from '@theme/ApiExplorer';
}

declare module '@theme/SkeletonLoader' {
  import type {ComponentType} from 'react';

  const SkeletonLoader: ComponentType<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

declare module '@theme/ParamsItem' {
  import type {ComponentType} from 'react';

  const ParamsItem: ComponentType<{[prop: string]: unknown}>;
  export default ParamsItem;
}

declare module '@theme-init/ParamsItem' {
  export {default} from '@theme/ParamsItem';
}

declare module '@theme/Markdown' {
  import type {ComponentType, ReactNode} from 'react';

  const Markdown: ComponentType<{children?: ReactNode}>;
  export default Markdown;
}

declare module '@theme-init/Markdown' {
  export {default} from '@theme/Markdown';
}

declare module '@theme/ApiExplorer/Server' {
  import type {ComponentType} from 'react';

  const Server: ComponentType<{labelId?: string}>;
  export default Server;
}

declare module '@theme-init/ApiExplorer/Server' {
  export {default} from '@theme/ApiExplorer/Server';
}

declare module '@theme/ApiExplorer/Server/slice' {
  export {setServer} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Server/slice';
}

declare module '@theme/ApiItem/hooks' {
  /** The request panel's Redux store, as far as the site reads it. */
  type PanelState = {
    auth: {data: Record<string, Record<string, string | undefined>>};
    server: {value?: {url: string}; options: {url: string}[]};
  };
  export function useTypedSelector<T>(select: (state: PanelState) => T): T;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Authorization' {
  import type {ComponentType} from 'react';

  const Authorization: ComponentType;
  export default Authorization;
}

declare module '@theme-init/ApiExplorer/Authorization' {
  export {default} from '@theme/ApiExplorer/Authorization';
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function setAuthData(payload: {scheme: string; key: string; value: string | undefined}): unknown;
}

declare module '@theme-init/EditThisPage' {
  export {default} from '@theme/EditThisPage';
}
