#!/usr/bin/env python3
"""The response models of the Agenta backend's HTTP routes, read from its source code.

    python3 scripts/extract-api-models.py <checkout of Agenta-AI/agenta> <its commit or tag> <release> > facts/<release>/api-response-models.yaml

Reads a checkout of Agenta-AI/agenta (nothing is imported or run: only `ast`) and writes YAML to
standard output: for every route of agenta-backend/agenta_backend/routers/*.py, mounted under the
prefixes of agenta_backend/main.py, its declared response model (the decorator's `response_model=`,
else the handler's return annotation, which FastAPI uses in its place) and request-body models, and
every Pydantic model reachable from them (through fields of nested models and base classes), with
each field's name, type as written, whether Pydantic requires it, and its source line.

Names are resolved as the open-source backend runs (FEATURE_FLAG=oss): in `if isCloudEE(): ...
else: ...` import blocks the branch that the open-source build takes is followed, so a router that
imports `AppVariantResponse_ as AppVariantResponse` from the Cloud code (not in the public repository)
for Cloud and Enterprise resolves to the open-source `AppVariantResponse`.

Required: the rules of Pydantic 2 (the backend pins `pydantic = "^2.7.4"`). A field is required when
it has no default: no value, `= ...`, `Field(...)` or `Field()` without `default`/`default_factory`.
`Optional[X]` without a default is required too (it may be `null`, but must be given): Pydantic 1
gave such a field a `None` default, Pydantic 2 does not. A field's `alias` is its name in JSON (FastAPI
answers by alias).

The output is sorted and holds no time stamp: the same checkout gives the same file.
"""
from __future__ import annotations

import ast
import json
import os
import re
import sys

BACKEND = "agenta-backend"
PACKAGE = "agenta_backend"
HTTP_METHODS = ("get", "post", "put", "patch", "delete", "head", "options")

# The open-source build: FEATURE_FLAG=oss (agenta_backend/utils/common.py).
FEATURE_FLAGS = {
    "isCloudEE": False,
    "isCloud": False,
    "isEE": False,
    "isCloudProd": False,
    "isCloudDev": False,
    "isOss": True,
}

# Annotation names that are not models: typing forms and built-in or library scalar types.
WRAPPERS_LIST = {"List", "list", "Sequence", "Set", "set", "Tuple", "tuple"}
WRAPPERS_DICT = {"Dict", "dict", "Mapping"}
SCALARS = {
    "str", "int", "float", "bool", "bytes", "Any", "dict", "list", "None", "datetime", "date",
    "UUID", "Json", "object",
}


def q(text: str) -> str:
    """A YAML double-quoted scalar (JSON string syntax is valid YAML)."""
    return json.dumps(text, ensure_ascii=False)


