#!/usr/bin/env python3
"""Generates Sources/ReuseKitTerminal/Text/LineBreakTable.swift from the Unicode Character Database.

The terminal's text system breaks lines by the Unicode Line Breaking Algorithm (UAX #14). Swift's
standard library exposes no Line_Break property, so ReuseKitTerminal carries a table of runs of
code points with their class, read from the files Debian's `unicode-data` package installs:

* LineBreak.txt: the Line_Break property, with rule LB1's default resolution applied here
  (AI, SG, XX become AL; SA becomes CM for marks Mn and Mc, AL otherwise; CJ becomes NS);
* UnicodeData.txt: general categories, for SA and for unassigned code points;
* EastAsianWidth.txt: rule LB30 only joins opening and closing punctuation that is not
  East Asian (F, W, H);
* emoji/emoji-data.txt: rule LB30b keeps unassigned Extended_Pictographic code points with a
  following emoji modifier.

Usage: python3 Scripts/generate-line-break-table.py [--unicode DIR] [--output PATH] [--check]
Standard library only; the emitted Swift is already `swift format` clean.
"""

import os
import sys

from generated_file import run_generator
from unicode_data import general_categories, read_property

MAX_CODE_POINT = 0x10FFFF

# The order of the Swift enum's cases (their raw values); LB1 resolves the classes not listed.
CLASSES = ["BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "HY", "BB", "B2", "CL", "CP",
           "EX", "IS", "SY", "OP", "QU", "NS", "IN", "NU", "PR", "PO", "AL", "HL", "ID", "EB", "EM", "JL",
           "JV", "JT", "H2", "H3", "RI", "CB", "AK", "AP", "AS", "VI", "VF"]

CLASS_SUMMARIES = {
    "BK": "mandatory break", "CR": "carriage return", "LF": "line feed", "NL": "next line",
    "SP": "space", "ZW": "zero width space", "ZWJ": "zero width joiner", "CM": "combining mark",
    "WJ": "word joiner", "GL": "non-breaking glue", "BA": "break after", "HY": "hyphen",
    "BB": "break before", "B2": "break on either side, not between two", "CL": "close punctuation",
    "CP": "close parenthesis", "EX": "exclamation or interrogation", "IS": "infix numeric separator",
    "SY": "symbol allowing a break after", "OP": "open punctuation", "QU": "quotation",
    "NS": "non-starter", "IN": "inseparable", "NU": "numeric", "PR": "prefix numeric",
    "PO": "postfix numeric", "AL": "alphabetic", "HL": "Hebrew letter", "ID": "ideographic",
    "EB": "emoji base", "EM": "emoji modifier", "JL": "Hangul leading jamo", "JV": "Hangul vowel jamo",
    "JT": "Hangul trailing jamo", "H2": "Hangul LV syllable", "H3": "Hangul LVT syllable",
    "RI": "regional indicator", "CB": "contingent break", "AK": "aksara", "AP": "aksara prebase",
    "AS": "aksara start", "VI": "virama", "VF": "final virama",
}

# Lowercased class names that Swift reserves.
SWIFT_KEYWORDS = {"as", "in", "is"}

def resolve(line_break, category):
    """Rule LB1's default resolution of the classes the algorithm leaves to tailoring."""
    if line_break in ("AI", "SG", "XX"):
        return "AL"
    if line_break == "SA":
        return "CM" if category in ("Mn", "Mc") else "AL"
    if line_break == "CJ":
        return "NS"
    return line_break


def collect_pairs(values):
    """Sorted code points as inclusive (first, last) ranges."""
    ranges = []
    for value in sorted(values):
        if ranges and ranges[-1][1] == value - 1:
            ranges[-1][1] = value
        else:
            ranges.append([value, value])
    return ranges


