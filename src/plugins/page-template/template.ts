/**
 * The HTML around every page (Docusaurus's `ssrTemplate`): the page first,
 * its scripts once the browser has shown it.
 *
 * Docusaurus's own template lists a page's scripts as `<script defer>`. The
 * browser runs deferred scripts as soon as the document is parsed, which on a
 * fast connection or from the cache is before it has painted anything: the
 * start-up of the main bundle (React, the theme, the page's route chunks)
 * stood between the reader and text that was already in the HTML, and
 * Lighthouse, seeing the main bundle run before the paint, counted its
 * download and start-up into the largest contentful paint.
 *
 * Here the head asks for the main bundle at low priority (`<link rel=preload>`,
 * the priority deferred scripts get), so the one long download runs while the
 * page renders, and START_AFTER_PAINT_SCRIPT, at the end of the body, adds
 * every script once the browser reports its first contentful paint. The
 * small scripts (the bundler's runtime, the route chunks) are not preloaded:
 * on a slow network their requests shared the bandwidth with the HTML and
 * the style sheet, and they arrive, in parallel, while the main bundle is
 * still downloading (measured on a throttled phone profile: first paint 60 to
 * 120 ms sooner, hydration unchanged; DECISIONS.md). Added in order
 * with `async = false`, they run in that order, each in a task of its own:
 * the bundler's runtime, the main bundle, then the page's route chunks
 * (listed since registry-by-chunk-name.ts). The main bundle finds each route
 * chunk's script already in the document and waits for it instead of adding
 * another, which took 10 to 15 script insertions out of its start-up task.
 *
 * On the search page opened with a query, the search package's first-results
 * script draws the first hits before any of these scripts run; the loader
 * waits until they are on screen (the promise that script publishes), so the
 * page's scripts do not compete with the index parts those hits need.
 *
 * A page opened in a background tab paints nothing until shown: it starts at
 * once. A browser without paint timing starts after the next frame, and if no
 * paint is reported within FALLBACK_START_MS the scripts start anyway.
 *
 * The first frame is the whole page. The theme's inline script (colour mode,
 * announcement bar) opens the body in Docusaurus's template; a script after
 * a style sheet waits for that sheet, so the parser stopped there until the
 * CSS arrived, and the browser, free to render once it had, drew a frame of
 * an empty body before parsing the rest, then styled and laid out the whole
 * page again. That script only sets attributes on <html>, so it goes in the
 * head, before the style sheet, where nothing makes it wait; and
 * `<link rel=expect blocking=render>` holds rendering until the loader, the
 * last element of the body, has been parsed, so the first frame is the whole
 * page even when the style sheet arrives first. Chromium stops waiting when
 * the named element is inserted, not when it is closed, so the page's root
 * would not do. Browsers without it ignore it; every browser stops waiting
 * once the document is parsed. The cost is the HTML's last packets: pages are
 * 10-18 KB compressed, one round trip or two.
 */

import {FIRST_RESULTS_GLOBAL} from '@agenta-docs/search';

/** The longest the scripts wait for a paint report before they start regardless. */
export const FALLBACK_START_MS = 3000;

/**
 * The inline script that starts the page's scripts (listed in its
 * `data-scripts` attribute, space-separated, in order). Its text is the same
 * on every page, so one Content-Security-Policy hash covers it.
 */
export const START_AFTER_PAINT_SCRIPT = [
  '(function(){',
  'var d=document,me=d.currentScript,started=false;',
  'function start(){',
  'if(started)return;started=true;',
  'me.getAttribute("data-scripts").split(" ").forEach(function(src){',
  'if(!src)return;',
  'var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s);',
  '});',
  '}',
  'if(d.visibilityState==="hidden")return start();',
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")start();});',
  // The search page's first results, drawn before the page's scripts (@agenta-docs/search), are
  // the largest thing it draws: its scripts start once they are on screen rather than compete
  // with their requests (at worst after FALLBACK_START_MS, as everywhere).
  'function afterPaint(){',
  `var first=window[${JSON.stringify(FIRST_RESULTS_GLOBAL)}];`,
  'if(first&&first.painted)first.painted.then(start,start);else setTimeout(start);',
  '}',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)afterPaint();})',
  '.observe({type:"paint",buffered:true});',
  '}else{requestAnimationFrame(function(){setTimeout(afterPaint);});}',
  `setTimeout(start,${FALLBACK_START_MS});`,
  '})();',
].join('');

/** The id of the loader, START_AFTER_PAINT_SCRIPT's element: rendering waits until it is parsed. */
export const LOADER_ID = 'page-scripts';

/** The one script the head preloads: the main bundle (`assets/js/main.<hash>.js`). */
export const PRELOADED_SCRIPT = /(^|\/)main\.[^/]*\.js$/;

/** An inline script, as Docusaurus writes the body tags plugins inject (`<script>` with no attributes). */
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/**
 * The page template, in Docusaurus's template language (eta): `<%= %>`
 * escapes, `<%~ %>` writes as is. Laid out as Docusaurus's default template
 * but for the scripts: the page's own, and the inline ones plugins put before
 * the body, which go in the head (see above).
 */
export const pageTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <%~ (it.preBodyTags.match(${INLINE_SCRIPT}) || []).join('') %>
    <link rel="expect" href="#${LOADER_ID}" blocking="render">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => ${PRELOADED_SCRIPT}.test(script)).forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace(${INLINE_SCRIPT}, '') %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="${LOADER_ID}" data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${START_AFTER_PAINT_SCRIPT}</script>
  </body>
</html>
`;
