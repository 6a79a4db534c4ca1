// Stands in for tslib in @docusaurus/utils-common (patch tslib-import-default, src/patches/patches.yaml), whose
// compiled index calls nothing but __importDefault. Required from CommonJS, tslib's
// ES module cannot be tree-shaken, and all its helpers (10 KB) went into the main bundle.
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