class Module:
    def __init__(self, name: str, file: str, rel: str):
        self.name = name
        self.file = file
        self.rel = rel
        with open(file, encoding="utf-8") as handle:
            self.text = handle.read()
        self.lines = self.text.split("\n")
        self.tree = ast.parse(self.text, filename=file)
        self.classes: dict[str, ast.ClassDef] = {}
        self.imports: dict[str, tuple[str, str]] = {}  # local name -> (module, name)
        self.module_imports: dict[str, str] = {}  # local name -> module (import x.y as z)
        self._collect(self.tree.body)

    def _collect(self, body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                self.classes[node.name] = node
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    self.imports[alias.asname or alias.name] = (node.module, alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        self.module_imports[alias.asname] = alias.name
            elif isinstance(node, ast.If):
                taken = evaluate_flag_test(node.test)
                if taken is None:
                    # Not a feature-flag test: both branches may define names; the first wins.
                    self._collect(node.body)
                    self._collect(node.orelse)
                else:
                    self._collect(node.body if taken else node.orelse)
            elif isinstance(node, ast.Try):
                self._collect(node.body)

    def segment(self, node: ast.AST) -> str:
        text = ast.get_source_segment(self.text, node)
        if text is None:
            text = ast.unparse(node)
        return re.sub(r"\s+", " ", text).replace("[ ", "[").replace(" ]", "]").replace(", ]", "]")


def evaluate_flag_test(test: ast.expr) -> bool | None:
    """The value of an `if` test built from the feature-flag helpers, or None for any other test."""
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id in FEATURE_FLAGS and not test.args:
        return FEATURE_FLAGS[test.func.id]
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = evaluate_flag_test(test.operand)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        values = [evaluate_flag_test(value) for value in test.values]
        if any(value is None for value in values):
            return None
        return all(values) if isinstance(test.op, ast.And) else any(values)
    return None


class Backend:
    def __init__(self, root: str):
        self.root = root
        self.base = os.path.join(root, BACKEND)
        self.modules: dict[str, Module | None] = {}

    def module(self, name: str) -> Module | None:
        if name in self.modules:
            return self.modules[name]
        found = None
        if name == PACKAGE or name.startswith(PACKAGE + "."):
            parts = name.split(".")
            for candidate in (os.path.join(self.base, *parts) + ".py", os.path.join(self.base, *parts, "__init__.py")):
                if os.path.isfile(candidate):
                    found = Module(name, candidate, os.path.relpath(candidate, self.root).replace(os.sep, "/"))
                    break
        self.modules[name] = found
        return found

    def resolve(self, module: Module, name: str, depth: int = 0) -> tuple[str, Module | None, ast.ClassDef | None]:
        """Where a name used in a module comes from: (qualified name, defining module, class)."""
        if depth > 20:
            return (name, None, None)
        if name in module.classes:
            return (f"{module.name}.{name}", module, module.classes[name])
        if name in module.imports:
            source, original = module.imports[name]
            target = self.module(source)
            if target is None:
                return (f"{source}.{original}", None, None)
            return self.resolve(target, original, depth + 1)
        return (name, None, None)


class Extractor:
    def __init__(self, backend: Backend):
        self.backend = backend
        self.models: dict[str, dict] = {}  # qualified name -> model record
        self.enums: dict[str, dict] = {}

    # --- classes -------------------------------------------------------------------------------
    def class_kind(self, module: Module, cls: ast.ClassDef, depth: int = 0) -> str | None:
        """'model' for a Pydantic model, 'enum' for an Enum, None otherwise."""
        if depth > 20:
            return None
        for base in cls.bases:
            name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else None
            if name is None:
                continue
            qualified, base_module, base_cls = self.backend.resolve(module, name)
            if qualified in ("pydantic.BaseModel", "pydantic.main.BaseModel") or (base_cls is None and name == "BaseModel" and qualified.startswith("pydantic")):
                return "model"
            if qualified in ("enum.Enum", "enum.IntEnum", "enum.StrEnum") or (isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) and base.value.id == "enum"):
                return "enum"
            if base_cls is not None and base_module is not None:
                kind = self.class_kind(base_module, base_cls, depth + 1)
                if kind:
                    return kind
        return None

    def key(self, qualified: str) -> str:
        return qualified.rsplit(".", 1)[1]

    def add_class(self, module: Module, name: str) -> dict | None:
        """The shape of a name used in an annotation, recording the model or enum it names."""
        qualified, def_module, cls = self.backend.resolve(module, name)
        if cls is None or def_module is None:
            return None
        kind = self.class_kind(def_module, cls)
        if kind == "enum":
            if qualified not in self.enums:
                values = []
                for node in cls.body:
                    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                        values.append(node.value.value)
                self.enums[qualified] = {
                    "name": cls.name,
                    "source": f"{def_module.rel}:{cls.lineno}-{cls.end_lineno}",
                    "values": values,
                }
            return {"enum": qualified}
        if kind == "model":
            self.add_model(qualified, def_module, cls)
            return {"model": qualified}
        return None

    def add_model(self, qualified: str, module: Module, cls: ast.ClassDef) -> None:
        if qualified in self.models:
            return
        record: dict = {
            "name": cls.name,
            "source": f"{module.rel}:{cls.lineno}-{cls.end_lineno}",
            "bases": [],
            "fields": [],
        }
        self.models[qualified] = record
        inherited: list[dict] = []
        for base in cls.bases:
            name = base.id if isinstance(base, ast.Name) else None
            if name is None:
                continue
            base_q, base_module, base_cls = self.backend.resolve(module, name)
            record["bases"].append(base_q)
            if base_cls is not None and base_module is not None and self.class_kind(base_module, base_cls) == "model":
                self.add_model(base_q, base_module, base_cls)
                inherited.extend(field if "inherited_from" in field else dict(field, inherited_from=base_q) for field in self.models[base_q]["fields"])
        own = self.fields(module, cls)
        # Pydantic: base fields first; a field redefined by the subclass replaces the base's.
        names = {field["name"] for field in own}
        merged = [field for field in inherited if field["name"] not in names]
        record["fields"] = merged + own

    def fields(self, module: Module, cls: ast.ClassDef) -> list[dict]:
        result = []
        for node in cls.body:
            if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
                continue
            name = node.target.id
            annotation = node.annotation
            written = module.segment(annotation)
            if name.startswith("_") or written.startswith("ClassVar") or name == "model_config":
                continue
            required, default, alias = self.required(module, node.value)
            field = {
                "name": name,
                "type": written,
                "required": required,
                "source": f"{module.rel}:{node.lineno}",
            }
            if alias:
                field["alias"] = alias
            if default is not None:
                field["default"] = default
            field["shape"] = self.shape(module, annotation)
            result.append(field)
        return result

    def required(self, module: Module, value: ast.expr | None) -> tuple[bool, str | None, str | None]:
        """(required, default as written, alias) under Pydantic 2's rules."""
        if value is None:
            return (True, None, None)
        if isinstance(value, ast.Constant) and value.value is Ellipsis:
            return (True, None, None)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "Field":
            keywords = {keyword.arg: keyword.value for keyword in value.keywords if keyword.arg}
            alias = keywords.get("alias")
            alias_text = alias.value if isinstance(alias, ast.Constant) and isinstance(alias.value, str) else None
            if "default_factory" in keywords:
                return (False, f"default_factory={module.segment(keywords['default_factory'])}", alias_text)
            default = value.args[0] if value.args else keywords.get("default")
            if default is None or (isinstance(default, ast.Constant) and default.value is Ellipsis):
                return (True, None, alias_text)
            return (False, module.segment(default), alias_text)
        return (False, module.segment(value), None)

    # --- annotations ---------------------------------------------------------------------------
    def shape(self, module: Module, node: ast.expr) -> dict:
        """A type annotation as data: {model}, {enum}, {list}, {dict}, {union}, {scalar}."""
        if isinstance(node, ast.Constant) and node.value is None:
            return {"scalar": "None"}
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                return self.shape(module, ast.parse(node.value, mode="eval").body)
            except SyntaxError:
                return {"scalar": node.value}
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            members = self.flatten_union([self.shape(module, node.left), self.shape(module, node.right)])
            return {"union": members}
        if isinstance(node, ast.Subscript):
            outer = node.value.id if isinstance(node.value, ast.Name) else node.value.attr if isinstance(node.value, ast.Attribute) else ""
            args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            if outer == "Optional":
                return {"union": self.flatten_union([self.shape(module, args[0]), {"scalar": "None"}])}
            if outer == "Union":
                return {"union": self.flatten_union([self.shape(module, arg) for arg in args])}
            if outer in WRAPPERS_LIST:
                return {"list": self.shape(module, args[0])}
            if outer in WRAPPERS_DICT:
                if len(args) < 2:
                    return {"dict": {"scalar": "Any"}}
                keys = self.shape(module, args[0])
                return {"dict": self.shape(module, args[1])} if keys == {"scalar": "str"} else {"dict": self.shape(module, args[1]), "keys": keys}
            if outer == "Annotated":
                return self.shape(module, args[0])
            if outer == "Literal":
                return {"literal": [arg.value for arg in args if isinstance(arg, ast.Constant)]}
            return {"scalar": module.segment(node)}
        if isinstance(node, ast.Name):
            if node.id in SCALARS:
                return {"scalar": node.id}
            found = self.add_class(module, node.id)
            return found if found else {"scalar": node.id}
        if isinstance(node, ast.Attribute):
            return {"scalar": module.segment(node)}
        return {"scalar": module.segment(node)}

    @staticmethod
    def flatten_union(members: list[dict]) -> list[dict]:
        flat: list[dict] = []
        for member in members:
            for inner in member["union"] if "union" in member else [member]:
                if inner not in flat:
                    flat.append(inner)
        return flat


# --- routes ------------------------------------------------------------------------------------
def router_prefixes(backend: Backend) -> dict[str, str]:
    """Router module -> its prefix, from `app.include_router(<module>.router, prefix=...)`."""
    main = backend.module(f"{PACKAGE}.main")
    assert main is not None, "agenta_backend/main.py not found"
    prefixes = {}
    for node in ast.walk(main.tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "include_router"):
            continue
        first = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "router"), None)
        prefix = next((k.value.value for k in node.keywords if k.arg == "prefix" and isinstance(k.value, ast.Constant)), "")
        if isinstance(first, ast.Attribute) and isinstance(first.value, ast.Name):
            local = first.value.id
            source = main.imports.get(local)
            module = f"{source[0]}.{source[1]}" if source else main.module_imports.get(local, local)
            prefixes[module] = prefix
    return prefixes


