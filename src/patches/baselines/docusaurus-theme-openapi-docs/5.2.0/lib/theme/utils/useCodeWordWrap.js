"use strict";
/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Vendored from @docusaurus/theme-common/src/hooks/useCodeWordWrap.ts (MIT)
 * to remove the dependency on @docusaurus/theme-common/internal.
 * See: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
Object.defineProperty(exports, "__esModule", { value: true });
exports.useCodeWordWrap = useCodeWordWrap;
const react_1 = require("react");
const useMutationObserver_1 = require("./useMutationObserver");
// Callback fires when the "hidden" attribute of a tabpanel changes
// See https://github.com/facebook/docusaurus/pull/7485
function useTabBecameVisibleCallback(codeBlockRef, callback) {
  const [hiddenTabElement, setHiddenTabElement] = (0, react_1.useState)();
  const updateHiddenTabElement = (0, react_1.useCallback)(() => {
    setHiddenTabElement(
      codeBlockRef.current?.closest("[role=tabpanel][hidden]")
    );
  }, [codeBlockRef, setHiddenTabElement]);
  (0, react_1.useEffect)(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  (0, useMutationObserver_1.useMutationObserver)(
    hiddenTabElement,
    (mutations) => {
      mutations.forEach((mutation) => {
        if (
          mutation.type === "attributes" &&
          mutation.attributeName === "hidden"
        ) {
          callback();
          updateHiddenTabElement();
        }
      });
    },
    {
      attributes: true,
      characterData: false,
      childList: false,
      subtree: false,
    }
  );
}
function useCodeWordWrap() {
  const [isEnabled, setIsEnabled] = (0, react_1.useState)(false);
  const [isCodeScrollable, setIsCodeScrollable] = (0, react_1.useState)(false);
  const codeBlockRef = (0, react_1.useRef)(null);
  const toggle = (0, react_1.useCallback)(() => {
    const codeElement = codeBlockRef.current.querySelector("code");
    if (isEnabled) {
      codeElement.removeAttribute("style");
    } else {
      codeElement.style.whiteSpace = "pre-wrap";
      codeElement.style.overflowWrap = "anywhere";
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  const updateCodeIsScrollable = (0, react_1.useCallback)(() => {
    const { scrollWidth, clientWidth } = codeBlockRef.current;
    const isScrollable =
      scrollWidth > clientWidth ||
      codeBlockRef.current.querySelector("code").hasAttribute("style");
    setIsCodeScrollable(isScrollable);
  }, [codeBlockRef]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  (0, react_1.useEffect)(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  (0, react_1.useEffect)(() => {
    window.addEventListener("resize", updateCodeIsScrollable, {
      passive: true,
    });
    return () => {
      window.removeEventListener("resize", updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
