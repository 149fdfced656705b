#!/usr/bin/env bash
# Issue 30's first row: a commit with a 20,000-line patch, ghbrowse against `git show`.
#   floor:    `git --no-pager show --color=always` of the commit on a 100x50 pty (callgrind, whole process)
#   ghbrowse: diff-benchmark (GitHub's JSON for the same commit read, laid out for the commit screen,
#             its first 100x50 screen drawn) with the patch, minus the same with an empty patch
# Instructions from `valgrind --tool=callgrind`. Prints figures; never fails on time.
# Usage: Benchmarks/diff-floor.sh [PATCH_LINES]   (default 20000; env GHBROWSE_BIN_DIR as floors.sh;
#        DIFF_FLOOR_FIGURES=FILE also writes "PATCH_LINES GIT WITH WITHOUT" to FILE, for inside.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${GHBROWSE_BIN_DIR:-}" ]; then
    bin=$GHBROWSE_BIN_DIR
else
    source scripts/release-flags.sh
    swift build "${RELEASE_FLAGS[@]}" --product diff-benchmark >&2
    bin=.build/release
fi

# A C file changed every ten lines (three lines out, three in): git's hunks join into one patch
# of about 13 lines for every 10 of the file.
python3 - "$work" "$lines" <<'PY'
import os, sys
work, wanted = sys.argv[1], int(sys.argv[2])
count = wanted * 10 // 13
old = [f"int value_{i}(struct state *s) {{ return s->values[{i}] + {i % 97}; }}" for i in range(count)]
new = list(old)
for i in range(0, count, 10):
    for j in (i + 3, i + 4, i + 7):
        if j < count:
            new[j] = f"int value_{j}(struct state *s) {{ return s->values[{j}] * {j % 89} - 1; }}"
os.makedirs(f"{work}/repo/src")
open(f"{work}/old.c", "w").write("\n".join(old) + "\n")
open(f"{work}/new.c", "w").write("\n".join(new) + "\n")
PY
git -C "$work/repo" init -q
cp "$work/old.c" "$work/repo/src/large.c"
git -C "$work/repo" -c user.name=Ada -c user.email=ada@example.com add -A
git -C "$work/repo" -c user.name=Ada -c user.email=ada@example.com commit -qm "the file"
cp "$work/new.c" "$work/repo/src/large.c"
git -C "$work/repo" -c user.name=Ada -c user.email=ada@example.com commit -qam "A large change"
# The patch as GitHub gives it: the diff from its first hunk header on.
git -C "$work/repo" --no-pager show --format= HEAD | sed -n '/^@@/,$p' >"$work/patch"
# GitHub's answer for the commit, with that patch and with an empty one.
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def commit(patch):
    return {"sha": "0123456789abcdef0123456789abcdef01234567",
            "commit": {"author": {"name": "Ada", "email": "ada@example.com", "date": "2024-01-02T10:00:00Z"},
                       "committer": {"name": "Ada", "email": "ada@example.com", "date": "2024-01-02T10:00:00Z"},
                       "message": "A large change"},
            "parents": [{"sha": "1" * 40}], "stats": {"total": 1, "additions": 1, "deletions": 0},
            "files": [{"filename": "src/large.c", "status": "modified", "additions": 1, "deletions": 0,
                       "changes": 1, "patch": patch}]}
patch = open(f"{work}/patch").read()
json.dump(commit(patch), open(f"{work}/commit.json", "w"))
json.dump(commit(""), open(f"{work}/empty.json", "w"))
PY
patch_lines=$(wc -l <"$work/patch")

instructions() { # command… → instructions of the whole process
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$work/cg.log" "$@" >/dev/null 2>&1 || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/cg.log" | tail -n 1
}
git_ir=$(cd "$work/repo" && python3 "$OLDPWD/Benchmarks/pty_run.py" 100 50 \
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$work/cg.log" \
    git --no-pager show --color=always HEAD >/dev/null 2>&1 || true; sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/cg.log" | tail -n 1)
with=$(instructions "$bin/diff-benchmark" "$work/commit.json" 100 50)
without=$(instructions "$bin/diff-benchmark" "$work/empty.json" 100 50)
if [ -n "${DIFF_FLOOR_FIGURES:-}" ]; then echo "$patch_lines ${git_ir:-0} ${with:-0} ${without:-0}" >"$DIFF_FLOOR_FIGURES"; fi
python3 - "$patch_lines" "$git_ir" "$with" "$without" <<'PY'
import sys
lines, git, with_, without = (int(x) for x in sys.argv[1:])
mine = with_ - without
print(f"a {lines:,}-line patch, 100x50")
print(f"| git --no-pager show --color=always (pty) | {git / 1e6:.1f} M |")
print(f"| ghbrowse: read + lay out + first screen, patch minus empty | {mine / 1e6:.1f} M ({with_ / 1e6:.1f} − {without / 1e6:.1f}) |")
print(f"| ratio | {mine / git:.2f}x |")
PY
