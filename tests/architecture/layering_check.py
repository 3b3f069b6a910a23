#!/usr/bin/env python3
"""The layers of FleetCost, checked from the sources (docs/architecture.md has the picture).

Fails on:
  - an include that does not name its layer from the project root ("model/…", "ui/core/…");
  - an upward include: model < ui/core < ui/render < ui/views < ui/shell, app/cli above render
    only (the command line links model, core and render), app/gui on top;
  - a ui source outside the four layer folders;
  - an include cycle between ui folders, at the level of the layers (ui/core, ui/render, …) and
    of their subfolders (ui/core/document, ui/render/charts, …), or between model folders
    (model/plans, model/results, …);
  - Qt Charts (its headers or class names) outside ui/render/charts;
  - any Qt include in model/;
  - a CMake file linking Qt6::Charts outside ui/render, or Qt in model/, or fleetcost_cli
    linking more than model, core, render and its own words (fleetcost_cli_text).

Usage: layering_check.py SOURCE_DIR [QT_CHARTS_INCLUDE_DIR]
"""
import os
import re
import sys

LAYERS = ["model", "ui/core", "ui/render", "ui/views", "ui/shell"]
CHARTS_FOLDER = "ui/render/charts"
# What each part of app/ may include: the command line stops at render, the desktop app is on top;
# both share the exception edge (app/edge, standard C++ only).
APP_ALLOWED = {"app/cli": {"model", "ui/core", "ui/render", "app/cli", "app/edge"},
               "app/gui": set(LAYERS) | {"app/gui", "app/edge"},
               "app/edge": {"app/edge"}}
# fleetcost_cli_text: the command line's own words and tables (app/cli/tables), without Qt.
CLI_LIBRARIES = {"fleetcost_model", "fleetcost_ui_core", "fleetcost_ui_render",
                 "fleetcost_cli_text"}
CHARTS_INCLUDE_DIR = "/usr/include/x86_64-linux-gnu/qt6/QtCharts"
# Qt 6.4's Qt Charts classes, for machines without the headers (the folder's list wins).
KNOWN_CHARTS_CLASSES = """QAbstractAxis QAbstractBarSeries QAbstractSeries QAreaLegendMarker
QAreaSeries QBarCategoryAxis QBarLegendMarker QBarModelMapper QBarSeries QBarSet
QBoxPlotLegendMarker QBoxPlotModelMapper QBoxPlotSeries QBoxSet QCandlestickLegendMarker
QCandlestickModelMapper QCandlestickSeries QCandlestickSet QCategoryAxis QChart QChartGlobal
QChartView QColorAxis QDateTimeAxis QHBarModelMapper QHBoxPlotModelMapper
QHCandlestickModelMapper QHPieModelMapper QHXYModelMapper QHorizontalBarSeries
QHorizontalPercentBarSeries QHorizontalStackedBarSeries QLegend QLegendMarker QLineSeries
QLogValueAxis QPercentBarSeries QPieLegendMarker QPieModelMapper QPieSeries QPieSlice
QPolarChart QScatterSeries QSplineSeries QStackedBarSeries QVBarModelMapper
QVBoxPlotModelMapper QVCandlestickModelMapper QVPieModelMapper QVXYModelMapper QValueAxis
QXYLegendMarker QXYModelMapper QXYSeries QtCharts""".split()

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
QT_HEADER = re.compile(r"^(Q[A-Z]\w*|Qt\w*(/.*)?|q[a-z0-9_]+\.h)$")


def charts_classes(include_dir):
    if include_dir and os.path.isdir(include_dir):
        names = {n for n in os.listdir(include_dir) if re.match(r"^Q\w+$", n)}
        if names:
            return names
    return set(KNOWN_CHARTS_CLASSES)


def sources(root):
    for top in ("model", "ui", "app"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d != "translations")
            for name in sorted(files):
                if name.endswith((".h", ".cpp")):
                    path = os.path.join(folder, name)
                    yield os.path.relpath(path, root).replace(os.sep, "/")


def layer_of(path):
    """The layer folder a file belongs to ("ui/core"), "app/cli", or None."""
    for layer in reversed(LAYERS):
        if path.startswith(layer + "/"):
            return layer
    for part in APP_ALLOWED:
        if path.startswith(part + "/"):
            return part
    return None


def folder_of(path, depth):
    """The folder `depth` levels down from the project root: ui/core (2), ui/core/document (3).
    A file directly in a layer folder belongs to that folder."""
    parts = path.split("/")[:-1]
    return "/".join(parts[:depth])


