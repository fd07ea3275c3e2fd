"""Readers for the Unicode Character Database files the table generators share."""

import re

LINE = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*([A-Za-z_0-9]+)")
VERSION = re.compile(r"^#\s*(?:\w+-(\d+\.\d+\.\d+)\.txt|Used with Emoji Version (\d+\.\d+))")


def read_property(path):
    """Yields (first, last, value) for each data line; returns the file's version first."""
    version = None
    entries = []
    with open(path, encoding="utf-8") as source:
        for line in source:
            if version is None:
                match = VERSION.match(line)
                if match:
                    version = match.group(1) or match.group(2)
            match = LINE.match(line)
            if match:
                first = int(match.group(1), 16)
                last = int(match.group(2), 16) if match.group(2) else first
                entries.append((first, last, match.group(3)))
    return version, entries


def general_categories(path):
    """General category per code point; unlisted code points are unassigned (Cn)."""
    categories = {}
    range_start = None
    with open(path, encoding="utf-8") as source:
        for line in source:
            fields = line.split(";")
            code_point = int(fields[0], 16)
            name = fields[1]
            if name.endswith(", First>"):
                range_start = code_point
                continue
            if name.endswith(", Last>") and range_start is not None:
                for value in range(range_start, code_point + 1):
                    categories[value] = fields[2]
                range_start = None
                continue
            categories[code_point] = fields[2]
    return categories
