"""The platform's surface at one ref, for the release diff (`npm run sources -- diff`).

    python3 scripts/platform-surface.py <git dir of Agenta-AI/agenta> <ref>  ->  JSON on stdout

What a page can name, read from the code with the standard library only (ast), each with the
file and line it is at:
- sdk: every public function, class and method of the Python SDK (agenta-cli/agenta), with its
  parameters and defaults as written;
- cli: every `agenta` command (click) with its options;
- env: every environment variable the platform reads (Python os.environ / os.getenv, the Compose
  files' environment, the web UI's process.env);
- messages: every literal text the platform raises, logs, prints or answers with (f-string values
  written as {}), in the SDK, the CLI and the backend.
Names that start with `_` and tests are left out.
"""

import ast
import json
import re
import subprocess
import sys

GIT, REF = sys.argv[1], sys.argv[2]


def git(*args):
    return subprocess.run(["git", "--git-dir", GIT, *args], check=True, capture_output=True, text=True).stdout


FILES = [name for name in git("ls-tree", "-r", "--name-only", REF).splitlines()]


def show(path):
    try:
        return git("show", f"{REF}:{path}")
    except subprocess.CalledProcessError:
        return ""


def is_test(path):
    return "/tests/" in path or "/test_" in path or path.startswith("tests/") or "/tests_" in path


def text_of(node):
    """A string literal, or an f-string with its values as {}; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            else:
                parts.append("{}")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = text_of(node.left), text_of(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def signature(args):
    out = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for arg, default in zip(positional, defaults):
        out.append(arg.arg + ("=" + ast.unparse(default) if default is not None else ""))
    if args.vararg:
        out.append("*" + args.vararg.arg)
    elif args.kwonlyargs:
        out.append("*")
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        out.append(arg.arg + ("=" + ast.unparse(default) if default is not None else ""))
    if args.kwarg:
        out.append("**" + args.kwarg.arg)
    return "(" + ", ".join(a for a in out if a not in ("self", "cls")) + ")"


surface = {"ref": REF, "sdk": {}, "cli": {}, "env": {}, "messages": {}}

MESSAGE_CALLS = {"print", "echo", "secho", "debug", "info", "warning", "warn", "error", "exception", "critical", "HTTPException", "JSONResponse"}


def add(kind, key, where):
    surface[kind].setdefault(key, where)


for path in FILES:
    if not path.endswith(".py") or is_test(path):
        continue
    if not (path.startswith("agenta-cli/agenta/") or path.startswith("agenta-backend/agenta_backend/")):
        continue
    source = show(path)
    try:
        tree = ast.parse(source)
    except SyntaxError:
        continue
    sdk = path.startswith("agenta-cli/agenta/") and "/client/backend/" not in path and not path.startswith("agenta-cli/agenta/cli/")
    module = path[len("agenta-cli/"):-3].replace("/", ".").removesuffix(".__init__") if sdk else None

    if sdk:
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
                add("sdk", f"{module}.{node.name}{signature(node.args)}", f"{path}:{node.lineno}")
            elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                add("sdk", f"{module}.{node.name}", f"{path}:{node.lineno}")
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and (not item.name.startswith("_") or item.name == "__init__"):
                        add("sdk", f"{module}.{node.name}.{item.name}{signature(item.args)}", f"{path}:{item.lineno}")

    for node in ast.walk(tree):
        # click commands and their options
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and path.startswith("agenta-cli/agenta/cli/"):
            names, options = None, []
            for decorator in node.decorator_list:
                call = decorator if isinstance(decorator, ast.Call) else None
                func = call.func if call else decorator
                attr = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if attr in ("command", "group"):
                    names = text_of(call.args[0]) if call and call.args else node.name.replace("_", "-")
                elif attr == "option" and call:
                    options += [text_of(arg) for arg in call.args if (text_of(arg) or "").startswith("-")]
            if names:
                add("cli", f"{names} [{' '.join(sorted(options))}]", f"{path}:{node.lineno}")
        # environment variables
        if isinstance(node, ast.Call):
            func = node.func
            name = ast.unparse(func) if isinstance(func, (ast.Attribute, ast.Name)) else ""
            if name in ("os.environ.get", "os.getenv", "environ.get", "getenv") and node.args and text_of(node.args[0]):
                add("env", text_of(node.args[0]), f"{path}:{node.lineno}")
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in MESSAGE_CALLS or (isinstance(func, ast.Name) and func.id.endswith(("Error", "Exception"))):
                for arg in list(node.args) + [kw.value for kw in node.keywords if kw.arg in ("detail", "message", "content")]:
                    text = text_of(arg)
                    if text and len(text.strip()) >= 12 and " " in text.strip():
                        add("messages", text.strip(), f"{path}:{node.lineno}")
        if isinstance(node, ast.Subscript) and ast.unparse(node.value) == "os.environ":
            key = text_of(node.slice)
            if key:
                add("env", key, f"{path}:{node.lineno}")
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            for arg in node.exc.args:
                text = text_of(arg)
                if text and len(text.strip()) >= 12 and " " in text.strip():
                    add("messages", text.strip(), f"{path}:{node.lineno}")

for path in FILES:
    if re.match(r"^docker-compose[^/]*\.ya?ml$", path):
        for number, line in enumerate(show(path).splitlines(), 1):
            match = re.match(r"^\s*-\s*([A-Z][A-Z0-9_]+)=", line) or re.match(r"^\s{6,}([A-Z][A-Z0-9_]+):\s", line)
            if match:
                add("env", match.group(1), f"{path}:{number}")
    elif path.startswith("agenta-web/src/") and re.search(r"\.(t|j)sx?$", path) and not is_test(path):
        for number, line in enumerate(show(path).splitlines(), 1):
            for match in re.finditer(r"process\.env\.([A-Z][A-Z0-9_]+)", line):
                add("env", match.group(1), f"{path}:{number}")

json.dump(surface, sys.stdout, indent=1, sort_keys=True)