def without_comments_and_strings(text):
    """The code with comments and string literals blanked out (line breaks kept)."""
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                         re.DOTALL)
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def strongly_connected(graph):
    """Tarjan's algorithm: the components of more than one node."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def check_cycles(edges, top, depth, problems):
    """edges: (from_file, line, to_file). Folder cycles at `depth` among the folders of `top`
    ("ui", "model")."""
    graph, example = {}, {}
    for source, line, target in edges:
        if not (source.startswith(top + "/") and target.startswith(top + "/")):
            continue
        a, b = folder_of(source, depth), folder_of(target, depth)
        if a == b:
            continue
        graph.setdefault(a, set()).add(b)
        example.setdefault((a, b), "%s:%d includes %s" % (source, line, target))
    for component in strongly_connected(graph):
        members = set(component)
        evidence = ["%s -> %s (%s)" % (a, b, example[(a, b)])
                    for (a, b) in sorted(example) if a in members and b in members]
        problems.append("include cycle between %s: %s" % (", ".join(component), "; ".join(evidence)))


def check_includes(root, charts, problems):
    edges = []
    charts_word = re.compile(r"\b(%s)\b" % "|".join(sorted(charts, key=len, reverse=True)))
    for path in sources(root):
        layer = layer_of(path)
        if path.startswith("ui/") and layer not in LAYERS:
            problems.append("%s: belongs to no layer (ui/core, ui/render, ui/views, ui/shell)" % path)
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text = f.read()
        in_charts = path.startswith(CHARTS_FOLDER + "/")
        for number, line in enumerate(text.splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            kind, name = match.groups()
            where = "%s:%d" % (path, number)
            if kind == "<":
                if path.startswith("model/") and QT_HEADER.match(name):
                    problems.append("%s: Qt in model/: <%s>" % (where, name))
                if not in_charts and (name.split("/")[0] in charts or name.startswith("QtCharts")):
                    problems.append("%s: Qt Charts outside %s: <%s>" % (where, CHARTS_FOLDER, name))
                continue
            if name.endswith(".moc"):
                continue  # moc's output for a Q_OBJECT class in a .cpp
            target_layer = layer_of(name)
            if target_layer is None or not os.path.isfile(os.path.join(root, name)):
                problems.append('%s: "%s" does not name a file by its layer from the project root'
                                % (where, name))
                continue
            edges.append((path, number, name))
            if layer in APP_ALLOWED:
                if target_layer not in APP_ALLOWED[layer]:
                    problems.append('%s: upward include: %s may not include "%s"'
                                    % (where, layer, name))
            elif layer in LAYERS:
                if target_layer not in LAYERS or LAYERS.index(target_layer) > LAYERS.index(layer):
                    problems.append('%s: upward include: %s includes "%s" (%s)'
                                    % (where, layer, name, target_layer))
        if not in_charts:
            code = without_comments_and_strings(text)
            for number, line in enumerate(code.splitlines(), 1):
                if INCLUDE.match(line):
                    continue
                for word in sorted(set(charts_word.findall(line))):
                    problems.append("%s:%d: Qt Charts outside %s: %s"
                                    % (path, number, CHARTS_FOLDER, word))
    check_cycles(edges, "ui", 2, problems)
    check_cycles(edges, "ui", 3, problems)
    check_cycles(edges, "model", 2, problems)


def cmake_calls(text, command):
    """The argument lists of every call of `command` in CMake text (comments removed)."""
    text = re.sub(r"#[^\n]*", "", text)
    for match in re.finditer(r"\b%s\s*\(([^)]*)\)" % re.escape(command), text):
        yield match.group(1).split()


def check_cmake(root, problems):
    for folder, dirs, files in os.walk(root):
        rel = os.path.relpath(folder, root).replace(os.sep, "/")
        dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")
                   and not (rel == "." and d == "tests")]
        for name in files:
            if name != "CMakeLists.txt" and not name.endswith(".cmake"):
                continue
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = re.sub(r"#[^\n]*", "", f.read())
            if "Qt6::Charts" in text and path.startswith(("ui/", "app/")) \
                    and not path.startswith("ui/render/"):
                problems.append("%s: links Qt6::Charts outside ui/render" % path)
            if path.startswith("model/") and re.search(r"\bQt6?\b|Qt6::", text):
                problems.append("%s: Qt in model/" % path)
            for arguments in cmake_calls(text, "target_link_libraries"):
                if arguments and arguments[0] == "fleetcost_cli":
                    for library in arguments[1:]:
                        if library in ("PUBLIC", "PRIVATE", "INTERFACE"):
                            continue
                        if library not in CLI_LIBRARIES:
                            problems.append("%s: fleetcost_cli links %s (only %s)"
                                            % (path, library, ", ".join(sorted(CLI_LIBRARIES))))


def check(root, charts_dir=CHARTS_INCLUDE_DIR):
    problems = []
    check_includes(root, charts_classes(charts_dir), problems)
    check_cmake(root, problems)
    return problems


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    root = os.path.abspath(sys.argv[1])
    problems = check(root, sys.argv[2] if len(sys.argv) > 2 else CHARTS_INCLUDE_DIR)
    if problems:
        print("\n".join(problems))
        print("%d layering problem(s); docs/architecture.md shows the layers" % len(problems))
        return 1
    print("layers hold: includes go downward, no folder cycles in ui/ or model/, Qt Charts in %s "
          "only"
          % CHARTS_FOLDER)
    return 0


if __name__ == "__main__":
    sys.exit(main())
