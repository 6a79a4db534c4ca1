/**
 * docusaurus-plugin-image-zoom binds medium-zoom to the article images present
 * one second after each route change. Responsive figures (plugin-ideal-image)
 * only render their <img> once scrolled into view, usually later, and would
 * never zoom. This client module binds those late images with the same
 * settings (themeConfig.zoom).
 */
import siteConfig from '@generated/docusaurus.config';
import mediumZoom, {type Zoom, type ZoomOptions} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';

type ZoomThemeConfig = {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: ZoomOptions;
};

const zoomConfig = (siteConfig.themeConfig as {zoom?: ZoomThemeConfig}).zoom;
// The plugin's own binding happens after this delay; images bound by then are its.
const pluginDelayMs = 1000;

let lateZoom: Zoom | null = null;
let observer: MutationObserver | null = null;
let pendingBind: number | undefined;

function background(): string | undefined {
  const dark = document.documentElement.dataset.theme === 'dark';
  return dark ? zoomConfig?.background?.dark : zoomConfig?.background?.light;
}

function bindLateImages(selector: string): void {
  const unbound = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).filter(
    (img) => !img.classList.contains('medium-zoom-image'),
  );
  if (unbound.length === 0) return;
  lateZoom ??= mediumZoom({...zoomConfig?.config, background: background()});
  lateZoom.attach(...unbound);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!zoomConfig) return;
    const selector = zoomConfig.selector ?? '.markdown img';
    // A quick second navigation must not leave the first page's timer or observer behind.
    window.clearTimeout(pendingBind);
    observer?.disconnect();
    lateZoom?.detach();
    lateZoom = null;
    pendingBind = window.setTimeout(() => {
      bindLateImages(selector);
      observer = new MutationObserver((mutations) => {
        if (mutations.some((m) => m.type === 'attributes')) {
          lateZoom?.update({background: background()});
        }
        if (mutations.some((m) => m.addedNodes.length > 0)) {
          bindLateImages(selector);
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
      observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    }, pluginDelayMs + 100);
  },
};

export default clientModule;
