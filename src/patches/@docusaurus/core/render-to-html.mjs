/**
 * Docusaurus's renderToHtml for the server build, with one option more.
 * React 19.2 "outlines" a Suspense boundary once the page's HTML before it
 * passes progressiveChunkSize (12,800 bytes by default), even when everything
 * has finished rendering: the boundary's content is sent hidden
 * (`<div hidden id="S:0">`) and moved into place by inline scripts. On a
 * static page, whose HTML is written once everything is ready, that only
 * hides content from readers without JavaScript, adds inline scripts the
 * Content-Security-Policy must allow, and delays the first paint of lazily
 * rendered parts (the API reference pages, code blocks). No limit: every
 * boundary is written in place.
 */
import {text} from 'node:stream/consumers';
import {PassThrough} from 'node:stream';

import {renderToPipeableStream} from 'react-dom/server';

export async function renderToHtml(app) {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
