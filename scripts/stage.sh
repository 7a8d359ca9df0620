#!/usr/bin/env bash
# Lays out an installed chartreel under PREFIX_DIR (DESTDIR/PREFIX): the
# binary, the presets with their data, the man page and the bash, zsh and
# fish completions. `make install`, `make deb` and `make dist` all use it,
# so the three install the same files.
# Usage: scripts/stage.sh REPO_ROOT BINARY MANUAL PREFIX_DIR [--packaged]
# --packaged (make deb, make dist): the binary must carry Swift's runtime
# (it runs where Swift is not installed), and its copy is stripped.
# ZSH_DIR (relative to PREFIX_DIR) is where zsh completions go:
# share/zsh/site-functions by default, share/zsh/vendor-completions in Debian.
set -euo pipefail
root=$1 bin=$2 manual=$3 prefix=$4 packaged=${5-}
zsh_dir=${ZSH_DIR:-share/zsh/site-functions}
[ -x "$bin" ] || { echo "stage: no executable at $bin" >&2; exit 1; }
[ -f "$manual" ] || { echo "stage: no man page at $manual" >&2; exit 1; }
if [ "$packaged" = --packaged ] && ldd "$bin" | grep -q 'libswift\|libFoundation'; then
    echo "stage: $bin loads Swift's runtime from the toolchain; build it with --static-swift-stdlib (make build does)" >&2
    exit 1
fi
install -D -m 755 "$bin" "$prefix/bin/chartreel"
if [ "$packaged" = --packaged ]; then
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$prefix/bin/chartreel"
fi
install -d "$prefix/share/chartreel/Presets/data"
install -m 644 "$root"/Presets/*.json "$root/Presets/README.md" "$prefix/share/chartreel/Presets/"
(cd "$root/Presets" && find data -type f -exec install -D -m 644 {} "$prefix/share/chartreel/Presets/{}" \;)
completions=$(mktemp -d /tmp/chartreel-completions.XXXXXX)
trap 'rm -rf "$completions"' EXIT
install -D -m 644 "$manual" "$prefix/share/man/man1/chartreel.1"
for shell in bash zsh fish; do "$bin" --generate-completion-script $shell > "$completions/$shell"; done
# A completion script is sourced, not run: no #! line.
sed -i '1{/^#!/d}' "$completions/bash"
install -D -m 644 "$completions/bash" "$prefix/share/bash-completion/completions/chartreel"
install -D -m 644 "$completions/zsh" "$prefix/$zsh_dir/_chartreel"
install -D -m 644 "$completions/fish" "$prefix/share/fish/vendor_completions.d/chartreel.fish"
