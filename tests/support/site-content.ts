/**
 * The site's docs and changelog as Docusaurus loads them for a build, without building it: the
 * site's configuration read, its docs and blog plugins (and the API reference, which writes its
 * pages first when they are out of date) started with the options the site gives them, and their
 * content loaded. For checks that must hold for every page the site has.
 */
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {loadPluginConfigs} from '@docusaurus/core/lib/server/plugins/configs';
import {initPluginsConfigs} from '@docusaurus/core/lib/server/plugins/init';

const repoRoot = `${__dirname}/../..`;

export type SiteContent = {docs: DocsContent; blog: BlogContent};

export async function loadSiteContent(): Promise<SiteContent> {
  const context = await loadContext({siteDir: repoRoot});
  const configs = (await loadPluginConfigs(context)).filter(
    ({plugin, pluginModule}) => /[\\/]plugin-content-(docs|blog)[\\/]/.test(pluginModule?.path ?? '') || plugin.name === 'apiReferencePlugin',
  );
  const plugins = (await initPluginsConfigs(context, configs)).flatMap(({plugin}) => (plugin ? [plugin] : []));
  const load = async <T>(name: string): Promise<T> => {
    const plugin = plugins.find((candidate) => candidate.name === name && candidate.options.id === 'default');
    if (!plugin?.loadContent) throw new Error(`The site has no ${name} plugin with id "default".`);
    return (await plugin.loadContent()) as T;
  };
  if (!plugins.some(({name}) => name === 'api-reference')) throw new Error('The site has no api-reference plugin: its pages would not be generated.');
  const [docs, blog] = await Promise.all([load<DocsContent>('docusaurus-plugin-content-docs'), load<BlogContent>('docusaurus-plugin-content-blog')]);
  return {docs, blog};
}
