#!/usr/bin/env python3
"""Fails when CCairo's declarations disagree with the installed Cairo and Pango headers.

    python3 Hosts/Pixels/Scripts/check-cairo-shim.py

`Sources/CCairo/shim.h` declares the part of Cairo's and PangoCairo's API the host calls instead
of including their headers (whose pkg-config flags carry `-pthread`). This compiles every one of
its function declarations after the real headers, where a declaration of another type is an
error, and checks the enum values and struct offsets the host relies on.
"""

import re
import subprocess
import sys
import tempfile
from pathlib import Path

SHIM = Path(__file__).resolve().parent.parent / "Sources" / "CCairo" / "shim.h"

# The constants the host uses, with the values the shim gives them.
CONSTANTS = [
    "CAIRO_STATUS_SUCCESS", "CAIRO_FORMAT_ARGB32", "CAIRO_OPERATOR_SOURCE", "CAIRO_OPERATOR_OVER",
    "CAIRO_FILTER_FAST", "CAIRO_FILTER_GOOD", "CAIRO_EXTEND_PAD", "CAIRO_LINE_CAP_ROUND",
    "CAIRO_HINT_STYLE_NONE", "CAIRO_HINT_METRICS_OFF", "CAIRO_ANTIALIAS_GRAY", "PANGO_WRAP_CHAR",
    "PANGO_WRAP_WORD_CHAR", "PANGO_ELLIPSIZE_END", "PANGO_WEIGHT_BOLD", "PANGO_SCALE",
]


def declarations(text):
    """The function declarations of the shim (typedefs, enums, structs and macros aside)."""
    text = re.sub(r"//.*", "", text)
    text = re.sub(r"typedef[^;]*?\{[^}]*\}[^;]*;", "", text, flags=re.S)
    text = re.sub(r"typedef[^;]*;", "", text)
    text = re.sub(r"#.*", "", text)
    return [part.strip() + ";" for part in text.split(";") if "(" in part]


def value_in_shim(name):
    """The value the shim gives `name`, compiled alone."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "value.c"
        source.write_text(f'#include "{SHIM}"\nint main(void) {{ return printf("%d", (int)({name})) < 0; }}\n')
        source.write_text('#include <stdio.h>\n' + source.read_text())
        binary = Path(folder) / "value"
        subprocess.run(["cc", "-o", str(binary), str(source)], check=True)
        return int(subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout)


def main():
    flags = subprocess.run(
        ["pkg-config", "--cflags", "pangocairo"], check=True, capture_output=True, text=True
    ).stdout.split()
    checks = [f'_Static_assert({name} == {value_in_shim(name)}, "{name}");' for name in CONSTANTS]
    checks.append(
        "_Static_assert(__builtin_offsetof(PangoLayoutLine, start_index) == 8"
        ' && __builtin_offsetof(PangoLayoutLine, length) == 12, "PangoLayoutLine");'
    )
    checks.append('_Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");')
    functions = declarations(SHIM.read_text())
    source = "#include <cairo.h>\n#include <pango/pangocairo.h>\n" + "\n".join(functions + checks) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".c") as file:
        file.write(source)
        file.flush()
        result = subprocess.run(["cc", "-fsyntax-only", *flags, file.name], capture_output=True, text=True)
    if result.returncode != 0:
        print(f"{SHIM.name} disagrees with the installed headers:\n{result.stderr}", file=sys.stderr)
        return 1
    print(f"{SHIM.name}: {len(functions)} functions and {len(CONSTANTS)} constants agree with the headers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
