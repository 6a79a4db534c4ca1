// Stands in for crypto-js in the OpenAPI theme's storage helpers
// (patch openapi-sha1-only, src/patches/patches.yaml), which call nothing but CryptoJS.SHA1.
module.exports = {SHA1: require('crypto-js/sha1')};
