#!/usr/bin/env bash
# The documentation site: every module's DocC catalog converted from its public symbol graphs and
# the package's snippets, warnings as errors, then merged into one archive for static hosting.
# Reads the modules the builds made (run `swift build` and `swift build --package-path
# Hosts/Pixels` first); builds nothing itself.
# usage: Scripts/build-docs.sh OUTPUT_DIR   (the site is OUTPUT_DIR/ReuseKit.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/build-docs.sh OUTPUT_DIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/graphs" "$out/archives" "$out/ReuseKit.doccarchive"
mkdir -p "$out/graphs" "$out/archives"

docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
root_bin=$(swift build --show-bin-path)
pixels_bin=$(swift build --package-path Hosts/Pixels --show-bin-path)

# Each module's public symbols, in a folder of its own, as DocC takes them.
extract() {
    local module=$1 bin=$2
    shift 2
    mkdir -p "$out/graphs/$module"
    swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -output-dir "$out/graphs/$module" -minimum-access-level public -emit-extension-block-symbols "$@"
}
extract ReuseKitCore "$root_bin"
extract ReuseKit "$root_bin" -experimental-allowed-reexported-modules=ReuseKitCore
extract ReuseKitImages "$root_bin" -Xcc -fmodule-map-file="$root_bin/CReuseKitImageCodecs.build/module.modulemap" \
    -Xcc -fmodule-map-file=Sources/COpenSSL/module.modulemap
extract ReuseKitTerminal "$root_bin"
extract ReuseKitPixels "$pixels_bin" -Xcc -fmodule-map-file=Hosts/Pixels/Sources/CCairo/module.modulemap \
    -Xcc -fmodule-map-file=Hosts/Pixels/Sources/CX11/module.modulemap \
    -Xcc -fmodule-map-file=Hosts/Pixels/Sources/CDBus/module.modulemap \
    $(pkg-config --cflags-only-I pangocairo xi dbus-1 | sed 's/-I/-Xcc -I/g')

# The snippets of each package (the listings `@Snippet(path: "ReuseKitSnippets/Snippets/NAME")`
# shows), as swift-docc-plugin's snippet-extract writes them, each package's under a module name
# of its own. docc takes one symbol-graph folder, so each module's
# folder gets its package's snippets beside its own graphs.
for module in ReuseKitCore ReuseKit ReuseKitImages ReuseKitTerminal; do
    python3 Scripts/snippet-symbol-graph.py --module-name ReuseKitSnippets \
        --output "$out/graphs/$module/ReuseKitSnippets.symbols.json" Snippets/*.swift
done
python3 Scripts/snippet-symbol-graph.py --module-name ReuseKitPixelsSnippets \
    --output "$out/graphs/ReuseKitPixels/ReuseKitPixelsSnippets.symbols.json" Hosts/Pixels/Snippets/*.swift

# docc prints its diagnostics on standard output; every broken link, topic or snippet is an error.
convert() {
    local module=$1 catalog=$2
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$out/graphs/$module" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.reusekit.$module" --warnings-as-errors \
        --transform-for-static-hosting --output-path "$out/archives/$module.doccarchive" | sed '/^$/d'
}
for module in ReuseKitCore ReuseKit ReuseKitImages ReuseKitTerminal; do
    convert "$module" "Sources/$module/$module.docc"
done
convert ReuseKitPixels Hosts/Pixels/Sources/ReuseKitPixels/ReuseKitPixels.docc

"$docc" merge "$out"/archives/*.doccarchive --synthesized-landing-page-name ReuseKit \
    --output-path "$out/ReuseKit.doccarchive" | sed '/^$/d'
echo "the site: $out/ReuseKit.doccarchive"