def join_path(prefix: str, path: str) -> str:
    # agenta_backend.utils.common.APIRouter strips one trailing "/" and also serves the path with it.
    if path.endswith("/"):
        path = path[:-1]
    return (prefix + path) or "/"


def body_params(extractor: Extractor, module: Module, func: ast.AsyncFunctionDef | ast.FunctionDef, path: str) -> list[dict]:
    """Parameters FastAPI reads from the request body: a Pydantic model, or `Body`, `Form`, `File`."""
    params = []
    args = func.args.args + func.args.kwonlyargs
    defaults = [None] * (len(func.args.args) - len(func.args.defaults)) + list(func.args.defaults) + list(func.args.kw_defaults)
    path_params = set(re.findall(r"\{(\w+)\}", path))
    for arg, default in zip(args, defaults):
        if arg.annotation is None or arg.arg in path_params:
            continue
        marker = default.func.id if isinstance(default, ast.Call) and isinstance(default.func, ast.Name) else None
        shape = extractor.shape(module, arg.annotation)
        if marker in ("Query", "Path", "Header", "Depends", "Cookie"):
            continue
        has_model = "model" in json.dumps(shape)
        if marker is None and "UploadFile" in module.segment(arg.annotation):
            marker = "File"
        if marker in ("Body", "Form", "File") or (marker is None and has_model):
            params.append({
                "name": arg.arg,
                "type": module.segment(arg.annotation),
                "in": {"Form": "form", "File": "form"}.get(marker or "", "body"),
                "source": f"{module.rel}:{arg.lineno}",
                "shape": shape,
            })
    return params


