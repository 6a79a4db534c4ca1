"""Checks the Python code blocks of the site's pages against the Agenta SDK's public surface.

Reads JSON on stdin: {"surface": <facts/0.27/sdk-signatures.yaml as JSON>,
"pages": [{"file": str, "blocks": [{"line": int, "code": str}]}]} and writes a JSON list of
{"file", "line", "message"}. `line` counts in the page: a block's `line` is its opening fence.

Only names that come from the SDK are checked (`import agenta as ag`, `from agenta... import X`,
with aliases, and variables bound to what those return), so calls into other libraries are
left alone. A block that does not import the SDK but uses `ag` means the SDK, and it sees the
imports and variables of the page's earlier blocks, as a reader following the page would.
Blocks that do not parse are skipped: the syntax check reports them.

Written for the python3 of Debian and CI images (3.9 and later), with the standard library only.
"""

import ast
import difflib
import json
import sys


class Ref:
    """What an expression refers to in the SDK: a module, a class, an instance, a callable, a list."""

    def __init__(self, kind, target=None, signature=None, returns=None, decorator=None):
        self.kind = kind  # module | class | instance | callable | list | any
        self.target = target
        self.signature = signature
        self.returns = returns
        self.decorator = decorator

    def key(self):
        return (self.kind, self.target, self.signature, self.returns)


ANY = Ref("any")


class Surface:
    def __init__(self, data):
        self.modules = data["modules"]
        self.classes = data["classes"]
        self.functions = data["functions"]
        self.unchecked = tuple(data.get("unchecked_modules", []))
        self.version = data.get("version", "")

    def is_sdk_module(self, name):
        return name == "agenta" or name.startswith("agenta.")

    def is_unchecked(self, name):
        return any(name == m or name.startswith(m + ".") for m in self.unchecked)

    def from_spec(self, spec):
        """A module's `names` entry ("class C", "instance C"...) as a Ref."""
        kind, _, target = spec.partition(" ")
        if kind == "class":
            cls = self.classes[target]
            return Ref("class", target, cls.get("signature"), target, cls.get("decorator"))
        if kind == "instance":
            return Ref("instance", target)
        if kind == "function":
            fn = self.functions[target]
            return Ref("callable", target, fn.get("signature"), fn.get("returns"))
        if kind == "module" and target in self.modules:
            return Ref("module", target)
        return ANY

    def class_member(self, cls_name, attr):
        """(member dict, owning class) through the class's bases, or (None, None)."""
        seen = set()
        todo = [cls_name]
        while todo:
            name = todo.pop(0)
            if name in seen or name not in self.classes:
                continue
            seen.add(name)
            cls = self.classes[name]
            members = cls.get("members") or {}
            if attr in members:
                return members[attr], name
            todo.extend(cls.get("bases") or [])
        return None, None

    def class_is_open(self, cls_name):
        cls = self.classes.get(cls_name, {})
        return bool(cls.get("open")) or any(self.class_is_open(b) for b in cls.get("bases") or [])

    def class_member_names(self, cls_name):
        names = set()
        for name in [cls_name] + list(self.classes.get(cls_name, {}).get("bases") or []):
            names.update((self.classes.get(name, {}).get("members") or {}).keys())
        return names

    def returns_ref(self, returns):
        if not returns:
            return None
        if isinstance(returns, list):
            return Ref("list", returns[0])
        return Ref("instance", returns)


def suggestion(name, options):
    close = difflib.get_close_matches(name, sorted(options), n=1)
    return f"; did you mean `{close[0]}`?" if close else ""


def parse_signature(signature):
    tree = ast.parse(f"def f{signature}:\n    pass\n")
    return tree.body[0].args


