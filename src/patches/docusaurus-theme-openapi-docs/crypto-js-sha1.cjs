// Stands in for crypto-js in the OpenAPI theme's storage helpers
// (src/plugins/lean-bundles), which call nothing but CryptoJS.SHA1.
module.exports = {SHA1: require('crypto-js/sha1')};
