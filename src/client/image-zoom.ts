/**
 * Click-to-zoom for article images (medium-zoom, settings in themeConfig.zoom).
 * Replaces docusaurus-plugin-image-zoom, which put medium-zoom in every page's
 * main bundle and bound only the images present one second after a route
 * change: responsive figures (plugin-ideal-image) render their <img> when
 * scrolled into view, later. Here medium-zoom loads with the first article
 * image, and images that appear later are bound as they come.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Zoom, ZoomOptions} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';

type ZoomThemeConfig = {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: ZoomOptions;
};

const zoomConfig = (siteConfig.themeConfig as {zoom?: ZoomThemeConfig}).zoom;
const selector = zoomConfig?.selector ?? '.markdown img';

let zoom: Promise<Zoom> | null = null;
let observer: MutationObserver | null = null;

function background(): string | undefined {
  const dark = document.documentElement.dataset.theme === 'dark';
  return dark ? zoomConfig?.background?.dark : zoomConfig?.background?.light;
}

function bindImages(): void {
  const unbound = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).filter((img) => !img.classList.contains('medium-zoom-image'));
  if (unbound.length === 0) {
    return;
  }
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => mediumZoom({...zoomConfig?.config, background: background()}));
  void zoom.then((instance) => instance.attach(...unbound));
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!zoomConfig) {
      return;
    }
    // A new page: forget the last page's images and watch this one's.
    observer?.disconnect();
    void zoom?.then((instance) => instance.detach());
    zoom = null;
    bindImages();
    observer = new MutationObserver((mutations) => {
      if (mutations.some((mutation) => mutation.type === 'attributes')) {
        void zoom?.then((instance) => instance.update({background: background()}));
      }
      if (mutations.some((mutation) => mutation.addedNodes.length > 0)) {
        bindImages();
      }
    });
    observer.observe(document.body, {childList: true, subtree: true});
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  },
};

export default clientModule;
