#!/bin/sh
# Runs the peer harness's servers in rounds, back to back: each round runs every program
# once, in a shuffled order, pinned (PEER_PIN, default 0,1: the compositor on CPU 0, the
# client on CPU 1), client blocking, and appends their lines to RAW tagged with the round
# as run.sh tags its runs, so that pool-runs.sh reads them. It does not wait for a quiet
# machine, as run.sh does: a round's programs share whatever state the VM is in, and the
# per-round ratios cancel it.
#
# The programs: wlroots' server, bare libwayland's, Touchway's, and Touchway's with its
# motion frames through wlroots' own seat (TOUCHWAY_PEER_SEAT=wlroots, reported as
# wlrseat-in-touchway): what Touchway's process costs wlroots' path.
#
# Run in the harness folder once run.sh has built the programs; run-peer.sh does both
# (ROUNDS=N). Prints "round i/N" to standard error as it goes.
#
#   rounds.sh N RAW
set -eu
rounds=${1:?usage: rounds.sh N RAW}
raw=${2:?usage: rounds.sh N RAW}
export PEER_PIN="${PEER_PIN:-0,1}"
if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -w "${XDG_RUNTIME_DIR}" ]; then
	XDG_RUNTIME_DIR=$(mktemp -d)
	export XDG_RUNTIME_DIR
	trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
fi
log=$(dirname "$raw")/stderr.txt
programs="./wlr_server ./bare_server ./touchway_server TOUCHWAY_PEER_SEAT=wlroots:./touchway_server"
[ ! -x ./touchway_c_server ] || programs="$programs ./touchway_c_server"
for i in $(seq "$rounds"); do
	echo "round $i/$rounds" >&2
	for program in $(printf '%s\n' $programs | shuf); do
		case $program in
		*:*) env "${program%%:*}" "${program#*:}" ;;
		*) "$program" ;;
		esac 2>>"$log" | sed "s/^\([a-z]*\) /\1 run=$i /" >>"$raw"
	done
done
