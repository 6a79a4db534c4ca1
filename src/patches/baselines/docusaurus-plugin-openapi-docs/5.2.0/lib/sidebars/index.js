"use strict";
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = generateSidebarSlice;
const path_1 = __importDefault(require("path"));
const utils_1 = require("@docusaurus/utils");
const clsx_1 = __importDefault(require("clsx"));
const lodash_1 = require("lodash");
const uniq_1 = __importDefault(require("lodash/uniq"));
function isApiItem(item) {
    return item.type === "api";
}
function isInfoItem(item) {
    return item.type === "info";
}
function isSchemaItem(item) {
    return item.type === "schema";
}
const createDocItem = (item, { sidebarOptions: { customProps }, basePath }) => {
    var _a, _b;
    const sidebar_label = item.frontMatter.sidebar_label;
    const title = item.title;
    const id = item.type === "schema" ? `schemas/${item.id}` : item.id;
    const className = item.type === "api"
        ? (0, clsx_1.default)({
            "menu__list-item--deprecated": item.api.deprecated,
            "api-method": !!item.api.method,
        }, item.api.method)
        : (0, clsx_1.default)({
            "menu__list-item--deprecated": item.schema.deprecated,
        }, "schema");
    return {
        type: "doc",
        id: basePath === "" || undefined ? `${id}` : `${basePath}/${id}`,
        label: (_b = (_a = sidebar_label) !== null && _a !== void 0 ? _a : title) !== null && _b !== void 0 ? _b : id,
        customProps: customProps,
        className: className ? className : undefined,
    };
};
function groupByTags(items, sidebarOptions, options, tags, docPath, tagGroupKey) {
    var _a, _b;
    let { outputDir, label, showSchemas } = options;
    // Remove trailing slash before proceeding
    outputDir = outputDir.replace(/\/$/, "");
    const { sidebarCollapsed, sidebarCollapsible, categoryLinkSource } = sidebarOptions;
    const apiItems = items.filter(isApiItem);
    const infoItems = items.filter(isInfoItem);
    const schemaItems = items.filter(isSchemaItem);
    const intros = infoItems.map((item) => {
        return {
            id: item.id,
            title: item.title,
            description: item.description,
            tags: item.info.tags,
        };
    });
    // TODO: make sure we only take the first tag
    const operationTags = (0, uniq_1.default)(apiItems
        .flatMap((item) => item.api.tags)
        .filter((item) => !!item));
    const schemaTags = (0, uniq_1.default)(schemaItems
        .flatMap((item) => item.schema["x-tags"])
        .filter((item) => !!item));
    // Combine globally defined tags with operation and schema tags
    // Only include global tag if referenced in operation/schema tags
    let apiTags = [];
    tags.flat().forEach((tag) => {
        // Should we also check x-displayName?
        if (operationTags.includes(tag.name) || schemaTags.includes(tag.name)) {
            apiTags.push(tag.name);
        }
    });
    if (sidebarOptions.groupPathsBy !== "tagGroup") {
        apiTags = (0, uniq_1.default)(apiTags.concat(operationTags, schemaTags));
    }
    // Extract base path from outputDir, handling cases where docPath may not be in outputDir
    const getBasePathFromOutput = (output, doc) => {
        if (doc && output.startsWith(doc + "/")) {
            return output.substring((doc + "/").length);
        }
        const slashIndex = output.indexOf("/", 1);
        return slashIndex === -1
            ? ""
            : output.slice(slashIndex).replace(/^\/+/g, "");
    };
    const basePath = getBasePathFromOutput(outputDir, docPath);
    const createDocItemFnContext = {
        sidebarOptions,
        basePath,
    };
    const createDocItemFn = (_b = (_a = sidebarOptions.sidebarGenerators) === null || _a === void 0 ? void 0 : _a.createDocItem) !== null && _b !== void 0 ? _b : createDocItem;
    let rootIntroDoc = undefined;
    if (infoItems.length === 1) {
        const infoItem = infoItems[0];
        const id = infoItem.id;
        const docId = basePath === "" || undefined ? `${id}` : `${basePath}/${id}`;
        rootIntroDoc = {
            type: "doc",
            id: docId,
            ...(tagGroupKey && { key: (0, lodash_1.kebabCase)(`${tagGroupKey}-${docId}`) }),
        };
    }
    const tagged = apiTags
        .map((tag) => {
        var _a;
        // Map info object to tag
        const taggedInfoObject = intros.find((i) => i.tags ? i.tags.find((t) => t.name === tag) : undefined);
        const tagObject = tags.flat().find((t) => tag === t.name && {
            name: tag,
            description: `${tag} Index`,
        });
        // TODO: perhaps move this into a getLinkConfig() function
        // Default to no link config (spindowns only)
        let linkConfig = undefined;
        if (taggedInfoObject !== undefined && categoryLinkSource === "info") {
            linkConfig = {
                type: "doc",
                id: basePath === "" || undefined
                    ? `${taggedInfoObject.id}`
                    : `${basePath}/${taggedInfoObject.id}`,
            };
        }
        // TODO: perhaps move this into a getLinkConfig() function
        if (tagObject !== undefined && categoryLinkSource === "tag") {
            const tagId = (0, lodash_1.kebabCase)(tagObject.name);
            linkConfig = {
                type: "doc",
                id: basePath === "" || undefined ? `${tagId}` : `${basePath}/${tagId}`,
            };
        }
        if (categoryLinkSource === "auto") {
            linkConfig = {
                type: "generated-index",
                title: tag,
                slug: label
                    ? (0, utils_1.posixPath)(path_1.default.join("/category", basePath, (0, lodash_1.kebabCase)(label), (0, lodash_1.kebabCase)(tag)))
                    : (0, utils_1.posixPath)(path_1.default.join("/category", basePath, (0, lodash_1.kebabCase)(tag))),
            };
        }
        const taggedApiItems = apiItems.filter((item) => { var _a; return !!((_a = item.api.tags) === null || _a === void 0 ? void 0 : _a.includes(tag)); });
        const taggedSchemaItems = schemaItems.filter((item) => { var _a; return !!((_a = item.schema["x-tags"]) === null || _a === void 0 ? void 0 : _a.includes(tag)); });
        const categoryLabel = (_a = tagObject === null || tagObject === void 0 ? void 0 : tagObject["x-displayName"]) !== null && _a !== void 0 ? _a : tag;
        const categoryKey = tagGroupKey
            ? (0, lodash_1.kebabCase)(`${tagGroupKey}-${categoryLabel}`)
            : undefined;
        return {
            type: "category",
            label: categoryLabel,
            ...(categoryKey && { key: categoryKey }),
            link: linkConfig,
            collapsible: sidebarCollapsible,
            collapsed: sidebarCollapsed,
            items: [...taggedSchemaItems, ...taggedApiItems].map((item) => {
                const docItem = createDocItemFn(item, createDocItemFnContext);
                if (tagGroupKey && docItem.type === "doc") {
                    return {
                        ...docItem,
                        key: (0, lodash_1.kebabCase)(`${tagGroupKey}-${tag}-${docItem.id}`),
                    };
                }
                return docItem;
            }),
        };
    })
        .filter((item) => item.items.length > 0); // Filter out any categories with no items.
    // Handle items with no tag
    const untaggedItems = apiItems
        .filter(({ api }) => api.tags === undefined || api.tags.length === 0)
        .map((item) => createDocItemFn(item, createDocItemFnContext));
    let untagged = [];
    if (untaggedItems.length > 0) {
        untagged = [
            {
                type: "category",
                label: "UNTAGGED",
                collapsible: sidebarCollapsible,
                collapsed: sidebarCollapsed,
                items: apiItems
                    .filter(({ api }) => api.tags === undefined || api.tags.length === 0)
                    .map((item) => createDocItemFn(item, createDocItemFnContext)),
            },
        ];
    }
    let schemas = [];
    if (showSchemas && schemaItems.length > 0) {
        schemas = [
            {
                type: "category",
                label: "Schemas",
                collapsible: sidebarCollapsible,
                collapsed: sidebarCollapsed,
                items: schemaItems
                    .filter(({ schema }) => !schema["x-tags"])
                    .map((item) => createDocItemFn(item, createDocItemFnContext)),
            },
        ];
    }
    // Shift root intro doc to top of sidebar
    // TODO: Add input validation for categoryLinkSource options
    if (rootIntroDoc && categoryLinkSource !== "info") {
        tagged.unshift(rootIntroDoc);
    }
    return [...tagged, ...untagged, ...schemas];
}
function nestByTagParents(flatSidebar, tags, sidebarOptions) {
    const { sidebarCollapsed, sidebarCollapsible } = sidebarOptions;
    const seen = new Set();
    const uniqueTags = [];
    tags.flat().forEach((tag) => {
        if (tag.name && !seen.has(tag.name)) {
            seen.add(tag.name);
            uniqueTags.push(tag);
        }
    });
    const tagByName = new Map(uniqueTags.map((t) => [t.name, t]));
    const effectiveParent = (tag) => {
        if (!tag.parent || !tagByName.has(tag.parent))
            return undefined;
        const chain = new Set([tag.name]);
        let cursor = tagByName.get(tag.parent);
        while (cursor) {
            if (chain.has(cursor.name))
                return undefined;
            chain.add(cursor.name);
            if (!cursor.parent || !tagByName.has(cursor.parent))
                break;
            cursor = tagByName.get(cursor.parent);
        }
        return tag.parent;
    };
    const isTrailing = (item) => item.type === "category" &&
        (item.label === "UNTAGGED" || item.label === "Schemas");
    const leading = flatSidebar.filter((item) => item.type === "doc");
    const trailing = flatSidebar.filter((item) => isTrailing(item));
    const tagCategories = flatSidebar.filter((item) => item.type === "category" && !isTrailing(item));
    const claimed = new Set();
    const categoryByTag = new Map();
    uniqueTags.forEach((tag) => {
        var _a;
        const label = (_a = tag["x-displayName"]) !== null && _a !== void 0 ? _a : tag.name;
        const match = tagCategories.find((cat) => !claimed.has(cat) && cat.label === label);
        if (match) {
            claimed.add(match);
            categoryByTag.set(tag.name, match);
        }
    });
    const childrenOf = (name) => uniqueTags.filter((tag) => effectiveParent(tag) === name);
    const buildNode = (tag) => {
        var _a, _b;
        const childNodes = childrenOf(tag.name)
            .map(buildNode)
            .filter((node) => node !== null);
        const flatCategory = categoryByTag.get(tag.name);
        const docItems = flatCategory ? flatCategory.items : [];
        if (docItems.length === 0 && childNodes.length === 0) {
            return null;
        }
        return {
            type: "category",
            label: (_b = (_a = flatCategory === null || flatCategory === void 0 ? void 0 : flatCategory.label) !== null && _a !== void 0 ? _a : tag["x-displayName"]) !== null && _b !== void 0 ? _b : tag.name,
            ...((flatCategory === null || flatCategory === void 0 ? void 0 : flatCategory.link) && { link: flatCategory.link }),
            collapsible: sidebarCollapsible,
            collapsed: sidebarCollapsed,
            items: [...docItems, ...childNodes],
        };
    };
    const roots = childrenOf(undefined)
        .map(buildNode)
        .filter((node) => node !== null);
    const orphans = tagCategories.filter((cat) => !claimed.has(cat));
    return [...leading, ...roots, ...orphans, ...trailing];
}
function generateSidebarSlice(sidebarOptions, options, api, tags, docPath, tagGroups) {
    let sidebarSlice = [];
    if (sidebarOptions.groupPathsBy === "tagGroup") {
        let schemasGroup = [];
        tagGroups === null || tagGroups === void 0 ? void 0 : tagGroups.forEach((tagGroup) => {
            var _a;
            //filter tags only included in group
            const filteredTags = [];
            tags[0].forEach((tag) => {
                if (tagGroup.tags.includes(tag.name)) {
                    filteredTags.push(tag);
                }
            });
            const tagGroupKey = (0, lodash_1.kebabCase)(tagGroup.name);
            const groupCategory = {
                type: "category",
                label: tagGroup.name,
                collapsible: true,
                collapsed: true,
                items: groupByTags(api, sidebarOptions, options, [filteredTags], docPath, tagGroupKey),
            };
            if (options.showSchemas) {
                // For the first tagGroup, save the generated "Schemas" category for later.
                if (schemasGroup.length === 0) {
                    schemasGroup = (_a = groupCategory.items) === null || _a === void 0 ? void 0 : _a.filter((item) => item.type === "category" && item.label === "Schemas");
                }
                // Remove the "Schemas" category from every `groupCategory`.
                groupCategory.items = groupCategory.items.filter((item) => "label" in item ? item.label !== "Schemas" : true);
            }
            sidebarSlice.push(groupCategory);
        });
        // Add `schemasGroup` to the end of the sidebar.
        sidebarSlice.push(...schemasGroup);
    }
    else if (sidebarOptions.groupPathsBy === "tagParent") {
        const flat = groupByTags(api, sidebarOptions, options, tags, docPath);
        sidebarSlice = nestByTagParents(flat, tags, sidebarOptions);
    }
    else if (sidebarOptions.groupPathsBy === "tag") {
        sidebarSlice = groupByTags(api, sidebarOptions, options, tags, docPath);
    }
    return sidebarSlice;
}