def build(unicode_dir):
    version, line_breaks = read_property(os.path.join(unicode_dir, "LineBreak.txt"))
    categories = general_categories(os.path.join(unicode_dir, "UnicodeData.txt"))
    width_version, widths = read_property(os.path.join(unicode_dir, "EastAsianWidth.txt"))
    emoji_version, emoji = read_property(os.path.join(unicode_dir, "emoji", "emoji-data.txt"))
    if width_version not in (None, version):
        raise SystemExit(f"EastAsianWidth.txt is {width_version}, LineBreak.txt {version}")

    classes = ["XX"] * (MAX_CODE_POINT + 1)
    for first, last, value in line_breaks:
        for code_point in range(first, last + 1):
            classes[code_point] = value
    for code_point in range(MAX_CODE_POINT + 1):
        classes[code_point] = resolve(classes[code_point], categories.get(code_point, "Cn"))
    unknown = set(classes) - set(CLASSES)
    if unknown:
        raise SystemExit(f"unexpected Line_Break values: {sorted(unknown)}")

    runs = []
    for code_point, value in enumerate(classes):
        if not runs or runs[-1][1] != value:
            runs.append((code_point, value))

    east_asian = {"F", "W", "H"}
    east_asian_brackets = set()
    for first, last, value in widths:
        if value in east_asian:
            for code_point in range(first, last + 1):
                if classes[code_point] in ("OP", "CP"):
                    east_asian_brackets.add(code_point)

    unassigned_pictographic = set()
    for first, last, value in emoji:
        if value == "Extended_Pictographic":
            for code_point in range(first, last + 1):
                if code_point not in categories:
                    unassigned_pictographic.add(code_point)

    return version, emoji_version, runs, collect_pairs(east_asian_brackets), collect_pairs(unassigned_pictographic)


def render(unicode_dir):
    version, emoji_version, runs, east_asian_brackets, unassigned_pictographic = build(unicode_dir)
    lines = [
        f"// Generated by Scripts/generate-line-break-table.py from Unicode {version} (LineBreak.txt,",
        f"// UnicodeData.txt, EastAsianWidth.txt, emoji-data.txt {emoji_version}).",
        "// Do not edit by hand: run `python3 Scripts/generate-line-break-table.py` to regenerate.",
        "",
        "/// A Line_Break class of UAX #14 after rule LB1's default resolution.",
        "enum LineBreakClass: UInt8 {",
    ]
    for name in CLASSES:
        lines.append(f"    /// {name}: {CLASS_SUMMARIES[name]}.")
        case_name = name.lower()
        lines.append(f"    case `{case_name}`" if case_name in SWIFT_KEYWORDS else f"    case {case_name}")
    lines += [
        "}",
        "",
        "/// Runs of code points sharing a line break class, covering U+0000 to U+10FFFF.",
        "enum LineBreakTable {",
        "    /// The Unicode version the table was generated from.",
        f'    static let unicodeVersion = "{version}"',
        "",
        "    /// The first code point of each run, ascending; the run lasts until the next one starts.",
        "    static let runStarts: [UInt32] = [",
    ]
    per_line = 8
    for index in range(0, len(runs), per_line):
        chunk = runs[index:index + per_line]
        lines.append("        " + " ".join(f"0x{start:04X}," for start, _ in chunk))
    lines += [
        "    ]",
        "",
        "    /// The class of each run, as `LineBreakClass` raw values.",
        "    static let runClasses: [UInt8] = [",
    ]
    per_line = 16
    for index in range(0, len(runs), per_line):
        chunk = runs[index:index + per_line]
        lines.append("        " + " ".join(f"{CLASSES.index(value)}," for _, value in chunk))
    lines += ["    ]", ""]
    lines += pairs_array(
        "eastAsianBrackets",
        "Opening and closing punctuation that is East Asian (F, W, H), which rule LB30 does not join.",
        east_asian_brackets,
    )
    lines.append("")
    lines += pairs_array(
        "unassignedPictographic",
        "Unassigned Extended_Pictographic code points, which rule LB30b keeps with an emoji modifier.",
        unassigned_pictographic,
    )
    lines.append("}")
    return "\n".join(lines) + "\n"


def pairs_array(name, summary, ranges):
    lines = [f"    /// {summary}", f"    static let {name}: [UInt32] = ["]
    for first, last in ranges:
        lines.append(f"        0x{first:04X}, 0x{last:04X},")
    lines.append("    ]")
    return lines


if __name__ == "__main__":
    sys.exit(run_generator(__doc__.splitlines()[0], "LineBreakTable.swift", render))
