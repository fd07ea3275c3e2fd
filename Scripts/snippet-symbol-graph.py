#!/usr/bin/env python3
"""Writes the symbol graph DocC reads for `@Snippet(path:)`: one symbol per file under a
`Snippets` folder, as swift-docc-plugin's snippet-extract writes it.

A snippet file opens with `//` comment lines (its explanation); `// snippet.hide` and
`// snippet.show` hide and show the lines that follow; `// snippet.NAME` … `// snippet.end` name a
slice. The package's `swift build` compiles the same files, so every listing an article shows has
been built.

usage: snippet-symbol-graph.py --module-name PACKAGE --output FILE.symbols.json SNIPPET.swift…
"""

import argparse
import json
import os
import re
import sys

MARKER = re.compile(r"^\s*//\s*snippet\.(\S+)", re.IGNORECASE)


def blank(line):
    return line.strip() == ""


def parse(source):
    """Returns (explanation lines, presentation lines, slices) as snippet-extract computes them."""
    lines = source.split("\n")
    while lines and blank(lines[0]):
        lines.pop(0)
    explanation = []
    for line in lines:
        if blank(line) or MARKER.match(line) or not line.lstrip().startswith("//"):
            break
        explanation.append(line.lstrip()[2:])
    lines = lines[len(explanation) :]
    content = [line for line in explanation if not blank(line)]
    indent = len(content[0]) - len(content[0].lstrip()) if content else 0
    explanation = [line[min(len(line) - len(line.lstrip()), indent) :] for line in explanation]
    while explanation and blank(explanation[-1]):
        explanation.pop()
    while explanation and blank(explanation[0]):
        explanation.pop(0)

    presentation, slices, current, visible = [], {}, None, True

    def end_slice():
        nonlocal current
        if current is not None and current[1] < len(presentation):
            slices[current[0]] = [current[1], len(presentation)]
        current = None

    for line in lines:
        marker = MARKER.match(line)
        word = marker.group(1).lower() if marker else None
        if word == "show":
            visible = True
        elif word == "hide":
            visible = False
        elif word == "end":
            end_slice()
        elif marker:
            if visible:
                end_slice()
                current = (marker.group(1), len(presentation))
        elif visible and not (not presentation and blank(line)):
            presentation.append(line)
    end_slice()
    for name, (lower, upper) in slices.items():
        while lower < upper and blank(presentation[lower]):
            lower += 1
        while lower < upper and blank(presentation[upper - 1]):
            upper -= 1
        slices[name] = [lower, upper]
    while presentation and blank(presentation[-1]):
        presentation.pop()
    widths = [len(line) - len(line.lstrip(" ")) for line in presentation if line]
    trim = min(widths) if widths else 0
    presentation = [line[trim:] for line in presentation]
    return explanation, presentation, slices


def symbol(path, module):
    with open(path, encoding="utf-8") as file:
        explanation, lines, slices = parse(file.read())
    parts = os.path.abspath(path)[: -len(".swift")].split(os.sep)
    if "Snippets" not in parts:
        sys.exit(f"error: {path} is not inside a folder named Snippets")
    components = ["Snippets"] + parts[parts.index("Snippets") + 1 :]
    name = components[-1]
    return {
        "kind": {"identifier": "snippet", "displayName": "Snippet"},
        "identifier": {"precise": f"$snippet__{module}.{name}", "interfaceLanguage": "swift"},
        "pathComponents": components,
        "names": {"title": name},
        "docComment": {"lines": [{"text": line} for line in explanation]},
        "accessLevel": "public",
        "snippet": {"language": "swift", "lines": lines, "slices": slices},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module-name", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 1, "patch": 0}, "generator": "snippet-symbol-graph.py"},
        "module": {"name": arguments.module_name, "platform": {}, "isVirtual": True},
        "symbols": [symbol(path, arguments.module_name) for path in sorted(arguments.files)],
        "relationships": [],
    }
    os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        json.dump(graph, file, indent=1)


if __name__ == "__main__":
    main()
