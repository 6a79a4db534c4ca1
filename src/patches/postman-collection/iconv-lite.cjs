/**
 * Stands in for iconv-lite in the browser bundle. postman-collection uses it
 * only to decode response bodies in a charset it names; its encoding tables
 * are half a megabyte. The browser's TextDecoder knows the encodings the
 * Encoding Standard lists, which covers what an HTTP API answers in.
 */
function encodingExists(encoding) {
  try {
    new TextDecoder(encoding);
    return true;
  } catch {
    return false;
  }
}

function decode(buffer, encoding) {
  return new TextDecoder(encoding).decode(buffer);
}

module.exports = {encodingExists, decode};