def routes(backend: Backend, extractor: Extractor) -> list[dict]:
    result = []
    for module_name, prefix in sorted(router_prefixes(backend).items()):
        module = backend.module(module_name)
        if module is None or not module.rel.startswith(f"{BACKEND}/{PACKAGE}/routers/"):
            continue
        for func in module.tree.body:
            if not isinstance(func, (ast.AsyncFunctionDef, ast.FunctionDef)):
                continue
            for decorator in func.decorator_list:
                if not (isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute)
                        and decorator.func.attr in HTTP_METHODS and isinstance(decorator.func.value, ast.Name)
                        and decorator.func.value.id == "router"):
                    continue
                path_node = decorator.args[0] if decorator.args else next(k.value for k in decorator.keywords if k.arg == "path")
                path = join_path(prefix, path_node.value)
                keywords = {k.arg: k.value for k in decorator.keywords if k.arg}
                route = {
                    "route": f"{decorator.func.attr.upper()} {path}",
                    "source": f"{module.rel}:{decorator.lineno}",
                    "handler": func.name,
                }
                if "status_code" in keywords:
                    route["status_code"] = module.segment(keywords["status_code"])
                declared = keywords.get("response_model")
                if declared is not None and not (isinstance(declared, ast.Constant) and declared.value is None):
                    route["response_model"] = module.segment(declared)
                    route["declared_by"] = "response_model"
                    route["response_source"] = f"{module.rel}:{declared.lineno}"
                    route["shape"] = extractor.shape(module, declared)
                elif declared is None and func.returns is not None:
                    written = module.segment(func.returns)
                    shape = extractor.shape(module, func.returns)
                    # FastAPI takes the return annotation as the response model unless it is a Response.
                    if not re.search(r"Response\b", written) or "model" in json.dumps(shape):
                        route["response_model"] = written
                        route["declared_by"] = "return annotation"
                        route["response_source"] = f"{module.rel}:{func.returns.lineno}"
                        route["shape"] = shape
                for option in ("response_model_exclude_none", "response_model_exclude_unset", "response_model_by_alias"):
                    if option in keywords:
                        route[option] = module.segment(keywords[option])
                if "response_model" not in route:
                    route["response_model"] = None
                bodies = body_params(extractor, module, func, path)
                if bodies:
                    route["body"] = bodies
                result.append(route)
    result.sort(key=lambda r: (r["source"].split(":")[0], int(r["source"].split(":")[1])))
    return result


