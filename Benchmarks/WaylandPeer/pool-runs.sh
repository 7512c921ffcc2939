#!/bin/sh
# Pools the seat -> client measurements of one or more peer-harness runs (their
# results/raw.txt files) and prints three tables:
#
# 1. The same-run ratios to wlroots' server of Touchway's, of Touchway's through its C
#    API (touchway-c: the harness's wlroots server routed through libtouchway), of
#    wlroots' seat in Touchway's process (wlrseat-in-touchway; rounds.sh runs both) and
#    of bare libwayland's, those
#    the files have lines of: each ratio is taken within one run or round (the programs
#    ran back to back), then the median over every run of
#    every file, with how many runs had a ratio of at least 1 and a 95 % confidence
#    interval of the median. The interval assumes nothing about how the ratios are
#    distributed, only that the runs are independent: it is the pair of order statistics
#    around the median that a binomial(n, 1/2) count puts the median between with at least
#    95 % probability (ranks from the normal approximation, rounded outwards: 97-99 % for
#    15 to 60 runs). An interval that holds 1 means the runs cannot tell the two programs
#    apart.
# 2. Each program by the VM's state. This VM runs each phase of a program at one of two
#    speeds (the route about 1.8x slower in the slow one, bare libwayland's too; the two
#    finger counts of one run can differ), which decides more of a median than small
#    changes do. A run is "fast" when the program's route p50
#    is within 1.3x of its best run's. The table gives the fast runs' medians, the
#    compositor's busy share (near 100 %: the compositor is the bottleneck; less: the
#    client is) and the highest rate of any run.
# 3. Each program's sustained rate near its best. A run's rate is either near the
#    program's best or 5-20 % below it (one stall of the vCPU or of the client's wake-ups
#    in the ~75 ms throughput phase takes a run down), so how many runs meet the slow
#    state decides a median. The table counts the runs within 5 % of the program's best
#    rate and gives their median.
#
#   Benchmarks/WaylandPeer/pool-runs.sh /tmp/touchway-peer/results/raw.txt [more raw.txt ...]
set -eu
[ $# -gt 0 ] || {
	echo "usage: pool-runs.sh RAW_TXT..." >&2
	exit 2
}
exec awk '
# Splits `list` into `a`, sorted numerically; returns the count.
function sorted(list, a,   n, i, j, t) {
	n = split(list, a, " ")
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
	return n
}
# The median of the n sorted values in `a`.
function middle(a, n) { return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2 }
function median(list,   a) { return middle(a, sorted(list, a)) }
# The 95 % confidence interval of the median of the n sorted values in `a`, as "low-high".
function interval(a, n,   half, lo, hi) {
	half = 1.96 * sqrt(n) / 2
	lo = int(n / 2 - half); if (lo < 1) lo = 1
	hi = 1 + n / 2 + half; hi = (hi == int(hi) ? hi : int(hi) + 1); if (hi > n) hi = n
	return sprintf("%.3f-%.3f", a[lo], a[hi])
}
function append(list, v) { return list == "" ? v : list " " v }
$1 == "seat" {
	delete kv
	for (i = 2; i <= NF; i++) { split($i, p, "="); kv[p[1]] = p[2] }
	run = FILENAME ":" kv["run"]
	if (!(run in seen)) { seen[run] = 1; runs[++nruns] = run }
	key = kv["client"] SUBSEP kv["fingers"]
	present[kv["impl"]] = 1
	keys[key] = 1
	for (m in kv) value[kv["impl"] SUBSEP key SUBSEP m SUBSEP run] = kv[m]
	r = kv["route_p50"] + 0
	best = kv["impl"] SUBSEP key
	if (!(best in fastest) || r < fastest[best]) fastest[best] = r
}
function ratios(a, b, key, m,   i, x, y, list, n, above, r) {
	list = ""; n = above = 0
	for (i = 1; i <= nruns; i++) {
		x = value[a SUBSEP key SUBSEP m SUBSEP runs[i]]
		y = value[b SUBSEP key SUBSEP m SUBSEP runs[i]]
		if (x == "" || y + 0 <= 0) continue
		list = append(list, x / y)
		n++
		if (x / y >= 1) above++
	}
	if (n == 0) return sprintf("%-34s", "n/a")
	sorted(list, r)
	return sprintf("%-34s", sprintf("%.3f [%d of %d] %s", middle(r, n), above, n, interval(r, n)))
}
function bestRate(impl, key,   i, f, top) {
	top = 0
	for (i = 1; i <= nruns; i++) {
		f = value[impl SUBSEP key SUBSEP "fps" SUBSEP runs[i]] + 0
		if (f > top) top = f
	}
	return top
}
function states(impl, key,   i, run, r, f, n, routes, fps, busy, top) {
	n = 0; routes = fps = busy = ""; top = bestRate(impl, key)
	for (i = 1; i <= nruns; i++) {
		run = runs[i]
		r = value[impl SUBSEP key SUBSEP "route_p50" SUBSEP run]
		if (r == "") continue
		f = value[impl SUBSEP key SUBSEP "fps" SUBSEP run] + 0
		if (r + 0 > 1.3 * fastest[impl SUBSEP key]) continue
		n++
		routes = append(routes, r)
		fps = append(fps, f)
		busy = append(busy, value[impl SUBSEP key SUBSEP "busy_pct" SUBSEP run])
	}
	if (n == 0) return ""
	return sprintf("%-19s %4d %12.0f %10.0f %8.0f %10.0f", impl, n, median(routes),
		median(fps) / 1000, median(busy), top / 1000)
}
function nearBest(impl, key,   i, f, n, total, top, fps) {
	n = total = 0; fps = ""; top = bestRate(impl, key)
	for (i = 1; i <= nruns; i++) {
		f = value[impl SUBSEP key SUBSEP "fps" SUBSEP runs[i]]
		if (f == "") continue
		total++
		if (f + 0 < 0.95 * top) continue
		n++
		fps = append(fps, f)
	}
	if (n == 0) return ""
	return sprintf("%-19s %4d of %-4d %10.0f %10.0f", impl, n, total, median(fps) / 1000, top / 1000)
}
# The programs compared with the wlroots server that have lines, in this order, into `list`;
# returns their count.
function others(list,   all, n, i, k) {
	n = split("touchway touchway-c wlrseat-in-touchway bare", all, " ")
	k = 0
	for (i = 1; i <= n; i++) if (all[i] in present) list[++k] = all[i]
	return k
}
END {
	printf "%d runs\n\n", nruns
	print "1. Same-run ratios to wlroots, median over the runs [runs with a ratio of at least 1] 95 % interval"
	n = others(compared)
	printf "%-6s %-8s %-10s", "client", "fingers", "metric"
	for (k = 1; k <= n; k++) printf " %-34s", compared[k] "/wlroots"
	printf "\n"
	split("block spin", clients, " "); split("10 1", fingers, " ")
	split("fps cpu_ns route_p50 flush_p50", metrics, " ")
	for (c = 1; c <= 2; c++) for (f = 1; f <= 2; f++) for (m = 1; m <= 4; m++) {
		key = clients[c] SUBSEP fingers[f]
		if (!(key in keys)) continue
		printf "%-6s %-8s %-10s", clients[c], fingers[f], metrics[m]
		for (k = 1; k <= n; k++) printf " %s", ratios(compared[k], "wlroots", key, metrics[m])
		printf "\n"
	}
	print ""
	print "2. By state: the fast runs (route p50 within 1.3x of the program'"'"'s best run)"
	printf "%-6s %-8s %-19s %4s %12s %10s %8s %10s\n", "client", "fingers", "program", "runs",
		"route p50 ns", "kframes/s", "busy %", "best k/s"
	nimpls = split("bare wlroots touchway touchway-c wlrseat-in-touchway", impls, " ")
	for (c = 1; c <= 2; c++) for (f = 1; f <= 2; f++) for (i = 1; i <= nimpls; i++) {
		line = states(impls[i], clients[c] SUBSEP fingers[f])
		if (line != "") printf "%-6s %-8s %s\n", clients[c], fingers[f], line
	}
	print ""
	print "3. By rate: the runs within 5 % of the program'"'"'s best sustained rate"
	printf "%-6s %-8s %-19s %12s %10s %10s\n", "client", "fingers", "program", "runs",
		"kframes/s", "best k/s"
	for (c = 1; c <= 2; c++) for (f = 1; f <= 2; f++) for (i = 1; i <= nimpls; i++) {
		line = nearBest(impls[i], clients[c] SUBSEP fingers[f])
		if (line != "") printf "%-6s %-8s %s\n", clients[c], fingers[f], line
	}
}' "$@"
