// pako, for the OpenAPI theme's ApiItem, which calls only ungzip, to decode a page's `api` front
// matter when it is a string (base64 of deflated JSON). The api-reference plugin writes it as an
// object, which the theme's decoding rejects before calling ungzip (atob of an object throws) and
// then uses as it is, so this is never called; it throws rather than return a wrong value.
'use strict';

exports.ungzip = function ungzip() {
  throw new Error(
    'An API page\'s "api" front matter is compressed, but this site bundles no inflater: ' +
      'generate the pages through src/plugins/api-reference, which writes it uncompressed.',
  );
};