class BlockChecker:
    def __init__(self, surface, code, inherited):
        self.surface = surface
        self.code = code
        self.tree = compile(
            code, "<block>", "exec", flags=ast.PyCF_ONLY_AST | getattr(ast, "PyCF_ALLOW_TOP_LEVEL_AWAIT", 0)
        )
        self.inherited = inherited  # name -> Ref or None, from the page's earlier blocks
        self.env = {}
        self.problems = {}
        self.reporting = False

    # ------------------------------------------------------------------ reporting

    def report(self, node, message):
        if self.reporting:
            self.problems.setdefault((node.lineno, message), None)

    def text(self, node):
        return ast.get_source_segment(self.code, node) or ast.unparse(node)

    # ------------------------------------------------------------------ names

    def lookup(self, name):
        if name in self.env:
            return self.env[name]
        if name in self.inherited:
            return self.inherited[name]
        if name in ("ag", "agenta"):
            return Ref("module", "agenta")
        return None

    def module_ref(self, module):
        """Ref for an imported SDK module, or None (with a report) when the SDK has no such module."""
        if module in self.surface.modules:
            return Ref("module", module)
        if self.surface.is_unchecked(module):
            return ANY
        return None

    def resolve(self, node):
        if isinstance(node, ast.Name):
            return self.lookup(node.id)
        if isinstance(node, ast.Await):
            return self.resolve(node.value)
        if isinstance(node, ast.Attribute):
            return self.resolve_attribute(node)
        if isinstance(node, ast.Call):
            return self.resolve_call(node)
        if isinstance(node, ast.Subscript):
            base = self.resolve(node.value)
            if base is not None and base.kind == "list":
                return Ref("instance", base.target)
            return None
        return None

    def resolve_attribute(self, node):
        base = self.resolve(node.value)
        if base is None:
            return None
        attr = node.attr
        if base.kind == "module":
            names = self.surface.modules[base.target]["names"]
            if attr in names:
                return self.surface.from_spec(names[attr])
            self.report(
                node,
                f"`{self.text(node)}`: module `{base.target}` of SDK {self.surface.version} has no name "
                f"`{attr}`{suggestion(attr, names)}",
            )
            return ANY
        if base.kind in ("class", "instance"):
            member, owner = self.surface.class_member(base.target, attr)
            if member is None:
                if self.surface.class_is_open(base.target):
                    return ANY
                self.report(
                    node,
                    f"`{self.text(node)}`: `{base.target}` in SDK {self.surface.version} has no attribute "
                    f"`{attr}`{suggestion(attr, self.surface.class_member_names(base.target))}",
                )
                return ANY
            if "signature" in member:
                return Ref("callable", f"{owner}.{attr}", member["signature"], member.get("returns"))
            if member.get("type") in self.surface.classes:
                return Ref("instance", member["type"])
            return ANY
        return ANY if base.kind == "any" else None

    def resolve_call(self, node):
        func = self.resolve(node.func)
        if func is None:
            return None
        if func.kind == "class":
            return Ref("instance", func.target)
        if func.kind == "callable":
            return self.surface.returns_ref(func.returns)
        return None

    # ------------------------------------------------------------------ bindings

    def binding_sites(self):
        """(name, how to compute its value) for every place the block binds a name."""
        sites = []

        def unknown(name):
            sites.append((name, lambda: None))

        def bind_target(target, value_fn):
            if isinstance(target, ast.Name):
                sites.append((target.id, value_fn))
            elif isinstance(target, (ast.Tuple, ast.List)):
                for elt in target.elts:
                    bind_target(elt.value if isinstance(elt, ast.Starred) else elt, lambda: None)

        def element_of(iter_node):
            def value():
                ref = self.resolve(iter_node)
                return Ref("instance", ref.target) if ref is not None and ref.kind == "list" else None

            return value

        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        sites.append((alias.asname, lambda m=alias.name: self.import_module(m)))
                    else:
                        top = alias.name.split(".")[0]
                        sites.append((top, lambda m=top: self.import_module(m)))
            elif isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if alias.name != "*":
                        sites.append(
                            (alias.asname or alias.name, lambda n=node, a=alias: self.import_name(n, a))
                        )
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    bind_target(target, lambda v=node.value: self.resolve(v))
            elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                bind_target(node.target, lambda v=node.value: self.resolve(v))
            elif isinstance(node, ast.AugAssign):
                bind_target(node.target, lambda: None)
            elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
                bind_target(node.target, element_of(node.iter))
            elif isinstance(node, (ast.With, ast.AsyncWith)):
                for item in node.items:
                    if item.optional_vars is not None:
                        bind_target(item.optional_vars, lambda: None)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                unknown(node.name)
            elif isinstance(node, ast.arg):
                unknown(node.arg)
            elif isinstance(node, ast.ExceptHandler) and node.name:
                unknown(node.name)
        return sites

    def import_module(self, module):
        if not self.surface.is_sdk_module(module):
            return None
        return self.module_ref(module) or ANY

    def import_name(self, node, alias):
        module = node.module or ""
        if node.level or not self.surface.is_sdk_module(module):
            return None
        if self.surface.is_unchecked(module):
            return ANY
        if module not in self.surface.modules:
            sub = f"{module}.{alias.name}"
            return Ref("module", sub) if sub in self.surface.modules else ANY
        names = self.surface.modules[module]["names"]
        if alias.name in names:
            return self.surface.from_spec(names[alias.name])
        sub = f"{module}.{alias.name}"
        if sub in self.surface.modules:
            return Ref("module", sub)
        return ANY

    def bind(self):
        sites = self.binding_sites()
        for _ in range(5):
            values = {}
            for name, value_fn in sites:
                values.setdefault(name, []).append(value_fn())
            env = {}
            for name, refs in values.items():
                keys = {ref.key() if ref is not None else None for ref in refs}
                env[name] = refs[0] if len(keys) == 1 else None
            if {k: (v.key() if v else None) for k, v in env.items()} == {
                k: (v.key() if v else None) for k, v in self.env.items()
            }:
                break
            self.env = env

    # ------------------------------------------------------------------ checks

    def check(self):
        self.bind()
        self.reporting = True
        decorator_calls = set()
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                decorator_calls.update(self.check_decorators(node))
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom):
                self.check_import_from(node)
            elif isinstance(node, ast.Import):
                self.check_import(node)
            elif isinstance(node, ast.Attribute):
                self.resolve(node)
            elif isinstance(node, ast.Call) and id(node) not in decorator_calls:
                self.check_call(node)
        return sorted(self.problems)

    def check_import(self, node):
        for alias in node.names:
            if self.surface.is_sdk_module(alias.name) and self.module_ref(alias.name) is None:
                self.report(node, f"`import {alias.name}`: SDK {self.surface.version} has no module `{alias.name}`")

    def check_import_from(self, node):
        module = node.module or ""
        if node.level or not self.surface.is_sdk_module(module) or self.surface.is_unchecked(module):
            return
        if module not in self.surface.modules:
            self.report(
                node,
                f"`from {module} import ...`: SDK {self.surface.version} has no module `{module}`"
                f"{suggestion(module, self.surface.modules)}",
            )
            return
        entry = self.surface.modules[module]
        for alias in node.names:
            if alias.name == "*":
                continue
            if alias.name not in entry["names"] and f"{module}.{alias.name}" not in self.surface.modules:
                self.report(
                    node,
                    f"`from {module} import {alias.name}`: module `{module}` of SDK {self.surface.version} has no "
                    f"name `{alias.name}`{suggestion(alias.name, entry['names'])}",
                )
            elif alias.name in (entry.get("rebound_by_init") or []):
                self.report(
                    node,
                    f"`from {module} import {alias.name}` keeps the object from before `ag.init()`, which replaces "
                    f"it; import the module and use `ag.{alias.name}`",
                )

    def check_decorators(self, node):
        """Reports misuse of the SDK's decorators; returns the ids of decorator calls already judged."""
        judged = set()
        sdk = []  # (index, text, decorator info)
        for index, decorator in enumerate(node.decorator_list):
            called = isinstance(decorator, ast.Call)
            ref = self.resolve(decorator.func if called else decorator)
            if ref is None or ref.kind != "class" or not ref.decorator:
                continue
            form = ref.decorator.get("form")
            text = self.text(decorator.func if called else decorator)
            if called and form == "bare":
                judged.add(id(decorator))
                self.report(decorator, f"`@{text}` takes no arguments: write `@{text}` without parentheses")
            elif not called and form == "call":
                self.report(decorator, f"`@{text}` must be called: write `@{text}(...)`, even with no arguments")
            sdk.append((index, text, ref.decorator, decorator))
        for index, text, info, decorator in sdk:
            if not info.get("outermost"):
                continue
            above = [other for i, other, _, _ in sdk if i < index]
            if above:
                self.report(
                    decorator,
                    f"`@{text}` must be the outermost SDK decorator, above `@{above[0]}`: the decorators below it "
                    "only take effect when it sits on top",
                )
        return judged

    def check_call(self, node):
        ref = self.resolve(node.func)
        if ref is None or ref.kind not in ("class", "callable") or not ref.signature:
            return
        label = f"`{self.text(node.func)}()`"
        args = parse_signature(ref.signature)
        positional = [a.arg for a in args.posonlyargs + args.args]
        pos_defaults = len(args.defaults)
        required_pos = positional[: len(positional) - pos_defaults]
        keyword_only = [a.arg for a in args.kwonlyargs]
        required_kw = [a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None]
        by_keyword = set(a.arg for a in args.args) | set(keyword_only)
        splat_args = any(isinstance(a, ast.Starred) for a in node.args)
        splat_kwargs = any(k.arg is None for k in node.keywords)
        n_pos = len(node.args)
        all_names = ", ".join(positional + keyword_only) or "no arguments"

        if not splat_args and args.vararg is None and n_pos > len(positional):
            if not positional:
                self.report(node, f"{label} takes keyword arguments only ({all_names}); got {n_pos} positional")
            else:
                self.report(
                    node,
                    f"{label} takes at most {len(positional)} positional argument(s) ({', '.join(positional)}); "
                    f"got {n_pos}",
                )
        filled = set(positional[:n_pos]) if not splat_args else set(positional)
        meant = set()  # parameters named in a "did you mean", not reported again as missing
        for keyword in node.keywords:
            if keyword.arg is None:
                continue
            where = keyword if hasattr(keyword, "lineno") else node
            if keyword.arg not in by_keyword and args.kwarg is None:
                close = difflib.get_close_matches(keyword.arg, sorted(by_keyword), n=1)
                meant.update(close)
                self.report(
                    where,
                    f"{label} has no parameter `{keyword.arg}`{suggestion(keyword.arg, by_keyword)} "
                    f"(it takes: {all_names})",
                )
            elif keyword.arg in filled and not splat_args:
                self.report(where, f"{label} got `{keyword.arg}` both by position and by keyword")
            filled.add(keyword.arg)
        if not (splat_args or splat_kwargs):
            missing = [name for name in required_pos + required_kw if name not in filled and name not in meant]
            if missing:
                self.report(node, f"{label} is missing required argument(s): {', '.join(missing)}")

    # ------------------------------------------------------------------ page state

    def exported_bindings(self):
        """What a later block of the page sees: this block's bindings over the inherited ones."""
        merged = dict(self.inherited)
        merged.update(self.env)
        return merged


def main():
    request = json.load(sys.stdin)
    surface = Surface(request["surface"])
    for signature in _all_signatures(surface):
        parse_signature(signature)  # a malformed entry fails loudly here, not as a wrong verdict later
    problems = []
    for page in request["pages"]:
        inherited = {}
        for block in page["blocks"]:
            try:
                checker = BlockChecker(surface, block["code"], inherited)
            except SyntaxError:
                continue
            for line, message in checker.check():
                problems.append({"file": page["file"], "line": block["line"] + line, "message": message})
            inherited = checker.exported_bindings()
    json.dump(problems, sys.stdout)


def _all_signatures(surface):
    for fn in surface.functions.values():
        if fn.get("signature"):
            yield fn["signature"]
    for cls in surface.classes.values():
        if cls.get("signature"):
            yield cls["signature"]
        for member in (cls.get("members") or {}).values():
            if member.get("signature"):
                yield member["signature"]


if __name__ == "__main__":
    main()
