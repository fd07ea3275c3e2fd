"""Writing a generated source file, or checking that the committed one is up to date."""

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
