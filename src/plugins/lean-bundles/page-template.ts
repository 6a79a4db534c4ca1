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
 * Here the head asks for every script at low priority (`<link rel=preload>`,
 * the priority deferred scripts get), so they download while the page
 * renders, and START_AFTER_PAINT_SCRIPT, at the end of the body, adds them as
 * scripts once the browser reports its first contentful paint. Added in order
 * with `async = false`, they run in that order, each in a task of its own:
 * the bundler's runtime, the main bundle, then the page's route chunks
 * (listed since registry-by-chunk-name.ts). The main bundle finds each route
 * chunk's script already in the document and waits for it instead of adding
 * another, which took 10 to 15 script insertions out of its start-up task.
 *
 * A page opened in a background tab paints nothing until shown: it starts at
 * once. A browser without paint timing starts after the next frame, and if no
 * paint is reported within FALLBACK_START_MS the scripts start anyway.
 */

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
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start);})',
  '.observe({type:"paint",buffered:true});',
  '}else{requestAnimationFrame(function(){setTimeout(start);});}',
  `setTimeout(start,${FALLBACK_START_MS});`,
  '})();',
].join('');

/**
 * The page template, in Docusaurus's template language (eta): `<%= %>`
 * escapes, `<%~ %>` writes as is. Everything but the scripts is laid out as
 * in Docusaurus's default template.
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
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${START_AFTER_PAINT_SCRIPT}</script>
  </body>
</html>
`;
