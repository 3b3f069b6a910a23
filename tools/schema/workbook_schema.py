"""The workbook's JSON Schema for the Python tools: where it is and what it says about keys.

The schema is generated from the C++ field and part tables at build time (fleetcost-schema,
build/schema/fleetcost-workbook.schema.json; docs/file-format.md), so the tools that need the
workbook's keys (random_workbooks.py, build_assets.py, check_assets.py, the fuzz dictionary's test)
read them here instead of keeping their own lists. Stdlib only.

The schema is found at FLEETCOST_WORKBOOK_SCHEMA, or else at build/schema/ of this checkout, or
else in the newest build*/schema/ of it.
"""
import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_PATH = os.path.join(ROOT, "build", "schema", "fleetcost-workbook.schema.json")
DEFS = "#/$defs/"


def path():
    if os.environ.get("FLEETCOST_WORKBOOK_SCHEMA"):
        return os.environ["FLEETCOST_WORKBOOK_SCHEMA"]
    if os.path.isfile(DEFAULT_PATH):
        return DEFAULT_PATH
    built = glob.glob(os.path.join(ROOT, "build*", "schema", os.path.basename(DEFAULT_PATH)))
    return max(built, key=os.path.getmtime) if built else DEFAULT_PATH


def load(schema_path=None):
    schema_path = schema_path or path()
    if not os.path.isfile(schema_path):
        raise SystemExit(f"no workbook schema at {schema_path}: build it (cmake --build build --target "
                         "fleetcost_workbook_schema) or set FLEETCOST_WORKBOOK_SCHEMA")
    with open(schema_path, encoding="utf-8") as f:
        return Schema(json.load(f))


def _ref(node):
    """The definition a schema node refers to, directly or through anyOf (a nullable value)."""
    if not isinstance(node, dict):
        return None
    if "$ref" in node:
        return node["$ref"][len(DEFS):]
    for choice in node.get("anyOf", []):
        name = _ref(choice)
        if name:
            return name
    return None


def _choices(node):
    return node.get("anyOf", [node]) if isinstance(node, dict) else []


class Schema:
    def __init__(self, doc):
        self.doc = doc
        self.defs = doc["$defs"]
        self.root = _ref(doc)

    def objects(self):
        """The definitions of the workbook's objects (the figure definitions left out), in order."""
        return [name for name, d in self.defs.items() if d.get("type") == "object" and not self.is_figure(name)]

    def is_figure(self, name):
        return name == "FigureObject" or name.startswith("Figure")

    def keys(self, name):
        """The keys of an object definition, in the writer's order."""
        return list(self.defs[name].get("properties", {}))

    def required(self, name):
        return list(self.defs[name].get("required", []))

    def figure_keys(self):
        """The keys of a figure written as an object: value, low, high, source, as_of, note."""
        return list(self.defs["FigureObject"]["properties"])

    def all_keys(self):
        """Every key the format names: of every object and of a figure object."""
        keys = []
        for name in self.objects() + ["FigureObject"]:
            keys += [k for k in self.keys(name) if k not in keys]
        return keys

    def child(self, name, key):
        """The object definition a key of `name` holds (directly or as a list's elements), or None."""
        node = self.defs[name]["properties"].get(key)
        for choice in _choices(node):
            target = _ref(choice.get("items")) if isinstance(choice, dict) and "items" in choice else _ref(choice)
            if target and not self.is_figure(target):
                return target
        return None

    def is_figure_field(self, name, key):
        target = _ref(self.defs[name]["properties"].get(key))
        return bool(target) and self.is_figure(target)

    def is_map_of_figures(self, name, key):
        return any(isinstance(c, dict) and "additionalProperties" in c
                   for c in _choices(self.defs[name]["properties"].get(key)))

    def whole_keys(self):
        """Keys of figures that must be whole numbers (their number is an "integer")."""
        whole = set()
        for name in self.objects():
            for key, node in self.defs[name]["properties"].items():
                target = _ref(node)
                if target and self.is_figure(target) and target != "FigureObject":
                    if self.defs[target]["anyOf"][0].get("type") == "integer":
                        whole.add(key)
                elif target is None and any(isinstance(c, dict) and c.get("type") == "integer"
                                            for c in _choices(node)):
                    whole.add(key)
        return whole

    def unknown_keys(self, workbook):
        """The JSON pointers of the keys in `workbook` that the schema does not name (FleetCost keeps
        them, but a generator or the shipped data should not write any)."""
        found = []

        def walk(node, name, pointer):
            if not isinstance(node, dict):
                return
            props = self.defs[name]["properties"]
            for key, value in node.items():
                at = f"{pointer}/{key}"
                if key not in props:
                    found.append(at)
                elif self.is_figure_field(name, key):
                    figure(value, at)
                elif self.is_map_of_figures(name, key) and isinstance(value, dict):
                    for code, rate in value.items():
                        figure(rate, f"{at}/{code}")
                else:
                    target = self.child(name, key)
                    if target is None:
                        continue
                    if isinstance(value, list):
                        for i, item in enumerate(value):
                            walk(item, target, f"{at}/{i}")
                    else:
                        walk(value, target, at)

        def figure(value, pointer):
            if isinstance(value, dict):
                found.extend(f"{pointer}/{k}" for k in value if k not in self.figure_keys())

        walk(workbook, self.root, "")
        return found


def validation_errors(schema, doc):
    """What the JSON Schema validator (python3-jsonschema) finds in a workbook, as "POINTER: message"
    lines; [] when it is not installed (ctest's workbook_schema needs it and validates the shipped
    files in any case)."""
    try:
        import jsonschema
    except ImportError:
        return []
    validator = jsonschema.Draft202012Validator(schema.doc)
    return ["/" + "/".join(str(p) for p in e.absolute_path) + ": " + e.message[:200]
            for e in sorted(validator.iter_errors(doc), key=lambda e: list(map(str, e.absolute_path)))]
