"""Writing a generated source file, or checking that the committed one is up to date."""

import argparse
import os
import sys


def write_or_check(path, text, check):
    """Writes `text` to `path`; with `check`, returns 1 (and says so) if `path` differs instead."""
    if check:
        try:
            with open(path, encoding="utf-8") as existing:
                current = existing.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{path} is out of date", file=sys.stderr)
            return 1
        return 0
    with open(path, "w", encoding="utf-8") as output:
        output.write(text)
    return 0


def run_generator(description, output_name, render):
    """The command line both table generators share: `--unicode DIR` (the UCD), `--output PATH`
    (by default Sources/ReuseKitTerminal/Text/`output_name`) and `--check`; returns the exit status."""
    here = os.path.dirname(os.path.abspath(__file__))
    default_output = os.path.join(here, "..", "Sources", "ReuseKitTerminal", "Text", output_name)
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--unicode", default="/usr/share/unicode", help="the Unicode Character Database")
    parser.add_argument("--output", default=default_output, help="where to write the Swift file")
    parser.add_argument("--check", action="store_true", help="fail if the file is not up to date")
    arguments = parser.parse_args()
    return write_or_check(arguments.output, render(arguments.unicode), arguments.check)