# --- output ------------------------------------------------------------------------------------
def shape_keys(shape, rename):
    if isinstance(shape, dict):
        return {k: (rename[v] if k in ("model", "enum") else shape_keys(v, rename)) for k, v in shape.items()}
    if isinstance(shape, list):
        return [shape_keys(item, rename) for item in shape]
    return shape


def flow(value) -> str:
    """A value in YAML flow style (JSON, which YAML reads)."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def pinned_pydantic(root: str) -> str:
    with open(os.path.join(root, BACKEND, "pyproject.toml"), encoding="utf-8") as handle:
        match = re.search(r'^pydantic\s*=\s*"([^"]+)"', handle.read(), re.M)
    return match.group(1) if match else "unknown"


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 4):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    commit, release = (argv[2], argv[3]) if len(argv) == 4 else ("f664ae1e6a", "0.27")
    backend = Backend(root)
    extractor = Extractor(backend)
    route_list = routes(backend, extractor)

    # Short keys: a model's class name, or name@file where two reachable classes share a name.
    names: dict[str, list[str]] = {}
    for qualified in list(extractor.models) + list(extractor.enums):
        names.setdefault(qualified.rsplit(".", 1)[1], []).append(qualified)
    rename = {}
    for short, qualifieds in names.items():
        for qualified in qualifieds:
            module = backend.module(qualified.rsplit(".", 1)[0])
            rename[qualified] = short if len(qualifieds) == 1 else f"{short}@{module.rel.rsplit('/', 1)[1][:-3]}"

    pydantic = pinned_pydantic(root)
    out = []
    out.append("# The response models of the platform's HTTP routes, read from the backend's code at Agenta-AI/agenta")
    out.append(f"# {commit} (release {release}) by scripts/extract-api-models.py (Python's `ast`, nothing is run):")
    out.append(f"#   python3 scripts/extract-api-models.py <checkout> {commit} {release} > facts/{release}/api-response-models.yaml")
    out.append("# Do not edit by hand: re-run the script on the same checkout and it writes the same file.")
    out.append("# tests/unit/openapi-responses.test.ts holds the documented 2xx answers of openapi/agenta.yaml to it.")
    out.append("#")
    out.append("# routes: every route of agenta-backend/agenta_backend/routers/*.py, METHOD and path under /api as")
    out.append(f"#   facts/{release}/api-routes.yaml writes them (prefix of main.py, trailing \"/\" stripped).")
    out.append("#   response_model: the decorator's response_model=, else the handler's return annotation (declared_by");
    out.append("#   says which), as written; null when the route declares neither. shape: the same as data, with")
    out.append("#   {model: <key of models>}, {enum: <key of enums>}, {list: ...}, {dict: <value>}, {union: [...]}, {scalar: ...}.")
    out.append("#   body: handler parameters FastAPI reads from the body or form (a model, Body, Form or File).")
    out.append("#   Names resolve as the open-source build runs (FEATURE_FLAG=oss): where a router imports a Cloud")
    out.append("#   model (`AppVariantResponse_ as AppVariantResponse`) under `if isCloudEE():`, the open-source model")
    out.append("#   of the else branch is the one given here. The observability router (apis/fastapi/observability)")
    out.append("#   is left out: the reference does not document its routes (api-routes.yaml, left_out).")
    out.append("# models: every Pydantic model reachable from those (nested fields and base classes), keyed by class")
    out.append("#   name (name@module where two share a name); fields in Pydantic's order, base classes' first.")
    out.append(f"#   required: Pydantic 2 rules (pyproject.toml pins pydantic = \"{pydantic}\"): a field is required")
    out.append("#   when it has no default; `Optional[X]` with no default is required too, though it may be null.")
    out.append("#   alias: the field's name in JSON (FastAPI answers by alias). source: path:line at that commit.")
    out.append("")
    out.append(f"commit: {commit}")
    out.append(f"pydantic: {q(pydantic)}")
    out.append("")
    out.append("routes:")
    for route in route_list:
        out.append(f"  - route: {route['route']}")
        out.append(f"    source: {route['source']}")
        out.append(f"    handler: {route['handler']}")
        if route["response_model"] is None:
            out.append("    response_model: null")
        else:
            out.append(f"    response_model: {q(route['response_model'])}")
            out.append(f"    declared_by: {route['declared_by']}")
            out.append(f"    response_source: {route['response_source']}")
            out.append(f"    shape: {flow(shape_keys(route['shape'], rename))}")
        for option in ("status_code", "response_model_exclude_none", "response_model_exclude_unset", "response_model_by_alias"):
            if option in route:
                out.append(f"    {option}: {q(route[option])}")
        if "body" in route:
            out.append("    body:")
            for param in route["body"]:
                out.append(f"      - name: {param['name']}")
                out.append(f"        type: {q(param['type'])}")
                out.append(f"        in: {param['in']}")
                out.append(f"        source: {param['source']}")
                out.append(f"        shape: {flow(shape_keys(param['shape'], rename))}")
    out.append("")
    out.append("models:")
    for qualified in sorted(extractor.models, key=lambda k: rename[k]):
        model = extractor.models[qualified]
        out.append(f"  {rename[qualified]}:")
        out.append(f"    source: {model['source']}")
        out.append(f"    bases: {flow([rename.get(base, base) for base in model['bases']])}")
        if not model["fields"]:
            out.append("    fields: []")
            continue
        out.append("    fields:")
        for field in model["fields"]:
            out.append(f"      - name: {field['name']}")
            if "alias" in field:
                out.append(f"        alias: {q(field['alias'])}")
            out.append(f"        type: {q(field['type'])}")
            out.append(f"        required: {'true' if field['required'] else 'false'}")
            if "default" in field:
                out.append(f"        default: {q(field['default'])}")
            out.append(f"        source: {field['source']}")
            if "inherited_from" in field:
                out.append(f"        inherited_from: {rename[field['inherited_from']]}")
            out.append(f"        shape: {flow(shape_keys(field['shape'], rename))}")
    out.append("")
    out.append("enums:")
    for qualified in sorted(extractor.enums, key=lambda k: rename[k]):
        enum = extractor.enums[qualified]
        out.append(f"  {rename[qualified]}:")
        out.append(f"    source: {enum['source']}")
        out.append(f"    values: {flow(enum['values'])}")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
