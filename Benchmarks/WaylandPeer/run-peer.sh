#!/bin/sh
# Runs the wlroots peer harness with this folder as its Touchway contestant, in a scratch
# copy: the harness is copied to $SCRATCH (default /tmp/touchway-peer), this folder
# replaces its touchway/, and the harness's run.sh (then callgrind.sh, with CALLGRIND=1)
# runs there against this checkout of Touchway; with ROUNDS=N, rounds.sh runs N rounds of
# the servers back to back instead of run.sh's runs, the C API's contestant
# (touchway_c_server.c) among them. Nothing is written outside $SCRATCH but the
# project's release build of libtouchway (scripts/install-c-api.sh).
# At the end, pool-runs.sh prints the run's same-run ratios and each program's runs by the
# VM's state.
#
#   Benchmarks/WaylandPeer/run-peer.sh /path/to/wlroots-peer
#   RUNS=15 CALLGRIND=1 SCRATCH=/tmp/peer Benchmarks/WaylandPeer/run-peer.sh /path/to/wlroots-peer
#   ROUNDS=100 Benchmarks/WaylandPeer/run-peer.sh /path/to/wlroots-peer
#
# The harness's own variables (RUNS, QUIET_WAIT, SWIFT, HITTEST, ...) pass through.
set -eu
harness=${1:?usage: run-peer.sh HARNESS_DIR  (the wlroots-peer folder)}
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)
scratch=${SCRATCH:-/tmp/touchway-peer}

mkdir -p "$scratch"
# The harness files are read-only in the shared folder; the copy must be writable.
(cd "$harness" && tar cf - --exclude=./touchway --exclude=./results .) | (cd "$scratch" && tar xf -)
chmod -R u+w "$scratch"
mkdir -p "$scratch/touchway"
# The contestant, without this checkout's build products (the copy keeps its own .build
# from run to run).
(cd "$here" && tar cf - --exclude=./.build --exclude=./.swiftpm --exclude=./run-peer.sh .) |
	(cd "$scratch/touchway" && tar xf -)
# Pin the dependencies the project resolved, if it did.
[ ! -f "$project/Package.resolved" ] || cp "$project/Package.resolved" "$scratch/touchway/"

cd "$scratch"
export TOUCHWAY_PATH="$project"
# The C contestant (touchway_c_server.c): libtouchway installed into the scratch folder
# (release), and the harness's wlroots server routed through it, built as the harness's
# Makefile builds wlr_server. Only rounds.sh runs it.
build_c_contestant() {
	"$project/scripts/install-c-api.sh" "$scratch/prefix" >&2
	# shellcheck disable=SC2046 # pkg-config's flags are words
	${CC:-gcc} -O2 -g -std=c11 -Wall -Wextra -Wno-unused-parameter -D_GNU_SOURCE \
		-DWLR_USE_UNSTABLE -I. -o touchway_c_server touchway/touchway_c_server.c driver.c \
		$(PKG_CONFIG_PATH="$scratch/prefix/lib/pkgconfig" \
			pkg-config --cflags --libs touchway wlroots wayland-server pixman-1) \
		-Wl,-rpath,"$scratch/prefix/lib"
}
if [ "${ROUNDS:-0}" -gt 0 ]; then
	# The programs only (no runs), then rounds of them back to back.
	RUNS=0 ./run.sh >/dev/null
	build_c_contestant
	"$here/rounds.sh" "$ROUNDS" results/raw.txt
else
	./run.sh
fi
"$here/pool-runs.sh" results/raw.txt
[ "${CALLGRIND:-0}" = 0 ] || ./callgrind.sh
