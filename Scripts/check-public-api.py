#!/usr/bin/env python3
"""Fails when `import ReuseKit` shows engine internals.

Reads the symbol graphs of ReuseKit (extracted with ReuseKitCore's re-exported symbols
included) and of ReuseKitCore, as `swift symbolgraph-extract` writes them:

    swift symbolgraph-extract -module-name ReuseKit -I <modules> -target <triple> \
        -output-dir DIR -minimum-access-level public \
        -experimental-allowed-reexported-modules=ReuseKitCore
    swift symbolgraph-extract -module-name ReuseKitCore ... -output-dir DIR
    python3 Scripts/check-public-api.py DIR

A public symbol fails the check when it is an engine type (or a member of one) that ReuseKit
re-exports without it being in ALLOWED, or when its declaration or a conformance names an
engine type that is not in ALLOWED (the engine internals in DENIED, or one the lists do not
know yet). SPI symbols are not in the graphs: host plumbing and test hooks may name the engine.
"""

import json
import sys
from pathlib import Path

ENGINE = "ReuseKitCore"
ENGINE_USR_PREFIX = "s:%d%s" % (len(ENGINE), ENGINE)

# Engine types the widgets' public API is written in; `import ReuseKit` re-exports them.
ALLOWED = {
    "Color",
    "Image",
    "DecelerationRate",
    "DifferenceError",
    "ListUpdateError",
    "LoadMoreState",
    "RefreshState",
    "SnapshotSection",
}

# Engine types the widgets name through a type alias of their own (`WaterfallView.Placement`,
# `PagerView.Edge`): usable by that name, not re-exported by their engine name.
ALIASED = {
    "MasonryPlacement",
    "PagerMotion.Edge",
}

# The engine's internals: layouts, size tree, virtualization, physics, state machines, diffing.
DENIED = {
    "Deceleration",
    "EaseOutAnimation",
    "FloatingItem",
    "FlowLines",
    "GridColumns",
    "GridItemPlace",
    "GridLayout",
    "GridSection",
    "GroupTemplate",
    "Heckel",
    "ItemPresentation",
    "ItemTransition",
    "ItemTransitionStyle",
    "ItemTransitions",
    "ListDifference",
    "ListItem",
    "ListLayout",
    "ListPosition",
    "ListReorder",
    "ListSpan",
    "ListUpdate",
    "ListUpdatePlan",
    "LoadMoreStateMachine",
    "MasonryFrame",
    "MasonryItemSize",
    "MasonryLayout",
    "MasonryMargins",
    "OffsetRange",
    "PageCursor",
    "PageSnapping",
    "PagerMotion",
    "PagerWheelGesture",
    "PrefixSums",
    "RangePair",
    "RefreshStateMachine",
    "ReuseCounters",
    "ReusePool",
    "RubberBand",
    "ScrollAxisMotion",
    "ScrollDirection",
    "SectionedDifference",
    "SizeSummary",
    "SizeTree",
    "SizeTreeBuilder",
    "SpringBack",
    "VelocityTracker",
    "Virtualizer",
}


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def engine_paths(directory):
    """Every engine symbol's identifier mapped to its dotted path (`PagerMotion.Edge`)."""
    graph = load(directory / (ENGINE + ".symbols.json"))
    return {s["identifier"]["precise"]: ".".join(s["pathComponents"]) for s in graph["symbols"]}


def referenced_types(fragments, paths):
    """The engine types a declaration names, each once, as dotted paths; a qualifier
    (`PagerMotion` in `PagerMotion.Edge`) is part of the name it qualifies."""
    named = []
    for index, fragment in enumerate(fragments):
        usr = fragment.get("preciseIdentifier", "")
        if fragment.get("kind") != "typeIdentifier" or not usr.startswith(ENGINE_USR_PREFIX):
            continue
        rest = fragments[index + 1 : index + 3]
        qualifies = (
            len(rest) == 2
            and rest[0].get("kind") == "text"
            and rest[0].get("spelling") == "."
            and rest[1].get("kind") == "typeIdentifier"
        )
        if not qualifies:
            named.append(paths.get(usr, fragment.get("spelling", usr)))
    return named


def problem_with(type_path):
    if type_path in ALLOWED or type_path in ALIASED:
        return None
    top = type_path.split(".")[0]
    if top in ALLOWED:
        return None
    if top in DENIED:
        return "an engine internal"
    return "an engine type in neither list of Scripts/check-public-api.py"


def main(arguments):
    if len(arguments) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    directory = Path(arguments[1])
    paths = engine_paths(directory)
    graphs = sorted(directory.glob("ReuseKit.symbols.json")) + sorted(directory.glob("ReuseKit@*.symbols.json"))
    if not graphs:
        print("no ReuseKit symbol graph in %s" % directory, file=sys.stderr)
        return 2
    failures = []
    public_count = 0
    for graph_path in graphs:
        graph = load(graph_path)
        names = {}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open") or symbol.get("spi"):
                continue
            public_count += 1
            usr = symbol["identifier"]["precise"]
            name = ".".join(symbol["pathComponents"])
            names[usr] = name
            if usr.startswith(ENGINE_USR_PREFIX):
                top = symbol["pathComponents"][0]
                problem = problem_with(top)
                if problem:
                    failures.append("%s: re-exported, %s" % (top, problem))
                continue
            for type_path in referenced_types(symbol.get("declarationFragments", []), paths):
                problem = problem_with(type_path)
                if problem:
                    failures.append("%s: names %s, %s" % (name, type_path, problem))
        for relation in graph.get("relationships", []):
            source, target = relation.get("source", ""), relation.get("target", "")
            if relation.get("kind") not in ("conformsTo", "inheritsFrom") or source not in names:
                continue
            if source.startswith(ENGINE_USR_PREFIX) or not target.startswith(ENGINE_USR_PREFIX):
                continue
            type_path = paths.get(target, target)
            problem = problem_with(type_path)
            if problem:
                failures.append("%s: %s %s, %s" % (names[source], relation["kind"], type_path, problem))
    if failures:
        print("import ReuseKit shows engine internals:")
        for failure in sorted(set(failures)):
            print("  " + failure)
        return 1
    print("import ReuseKit: %d public symbols, no engine internals" % public_count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
