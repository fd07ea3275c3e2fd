#!/usr/bin/env python3
"""Every Swift listing in the README and the DocC articles is code that the build compiles.

A ```swift block passes when its lines are a run of consecutive lines of a Swift file that a
build compiles (a snippet, an example, a test or a source file), indentation aside, or a package
manifest (its first line `// swift-tools-version:`), which LogViewerExampleTests loads with
`swift package describe`; `@Snippet` directives are resolved by DocC itself. The differences table of the README and the article
"Differences from UIKit" must list the same rows.

usage: check-doc-listings.py   (from anywhere; exits 1 and names each listing found nowhere)
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPILED = ["Snippets", "Examples", "Tests", "Sources", "Hosts/Pixels/Snippets", "Hosts/Pixels/Examples",
            "Hosts/Pixels/Tests", "Hosts/Pixels/Sources"]
DIFFERENCES = "Sources/ReuseKit/ReuseKit.docc/DifferencesFromUIKit.md"


def documents():
    yield "README.md"
    for base in ["Sources", "Hosts/Pixels/Sources"]:
        for module in sorted(os.listdir(os.path.join(ROOT, base))):
            catalog = os.path.join(base, module, module + ".docc")
            if os.path.isdir(os.path.join(ROOT, catalog)):
                for name in sorted(os.listdir(os.path.join(ROOT, catalog))):
                    if name.endswith(".md"):
                        yield os.path.join(catalog, name)


def swift_blocks(text):
    """(line number, lines) of each ```swift block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            yield start, lines[start:end]
            index = end
        index += 1


def compiled_files():
    for folder in COMPILED:
        for directory, subdirectories, names in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = [name for name in subdirectories if not name.startswith(".")]
            for name in names:
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as file:
                        yield [line.rstrip() for line in file.read().split("\n")]


def indent(line):
    return len(line) - len(line.lstrip(" "))


def found_in(block, files):
    block = [line.rstrip() for line in block]
    while block and not block[-1]:
        block.pop()
    if not block:
        return True
    first = block[0]
    for lines in files:
        for start, line in enumerate(lines):
            if line.strip() != first.strip() or indent(line) < indent(first):
                continue
            shift = indent(line) - indent(first)
            if start + len(block) > len(lines):
                continue
            if all(
                (not want and not have) or (have[:shift].strip() == "" and have[shift:] == want)
                for want, have in zip(block, lines[start : start + len(block)])
            ):
                return True
    return False


def table_rows(text, heading_pattern):
    match = re.search(heading_pattern, text, re.MULTILINE)
    if not match:
        return None
    rows = []
    for line in text[match.end() :].split("\n"):
        if line.startswith("| ") and not line.startswith("| ReuseKit | UIKit"):
            rows.append(line)
        elif rows and not line.startswith("|"):
            break
    return rows


def main():
    files = list(compiled_files())
    failures = []
    count = 0
    for document in documents():
        with open(os.path.join(ROOT, document), encoding="utf-8") as file:
            text = file.read()
        for line, block in swift_blocks(text):
            count += 1
            if block and block[0].startswith("// swift-tools-version:"):
                continue
            if not found_in(block, files):
                failures.append(f"{document}:{line}: a Swift listing that no compiled file contains")
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        readme = table_rows(file.read(), r"^## Where ReuseKit differs from UIKit$")
    with open(os.path.join(ROOT, DIFFERENCES), encoding="utf-8") as file:
        article = table_rows(file.read(), r"^# Differences from UIKit$")
    if not readme or readme != article:
        failures.append(f"README.md and {DIFFERENCES} list different differences from UIKit")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{count} Swift listings, {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
